import Foundation
import Store
import Testing
import TestSupport

/// `phonebook completions`, the contact names a CONTACT argument completes
/// to, the manual page, and the examples every command's help leads with.
@Suite("Shell completion and the manual")
struct CompletionsAndManualTests {
    /// The sample book in a fresh database.
    private func withSampleBook(_ body: (_ db: String, _ folder: URL) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            try SampleBook.seed(try AddressBook.open(at: db))
            try body(db, folder)
        }
    }

    /// What bash's completion offers for the last word of `words` (after the
    /// program), asking the built phonebook.
    private func bashCompletions(_ words: [String], script: URL) throws -> (offered: [String], errors: String) {
        let run = try TestSupport.bashCompletions([Repository.binary.path] + words, script: script)
        #expect(run.status == 0, "\(run.stderr)")
        return (run.stdout.split(separator: "\n").map(String.init), run.stderr)
    }

    @Test func theBashScriptLoadsAndCompletesContactNames() throws {
        try withSampleBook { db, folder in
            let generated = try phonebook("completions", "bash")
            #expect(generated.status == 0 && generated.stderr.isEmpty)
            let script = folder.appendingPathComponent("phonebook.bash")
            try Data(generated.stdout.utf8).write(to: script)
            let load = try runProgram(URL(fileURLWithPath: "/bin/bash"),
                                      ["--norc", "--noprofile", "-c", "source \"$1\" && complete -p phonebook", "bash", script.path])
            #expect(load.status == 0 && load.stderr.isEmpty, "\(load.stderr)")
            #expect(load.stdout.contains("-F _phonebook phonebook"))

            let grace = try bashCompletions(["show", "--db", db, "Gra"], script: script)
            #expect(grace.offered == ["Grace Hopper"] && grace.errors.isEmpty, "\(grace)")
            // Typed in lowercase, or the family name first: offered as typed so bash keeps it.
            #expect(try bashCompletions(["star", "--db", db, "gra"], script: script).offered == ["grace Hopper"])
            #expect(try bashCompletions(["edit", "--db", db, "hop"], script: script).offered == ["hopper Grace"])
            #expect(try bashCompletions(["export", "--db=\(db)", "Jos"], script: script).offered == ["José Núñez"])
            #expect(Set(try bashCompletions(["show", "--db", db, "A"], script: script).offered)
                == ["Ada Lovelace", "Alan Turing", "Anna Andersson", "Akesson Björn"])
            #expect(try bashCompletions(["show", "--db", db, "Zz"], script: script).offered.isEmpty)
            // Commands complete too.
            #expect(try bashCompletions(["exp"], script: script).offered == ["export"])
        }
    }

    /// The completed name finds the contact: what the shell inserts is an argument `show` resolves.
    @Test func aCompletedNameResolvesToItsContact() throws {
        try withSampleBook { db, _ in
            for name in ["grace Hopper", "hopper Grace", "Akesson Björn", "José Núñez"] {
                let shown = try phonebook("show", "--db", db, "--format", "plain", name)
                #expect(shown.status == 0, "\(name): \(shown.stderr)")
            }
        }
    }

    @Test(arguments: ["zsh", "fish"])
    func theOtherShellsScriptsAskPhonebookForContactNames(shell: String) throws {
        let script = try phonebook("completions", shell)
        #expect(script.status == 0 && script.stderr.isEmpty)
        #expect(script.stdout.contains("---completion") && script.stdout.contains("contact"))
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let run = try phonebook("completions", "tcsh")
        #expect(run.status == 64)
    }

    /// docs/phonebook.1 is what `bin/man` makes of the binary's own description of its commands.
    @Test func theManualPageIsCurrent() throws {
        let check = try runProgram(Repository.root.appendingPathComponent("bin/man"),
                                   ["--check", "--binary", Repository.binary.path])
        #expect(check.status == 0, "\(check.stderr)")
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/phonebook.1"), encoding: .utf8)
        #expect(page.contains(".Sh NAME\n.Nm phonebook\n") && page.contains(".It Em export\n"))
        #expect(page.contains("phonebook export --vdir ~/.contacts/phonebook --prune"))
    }

    /// bin/man dates the page by SOURCE_DATE_EPOCH, as mdoc's .Dd takes a date, in English and UTC.
    @Test func theManualPageIsDatedBySourceDateEpoch() throws {
        try withTemporaryDirectory { folder in
            let output = folder.appendingPathComponent("phonebook.1")
            let run = try runProgram(Repository.root.appendingPathComponent("bin/man"),
                                     ["--binary", Repository.binary.path, "--output", output.path],
                                     environment: ["SOURCE_DATE_EPOCH": "1796000000", "LC_ALL": "de_DE.UTF-8"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try String(contentsOf: output, encoding: .utf8).contains("\n.Dd November 30, 2026\n"))
        }
    }

    /// Without SOURCE_DATE_EPOCH the date is the last commit's, so a build of one commit makes one page.
    @Test func withoutSourceDateEpochThePageIsDatedByTheLastCommit() throws {
        try withTemporaryDirectory { folder in
            let log = try runProgram(URL(fileURLWithPath: "/usr/bin/env"),
                                     ["git", "-C", Repository.root.path, "log", "-1", "--format=%ct"])
            let seconds = try #require(TimeInterval(log.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(log.stderr)")
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "MMMM d, yyyy"
            let output = folder.appendingPathComponent("phonebook.1")
            let run = try runProgram(Repository.root.appendingPathComponent("bin/man"),
                                     ["--binary", Repository.binary.path, "--output", output.path],
                                     environment: ["SOURCE_DATE_EPOCH": ""])
            #expect(run.status == 0, "\(run.stderr)")
            let expected = ".Dd " + formatter.string(from: Date(timeIntervalSince1970: seconds))
            #expect(try String(contentsOf: output, encoding: .utf8).contains("\n\(expected)\n"), "\(expected)")
        }
    }

    /// --check compares as the page is dated, so a later commit leaves it current; a page with no date is not.
    @Test func theCheckKeepsThePagesDateAndRefusesNone() throws {
        try withTemporaryDirectory { folder in
            let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/phonebook.1"), encoding: .utf8)
            let lines = page.components(separatedBy: "\n")
            let dateLine = try #require(lines.firstIndex { $0.hasPrefix(".Dd") })
            func check(dated date: String) throws -> CommandResult {
                var dated = lines
                dated[dateLine] = date
                let copy = folder.appendingPathComponent("phonebook.1")
                try Data(dated.joined(separator: "\n").utf8).write(to: copy)
                return try runProgram(Repository.root.appendingPathComponent("bin/man"),
                                      ["--check", "--binary", Repository.binary.path, "--output", copy.path])
            }
            #expect(try check(dated: ".Dd March 3, 2031").status == 0)
            for undated in [".Dd", ".Dd January 1, 1970"] {
                let refused = try check(dated: undated)
                #expect(refused.status == 1 && refused.stderr.contains("has no date"), "\(undated): \(refused.stderr)")
            }
        }
    }

    /// Every command a person can run, as `help` takes it: ["settings", "set"];
    /// and those their group runs when none is named (`sync` runs `sync run`),
    /// whose examples may leave the name out, as people type them.
    private func commandPaths() throws -> (paths: [[String]], defaults: Set<[String]>) {
        let dump = try phonebook("--experimental-dump-help")
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var paths: [[String]] = []
        var defaults: Set<[String]> = []
        func walk(_ command: [String: Any], _ path: [String]) {
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                guard sub["shouldDisplay"] as? Bool != false, let name = sub["commandName"] as? String,
                      name != "help" else { continue }
                paths.append(path + [name])
                if command["defaultSubcommand"] as? String == name { defaults.insert(path + [name]) }
                walk(sub, path + [name])
            }
        }
        walk(try #require(tool["command"] as? [String: Any]), [])
        return (paths, defaults)
    }

    @Test func everyCommandsHelpShowsExamplesOfItself() throws {
        let (paths, defaults) = try commandPaths()
        #expect(paths.count > 25 && paths.contains(["export"]) && paths.contains(["settings", "set"]))
        for path in paths {
            let help = try phonebook(arguments: ["help"] + path)
            #expect(help.status == 0, "\(path)")
            let lines = help.stdout.components(separatedBy: "\n")
            let start = try #require(lines.firstIndex(of: "Examples:"), "\(path): no examples")
            let first = lines[start + 1].trimmingCharacters(in: .whitespaces)
            let named = (["phonebook"] + path).joined(separator: " ")
            let typed = (["phonebook"] + path.dropLast()).joined(separator: " ")
            #expect(first.hasPrefix(named) || (defaults.contains(path) && first.hasPrefix(typed)), "\(path): \(first)")
        }
    }
}
