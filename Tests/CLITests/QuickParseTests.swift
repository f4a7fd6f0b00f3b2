import ArgumentParser
import Testing
@testable import phonebook

/// `QuickParse`, the one use of ArgumentParser's underscored
/// `_superCommandName`: under it ArgumentParser skips its search for
/// `--generate-completion-script` and parses every other line as it does
/// without it. Each test fails when an update of ArgumentParser changes
/// one half.
@Suite("The parse under a super-command's name")
struct QuickParseTests {
    /// What a parse of `line` comes to: the command with every property it
    /// holds, or the exit status and the whole text of the error, written
    /// (as `main` writes it) after the parse has returned.
    private func outcome(of line: [String], parse: () throws -> any ParsableCommand) -> String {
        do {
            let command = try parse()
            return "\(type(of: command)) \(command)"
        } catch {
            return "\(Phonebook.exitCode(for: error).rawValue) \(Phonebook.fullMessage(for: error))"
        }
    }

    @Test func skipsTheSearchForACompletionScript() {
        let line = ["--generate-completion-script", "bash"]
        let quick = outcome(of: line) { try QuickParse.withQuickConfiguration { try Phonebook.parseAsRoot(line) } }
        let full = outcome(of: line) { try Phonebook.parseAsRoot(line) }
        #expect(quick.hasPrefix("64 Error: Unknown option '--generate-completion-script'"), "\(quick.prefix(300))")
        #expect(full.hasPrefix("0 ") && full.contains("complete -o filenames -F"), "\(full.prefix(300))")
        // The line `main` parses keeps its script.
        #expect(outcome(of: line) { try QuickParse.parse(line) } == full)
    }

    @Test func parsesEveryOtherLineAsTheFullConfigurationDoes() {
        let lines: [[String]] = [
            [],
            ["--version"],
            ["--help"],
            ["help", "list"],
            ["list", "--help"],
            ["list", "--bogus"],
            ["list", "--limit", "0"],
            ["import", "contacts.vcf", "--db", "/b.db"],
            ["export", "--output", "out.vcf"],
            ["email", "--format", "mutt", "gra"],
            ["settings"],
            ["settings", "set", "sort-order", "given-first"],
            ["add", "--name", "Ada Lovelace", "--phone", "555 0100"],
            ["sync", "fastmail"],
            ["frobnicate"],
            ["show"],
        ]
        for line in lines {
            let quick = outcome(of: line) { try QuickParse.withQuickConfiguration { try Phonebook.parseAsRoot(line) } }
            let full = outcome(of: line) { try Phonebook.parseAsRoot(line) }
            #expect(quick == full, "\(line)")
            #expect(!quick.contains("phonebook phonebook"), "\(line)")
        }
    }

    /// The quick configuration is seen inside its scope alone, and under
    /// the same command tree.
    @Test func theQuickConfigurationIsBoundForItsScopeAlone() {
        #expect(QuickParse.configuration == nil)
        #expect(Phonebook.configuration._superCommandName == nil)
        let quick = QuickParse.withQuickConfiguration { Phonebook.configuration }
        #expect(quick._superCommandName == "phonebook")
        #expect(quick.subcommands.map { $0._commandName } == Phonebook.configuration.subcommands.map { $0._commandName })
        #expect(QuickParse.configuration == nil)
    }
}
