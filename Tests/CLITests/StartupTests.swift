import ArgumentParser
@testable import phonebook
import SharedOptions
import Store
import Testing
import TestSupport

/// What every command pays before it runs: kept off the start-up path.
@Suite("Start-up stays cheap")
struct StartupTests {
    /// Every command, subcommands included, in the tree `phonebook` parses.
    private static func commands(under root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap { commands(under: $0) }
    }

    /// A command without a `commandName` has ArgumentParser derive it from
    /// its type's name at every start, which cost half of `--version`.
    @Test func everyCommandNamesItself() {
        let commands = Self.commands(under: Phonebook.self)
        #expect(commands.count > 20)
        for command in commands {
            #expect(command.configuration.commandName != nil, "\(command) has no commandName")
        }
    }

    /// `main` prints the version of a line that is `--version` alone
    /// itself: the same text and status as ArgumentParser's parse of the
    /// line (it throws its clean exit with the message), and no more lines
    /// than that one take the shortcut.
    @Test func theVersionAloneIsPrintedAsArgumentParserPrintsIt() throws {
        var expected = ""
        do {
            _ = try Phonebook.parseAsRoot(["--version"])
        } catch {
            #expect(Phonebook.exitCode(for: error).rawValue == 0)
            expected = Phonebook.fullMessage(for: error) + "\n"
        }
        #expect(expected == PhonebookVersion.current + "\n")
        let version = try phonebook("--version")
        #expect(version.status == 0 && version.stdout == expected && version.stderr.isEmpty)
        // With a global option before it, the line is ArgumentParser's, which prints the same.
        let placed = try phonebook("--db", "/nonexistent/book.db", "--version")
        #expect(placed.status == 0 && placed.stdout == expected, "\(placed.stderr)")
    }

    /// No module the binary links imports Foundation (FoundationEssentials
    /// only): loading Foundation and its ICU cost each start more than the
    /// whole of a one-line Swift program. Nor is libcrypto linked (see
    /// below). The dynamic loader lists what a start loads
    /// (LD_TRACE_LOADED_OBJECTS) without running the program.
    @Test func aStartLoadsNeitherFoundationNorICUNorLibcrypto() throws {
        let loaded = try phonebook("--version", environment: ["LD_TRACE_LOADED_OBJECTS": "1"])
        #expect(loaded.status == 0)
        #expect(loaded.stdout.contains("libc.so"), "the loader listed nothing: \(loaded.stdout)")
        for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so", "libcrypto.so"] {
            #expect(!loaded.stdout.contains(library), "phonebook loads \(library)")
        }
    }

    /// libcrypto is opened when a secret is first needed (Credentials'
    /// LibCrypto), not linked: the commands that only read never map it.
    /// The loader's log of the files it opens (LD_DEBUG=files) includes
    /// those a dlopen opens, as the account command shows.
    @Test func onlyACommandTouchingASecretLoadsLibcrypto() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            try SampleBook.seed(AddressBook.open(at: db))
            let logFiles = ["LD_DEBUG": "files"]
            for arguments in [["list", "--limit", "50"], ["lookup", "555-0005"], ["show", "Lovel"],
                              ["email", "ada"], ["export"], ["settings", "show"]] {
                let run = try phonebook(arguments: arguments + ["--db", db], environment: logFiles)
                #expect(run.status == 0, "\(arguments): \(run.stderr.suffix(300))")
                #expect(run.stderr.contains("file=libc.so"), "no loader log for \(arguments)")
                #expect(!run.stderr.contains("libcrypto"), "\(arguments) loads libcrypto")
            }
            let create = try phonebook("account", "create", "--user", "ada", "--password-stdin", "--db", db,
                                       stdin: "analytical-engine\n", environment: logFiles)
            #expect(create.status == 0, "\(create.stderr.suffix(300))")
            #expect(create.stderr.contains("file=libcrypto.so"))
        }
    }

    /// `main` parses under a configuration that skips ArgumentParser's
    /// search for `--generate-completion-script` (`QuickParse`); every
    /// text written after the parse is the full configuration's, whose
    /// tool has no super-command, and the search still runs when the line
    /// asks for a script.
    @Test func theQuickParseLeavesHelpUsageAndCompletionScriptsAsTheyWere() throws {
        #expect(Phonebook.configuration._superCommandName == nil)
        // An empty HOME: `settings` and `show` meet no default address book of the person running the tests.
        try withTemporaryDirectory { home in
            for arguments in [["--help"], ["help", "list"], ["list", "--help"], ["list", "--bogus"], ["settings"],
                              ["frobnicate"], ["show"]] {
                let run = try phonebook(arguments: arguments, home: home)
                let text = run.stdout + run.stderr
                #expect(text.contains("phonebook"), "\(arguments): \(text.prefix(300))")
                #expect(!text.contains("phonebook phonebook"), "\(arguments): \(text.prefix(300))")
            }
        }
        #expect(try phonebook("list", "--bogus").status == 64)
        for shell in ["bash", "zsh", "fish"] {
            let script = try phonebook("--generate-completion-script", shell)
            #expect(script.status == 0, "\(shell): \(script.stderr)")
            #expect(script.stdout.contains("list"), "\(shell): \(script.stdout.prefix(300))")
        }
        let joined = try phonebook("--generate-completion-script=bash")
        #expect(joined.status == 0 && joined.stdout.contains("complete"), "\(joined.stderr)")
    }
}
