import Foundation
import Reporting
import SharedOptions
import TestSupport
import Testing

/// `ExitStatus` is the one table of exit statuses: `phonebook exit-statuses`
/// prints it, and the top-level help, the man page and the docs show it.
@Suite("The table of exit statuses")
struct ExitStatusTableTests {
    /// `phonebook exit-statuses --format tsv`: status, summary, details, a row each.
    private func table() throws -> [(status: String, summary: String, details: String)] {
        let run = try phonebook("exit-statuses", "--format", "tsv")
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        return try run.stdout.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count == 3, "\(line)")
            return (fields[0], fields[1], fields[2])
        }
    }

    @Test func theTableHasEveryStatusOnceWithItsMeaning() throws {
        let rows = try table()
        #expect(rows.map(\.status) == ExitStatus.allCases.map { String($0.rawValue) })
        for row in rows {
            #expect(!row.summary.isEmpty && !row.details.isEmpty, "\(row.status)")
        }
    }

    /// Every Markdown page of the repository that marks a place for the table holds it exactly, and one does.
    @Test func theDocsHoldTheGeneratedTable() throws {
        let generated = try phonebook("exit-statuses", "--format", "markdown")
        #expect(generated.status == 0 && generated.stdout.hasPrefix("| status | meaning |\n|---|---|\n"))
        let docs = Repository.root.appendingPathComponent("docs")
        let pages = [Repository.root.appendingPathComponent("README.md")]
            + (try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil))
                .filter { $0.pathExtension == "md" }
        var marked: [String] = []
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            guard let begin = text.range(of: "<!-- exit-statuses:begin -->") else {
                #expect(!text.contains("<!-- exit-statuses:end -->"), "\(page.lastPathComponent): an end marker without a begin")
                continue
            }
            let end = try #require(text.range(of: "<!-- exit-statuses:end -->", range: begin.upperBound..<text.endIndex),
                                   "\(page.lastPathComponent): no end marker")
            let between = text[begin.upperBound..<end.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: "\n"))
            #expect(between + "\n" == generated.stdout,
                    "\(page.lastPathComponent): the exit statuses differ from `phonebook exit-statuses`; paste its output between the markers")
            marked.append(page.lastPathComponent)
        }
        #expect(!marked.isEmpty, "no README.md or docs/*.md marks the exit statuses' table")
    }

    @Test func theTopLevelHelpNamesEveryStatus() throws {
        let help = try phonebook("--help")
        #expect(help.status == 0)
        let lines = help.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for row in try table() {
            #expect(lines.contains("\(row.status)  \(row.summary)"), "\(row.status) is missing from --help")
        }
    }

    @Test func theManPageListsEveryStatusWithItsDetails() throws {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/phonebook.1"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: ".Sh EXIT STATUS\n").last?
            .components(separatedBy: "\n.Sh ").first)
        let lines = section.split(separator: "\n").map(String.init)
        let rows = try table()
        #expect(lines.filter { $0.hasPrefix(".It ") } == rows.map { ".It \($0.status)" })
        for row in rows {
            let item = try #require(lines.firstIndex(of: ".It \(row.status)"))
            // The details as roff: `code` spans in quotes.
            let words = row.details.replacingOccurrences(of: "`", with: "").split(separator: " ").prefix(3).joined(separator: " ")
            let text = lines[item + 1].replacingOccurrences(of: "\\(oq", with: "").replacingOccurrences(of: "\\(cq", with: "")
            #expect(text.hasPrefix(words), "\(row.status): \(lines[item + 1])")
        }
    }
}
