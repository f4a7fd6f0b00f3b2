import ArgumentParser
import SharedOptions
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The `phonebook` command: a fast, local-first address book for the terminal.
///
/// Every command sets its `commandName`: without one, ArgumentParser derives
/// it from `String(describing:)` of the type, whose failed protocol-conformance
/// lookups scan every conformance record loaded, at every start, for every
/// command in the tree (callgrind, `phonebook --version`: 26.5M of 52.4M
/// instructions). StartupTests keeps every command named.
@main
struct Phonebook: ParsableCommand {
    /// The configuration ArgumentParser reads: `QuickParse`'s while `main`
    /// parses a line under it, else the base with the exit statuses.
    static var configuration: CommandConfiguration {
        QuickParse.configuration ?? fullConfiguration
    }

    /// The base, with the exit statuses from `ExitStatus` between the
    /// discussion's paragraphs and its examples.
    private static let fullConfiguration: CommandConfiguration = {
        var full = baseConfiguration
        full.discussion = discussionOpening + "\n\n" + ExitStatusTable.helpLines + "\n\n" + discussionExamples
        return full
    }()

    private static let discussionOpening = """
        Every command takes --db PATH; without it PHONEBOOK_DB, without that
        $XDG_DATA_HOME/phonebook/phonebook.sqlite3 (or ~/.local/share/...).
        """

    private static let discussionExamples = """
        Examples:
          phonebook import contacts.vcf
          phonebook list --search hopper
          phonebook show "Grace Hopper"
          phonebook help export
        """

    /// The root command, its discussion without the exit statuses.
    static let baseConfiguration = CommandConfiguration(
        commandName: "phonebook",
        abstract: "A fast, local-first address book and settings store for the terminal.",
        discussion: discussionOpening + "\n\n" + discussionExamples,
        version: PhonebookVersion.current,
        subcommands: [
            Import.self,
            Export.self,
            Info.self,
            List.self,
            Show.self,
            Lookup.self,
            Email.self,
            Birthdays.self,
            Categories.self,
            Duplicates.self,
            Browse.self,
            Add.self,
            Edit.self,
            Star.self,
            Unstar.self,
            Remove.self,
            Merge.self,
            Move.self,
            Copy.self,
            Books.self,
            History.self,
            Undo.self,
            Settings.self,
            Account.self,
            Login.self,
            Logout.self,
            Connect.self,
            Disconnect.self,
            Sync.self,
            TerminalCheck.self,
            Completions.self,
            ExitStatuses.self,
        ]
    )

    /// Parses the command line and runs the command it names. An unknown
    /// command name is refused before ArgumentParser parses the line, so the
    /// error can name the nearest command (exit 64). A line ArgumentParser
    /// refuses is one line and the usage (`UsageError`); help and an
    /// `ExitCode` are its own; any other failure of a command is one line,
    /// "phonebook: …", with its documented exit status.
    static func main() {
        // A file-size limit (`ulimit -f`) then fails a write with EFBIG, which
        // is reported ("File too large", exit 74) and cleaned up after,
        // instead of killing the process with its files half-written.
        signal(SIGXFSZ, SIG_IGN)
        let arguments = GlobalOptions.movedAfterCommand(Array(CommandLine.arguments.dropFirst()))
        // The version alone is printed as ArgumentParser prints it, without
        // its parse of the whole command tree (reflection and conformance
        // lookups: most of the start's own work), so that `--version` starts
        // as `list`, `show`, `lookup`, `browse` and a mail query do (their
        // quick lines above ArgumentParser too). StartupTests compares the two.
        if arguments == ["--version"] {
            return print(PhonebookVersion.current)
        }
        if let query = MailQueryRequest(arguments: arguments) {
            return run { try query.answer.run() }
        }
        if var command = QuickCommands.command(arguments) {
            return run { try command.run() }
        }
        if let unknown = QuickParse.unknownCommand(in: arguments) {
            printError(unknown.message(root: Self.self))
            systemExit(ExitStatus.usage.rawValue)
        }
        var command: any ParsableCommand
        do {
            command = try QuickParse.parse(arguments)
        } catch {
            UsageError.exit(reporting: error, in: arguments)
        }
        run { try command.run() }
    }

    /// Runs a command, reporting its failure with its exit status.
    private static func run(_ body: () throws -> Void) {
        do {
            try body()
        } catch let failure as CommandFailure {
            // Before asking whose error it is: naming its type reflects on
            // it (a lookup that matches nothing on 100k contacts, 14.7 M
            // instructions, 11.4 M without; callgrind), and a command's own
            // failure is the common one.
            report(failure)
        } catch let code as ExitCode {
            // A status alone, which ArgumentParser would exit with silently,
            // but only after reflecting on it to find no message: a mail
            // query matching nothing on 100k contacts, 14.8 M instructions
            // against 9.9 M (callgrind).
            systemExit(code.rawValue)
        } catch where isArgumentParsers(error) {
            UsageError.exit(reporting: error)
        } catch {
            report(CommandFailure(reporting: error))
        }
    }

    private static func report(_ failure: CommandFailure) -> Never {
        printError("phonebook: \(failure.message)")
        systemExit(failure.status.rawValue)
    }

    /// Whether ArgumentParser reports `error` itself: help (its built-in
    /// `help` command throws it from `run()`, as a command group does),
    /// an `ExitCode`, a usage error. Some of these types are internal to
    /// ArgumentParser, so they are known by their module.
    private static func isArgumentParsers(_ error: any Error) -> Bool {
        String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
    }
}

/// exit(3), named apart from ParsableCommand's `exit(withError:)`, which hides it in a command.
private func systemExit(_ status: Int32) -> Never {
    exit(status)
}
