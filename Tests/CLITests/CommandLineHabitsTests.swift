import Foundation
import Testing
import TestSupport

/// What git and khard users type: global options before the command, and
/// argument errors told as every other error, one `phonebook:` line and the
/// usage, exit 64.
@Suite("Command-line habits: options first, one-line argument errors")
struct CommandLineHabitsTests {
    @Test func dbAndColorBeforeTheCommandAreTheCommands() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let cards = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
            let imported = try phonebook("--db", db, "import", cards)
            #expect(imported.status == 0 && imported.stderr.hasPrefix("12 added"), "\(imported.stderr)")
            let listed = try phonebook("--db=\(db)", "--color", "never", "list", "--format", "plain", "--search", "hopper")
            #expect(listed.status == 0 && listed.stdout.contains("\tGrace Hopper\t"), "\(listed.stderr)")
            let named = try phonebook("--color=never", "--db", db, "show", "--format", "plain", "Grace Hopper")
            #expect(named.status == 0 && named.stdout.contains("\tName\tGrace Hopper\n"), "\(named.stderr)")
            // connect and sync are phonebook-dav's: it is handed the line with them moved too.
            for words in [["sync", "status"], ["sync", "refused"], ["sync", "conflicts"]] {
                let synced = try phonebook(arguments: ["--db", db] + words)
                #expect(synced.status == 0, "\(words): \(synced.stderr)")
            }
            // A command without colour says so, as it would with the option after it.
            let colourless = try phonebook("--color", "never", "--db", db, "settings", "get", "sort-order")
            #expect(colourless.status == 64 && colourless.stderr.hasPrefix("phonebook: unknown option '--color'\n"))
            // A word after `--` stays a word, even one spelled like an option.
            let literal = try phonebook("--db", db, "show", "--format", "plain", "--", "--db")
            #expect(literal.status == 1 && literal.stderr.contains("\"--db\""), "\(literal.stderr)")
        }
    }

    @Test(arguments: [
        (["list", "--serch", "x"], "phonebook: unknown option '--serch'. Did you mean '--search'?\n",
         "Usage: phonebook list "),
        (["birthdays", "--today", "2026-13-01"], "phonebook: --today takes a date as YYYY-MM-DD, not \"2026-13-01\".\n",
         "Usage: phonebook birthdays "),
        (["import", "--prune", "-"], "phonebook: --prune with standard input (-) needs --source NAME",
         "Usage: phonebook import "),
        (["birthdays", "--within", "-1"], "phonebook: --within must be 0 or more.\n", "Usage: phonebook birthdays "),
        (["list", "--limit", "-5"], "phonebook: --limit must be at least 1.\n", "Usage: phonebook list "),
        (["history", "--limit", "-2"], "phonebook: --limit must be at least 1.\n", "Usage: phonebook history "),
        (["merge", "--group", "-1"], "phonebook: --group takes a group number from 1", "Usage: phonebook merge "),
    ])
    func anArgumentErrorIsOneLineAndTheUsage(arguments: [String], first: String, usage: String) throws {
        let run = try phonebook(arguments: arguments)
        #expect(run.status == 64 && run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty, "\(run.stderr)")
        #expect(run.stderr.hasPrefix(first), "\(run.stderr)")
        #expect(lines.count > 1 && lines[1].hasPrefix(usage), "\(run.stderr)")
    }

    /// An option the command does not take is what is said, wherever it
    /// stands: ArgumentParser reads the words first, so `undo --book x` was
    /// "the value 'x' is invalid for '<n>'", blaming the word the unknown
    /// option left behind (`history --book` is a book; `undo` reverts the
    /// latest change of any book and takes no --book).
    @Test(arguments: [
        (["undo", "--book", "x"], "phonebook: unknown option '--book'\nUsage: phonebook undo [--db <path>] [<n>]\n"),
        (["undo", "3", "--book", "x"], "phonebook: unknown option '--book'\nUsage: phonebook undo [--db <path>] [<n>]\n"),
        (["undo", "--book=x"], "phonebook: unknown option '--book'\nUsage: phonebook undo [--db <path>] [<n>]\n"),
        (["settings", "get", "--book", "work"],
         "phonebook: unknown option '--book'\nUsage: phonebook settings get [--db <path>] <key>\n"),
        (["completions", "--to", "x"], "phonebook: unknown option '--to'\nUsage: phonebook completions <shell>\n"),
        (["show", "--fromat"], "phonebook: unknown option '--fromat'. Did you mean '--format'?\n"),
        // Without one, the line's own fault is said as before.
        (["undo", "x"], "phonebook: the value 'x' is invalid for '<n>'\nUsage: phonebook undo [--db <path>] [<n>]\n"),
        (["undo", "--db", "-", "x"], "phonebook: the value 'x' is invalid for '<n>'\n"),
    ])
    func anOptionTheCommandDoesNotTakeIsSaidFirst(arguments: [String], expected: String) throws {
        let run = try phonebook(arguments: arguments)
        #expect(run.status == 64 && run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(expected), "\(run.stderr)")
    }

    @Test func helpAndVersionAreNotErrors() throws {
        let help = try phonebook("list", "--help")
        #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW: ") && help.stderr.isEmpty)
        let version = try phonebook("--version")
        #expect(version.status == 0 && !version.stdout.isEmpty && version.stderr.isEmpty)
    }
}
