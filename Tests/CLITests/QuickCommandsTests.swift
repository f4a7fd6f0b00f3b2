import ArgumentParser
import Testing
@testable import phonebook

/// `list`, `show`, `lookup` and `browse` lines read without ArgumentParser
/// (`QuickCommands`) give the very command ArgumentParser gives for the
/// same line, every property included; anything else is left to it.
@Suite("Commands read off a plain command line")
struct QuickCommandsTests {
    /// The command and every property it holds, as `String(describing:)`
    /// shows them: a property the quick reading did not set shows as
    /// "*definition*" (ArgumentParser's unread wrapper) and differs.
    private func described(_ command: any ParsableCommand) -> String {
        "\(type(of: command)) \(command)"
    }

    @Test func readsPlainLinesAsArgumentParserDoes() throws {
        let lines: [[String]] = [
            ["list"],
            ["list", "--limit", "50"],
            ["list", "--limit=5", "--db=/b.db"],
            ["list", "--db", "/b.db", "--search", "ann", "--format", "json", "--color", "never", "--limit", "3"],
            ["list", "--search", "Grace Hopper", "--format=plain"],
            ["list", "--search=o'neil", "--color", "always", "--format", "table"],
            ["list", "--limit", "+7"],
            ["show", "Grace"],
            ["show", "--db", "/b.db", "Grace Hopper", "--format", "json"],
            ["show", "Grace", "--color=never"],
            ["show", "ångström"],
            ["lookup", "555 0100"],
            ["lookup", "+1 (555) 010-0100", "--db=/b.db", "--format", "plain"],
            ["lookup", "--color", "auto", "020 7946 0105"],
            ["browse"],
            ["browse", "--db", "/b.db"],
            ["browse", "--color", "never", "--db=/b.db"],
        ]
        for line in lines {
            let quick = try #require(QuickCommands.command(line), "\(line)")
            let parsed = try Phonebook.parseAsRoot(line)
            #expect(described(quick) == described(parsed), "\(line)")
            #expect(!described(quick).contains("definition"), "\(line)")
        }
    }

    /// Each of these is refused, whether ArgumentParser accepts it or says
    /// what is wrong with it (a test of the binary checks its messages).
    @Test func leavesEverythingElseToArgumentParser() {
        let declined: [[String]] = [
            [],
            ["import", "a.vcf"],
            ["email", "--format", "mutt", "gra"],
            ["help", "list"],
            ["lists"],
            ["list", "--limit", "0"],
            ["list", "--limit", "-1"],
            ["list", "--limit", "x"],
            ["list", "--limit="],
            ["list", "--limit"],
            ["list", "--limit", "1", "--limit", "2"],
            ["list", "--format", "xml"],
            ["list", "--format", "Table"],
            ["list", "--color", "sometimes"],
            ["list", "--search"],
            ["list", "--search", ""],
            ["list", "--search", "-x"],
            ["list", "--search", "--limit", "5"],
            ["list", "--help"],
            ["list", "-h"],
            ["list", "--version"],
            ["list", "extra"],
            ["list", "--bogus", "1"],
            ["list", "--"],
            ["list", "--generate-completion-script", "bash"],
            ["show"],
            ["show", "Grace", "Hopper"],
            ["show", "-x"],
            ["show", "--", "-x"],
            ["show", "--format", "table"],
            ["show", "Grace", "--limit", "5"],
            ["lookup"],
            ["lookup", "abc"],
            ["lookup", "555", "0100"],
            ["lookup", "--search", "a", "555"],
            ["browse", "x"],
            ["browse", "--format", "plain"],
            ["browse", "--help"],
        ]
        for line in declined {
            #expect(QuickCommands.command(line) == nil, "\(line)")
        }
    }
}
