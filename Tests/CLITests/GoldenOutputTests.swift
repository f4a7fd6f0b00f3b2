import Foundation
import Store
import Testing
import TestSupport

/// One golden case: `Golden/<name>/args` (one argument per line, `--db` is
/// added), an optional `env` (KEY=VALUE lines), `cards.vcf` imported as
/// the book when there is one (else the sample book), an optional `import`
/// (files to import into that book first, one path from the repository's
/// root a line), an optional `setup` (commands run on that book next, one a
/// line: arguments split at spaces, `--db` added, and after ` <<< ` the line
/// given on standard input), and `expected` standard output.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    let name: String
    let folder: URL

    var testDescription: String { name }

    static let root = Repository.root.appendingPathComponent("Tests/CLITests/Golden")

    static var all: [GoldenCase] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().map { GoldenCase(name: $0, folder: root.appendingPathComponent($0)) }
    }

    /// The `setup` file's commands: their arguments and standard input.
    func setup() throws -> [(arguments: [String], stdin: String?)] {
        try lines("setup").map { line in
            let parts = line.components(separatedBy: " <<< ")
            return (parts[0].split(separator: " ").map(String.init), parts.count > 1 ? parts[1] + "\n" : nil)
        }
    }

    /// `output` with what depends on the clock written as a pattern: the time
    /// the vault locks ("unlocked until 14:30" is "unlocked until HH:MM").
    static func withoutClock(_ output: String) -> String {
        output.replacingOccurrences(of: #"unlocked until (\d{4}-\d\d-\d\d )?\d\d:\d\d"#,
                                    with: "unlocked until HH:MM", options: .regularExpression)
    }

    func lines(_ file: String) throws -> [String] {
        let url = folder.appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}

/// `list`, `settings`, `show` and `lookup` in every format at COLUMNS=80 and
/// NO_COLOR=1, run through the built binary on the sample book. Run with
/// PHONEBOOK_UPDATE_GOLDEN=1 to rewrite the expected files, then read the diff.
/// The settings cases expect the debug build bin/test makes (it has "Debug Settings").
@Suite("Golden outputs")
struct GoldenOutputTests {
    @Test func thereAreGoldenCases() {
        #expect(GoldenCase.all.count >= 15)
    }

    /// The vault's lock time is the one clock reading on these screens.
    @Test func theVaultsLockTimeIsComparedAsAPattern() {
        #expect(GoldenCase.withoutClock("Vault\tunlocked until 09:05\n") == "Vault\tunlocked until HH:MM\n")
        #expect(GoldenCase.withoutClock("unlocked until 2031-05-02 23:59") == "unlocked until HH:MM")
        #expect(GoldenCase.withoutClock("Vault\tlocked") == "Vault\tlocked")
    }

    @Test(arguments: GoldenCase.all)
    func outputMatchesTheGoldenFile(golden: GoldenCase) throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            let cards = golden.folder.appendingPathComponent("cards.vcf")
            if FileManager.default.fileExists(atPath: cards.path) {
                let imported = try phonebook(arguments: ["import", "--quiet", "--db", path, cards.path])
                #expect(imported.status == 0, "\(imported.stderr)")
            } else {
                try SampleBook.seed(AddressBook.open(at: path))
            }
            for file in try golden.lines("import") {
                let imported = try phonebook(arguments: ["import", Repository.root.appendingPathComponent(file).path,
                                                         "--db", path])
                #expect(imported.status == 0, "\(imported.stderr)")
            }
            var environment: [String: String] = [:]
            for line in try golden.lines("env") {
                let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                environment[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
            for (arguments, stdin) in try golden.setup() {
                let done = try phonebook(arguments: arguments + ["--db", path], stdin: stdin, environment: environment)
                #expect(done.status == 0, "\(arguments): \(done.stderr)")
            }
            let result = try phonebook(arguments: try golden.lines("args") + ["--db", path], environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            let stdout = GoldenCase.withoutClock(result.stdout)
            let expectedURL = golden.folder.appendingPathComponent("expected")
            if ProcessInfo.processInfo.environment["PHONEBOOK_UPDATE_GOLDEN"] == "1" {
                try Data(stdout.utf8).write(to: expectedURL)
            }
            let expected = try String(contentsOf: expectedURL, encoding: .utf8)
            #expect(stdout == expected)
        }
    }
}
