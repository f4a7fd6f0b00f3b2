import Foundation
import SQLite
import Testing
import TestSupport

/// The browser builds a missing search index on a thread of its own at
/// start (`SearchIndexBuilder`), so the first search after an import does
/// not wait for it; until then a search reads every contact and finds the same.
@Suite("browse builds the search index off the loop", .tags(.tmux), .serialized,
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct BrowseSearchIndexTests {
    /// Whether the book at `path` has its search index filled (`kept_tables`).
    private func indexIsBuilt(_ path: String) throws -> Bool {
        let database = try Database(path: path, mode: .readOnly)
        return try database.scalar("SELECT filled FROM kept_tables WHERE name = 'search_index'") == .integer(1)
    }

    @Test func theIndexAnImportLeftUnbuiltIsBuiltWithoutASearchAndSearchesFindTheSame() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let examples = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
            let imported = try phonebook("import", "--db", db, examples)
            try #require(imported.status == 0, "\(imported.stderr)")
            #expect(try phonebook("list", "--db", db, "--search", "lovelace", "--format", "plain").stdout
                    .contains("Ada Lovelace"))
            #expect(try indexIsBuilt(db), "a command-line search builds it, as before")
            let fresh = folder.appendingPathComponent("fresh.sqlite3").path
            try #require(try phonebook("import", "--db", fresh, examples).status == 0)
            #expect(try !indexIsBuilt(fresh), "an import leaves it to the next search")

            let tmux = try TmuxSession("NO_COLOR=1 '\(Repository.binary.path)' browse --db '\(fresh)'",
                                       columns: 80, rows: 24, folder: folder)
            try tmux.waitForScreen { $0.contains { $0.hasPrefix("> Settings") } && $0.last?.hasSuffix("q quit") == true }
            let deadline = Date().addingTimeInterval(10)
            while try !indexIsBuilt(fresh) {
                try #require(Date() < deadline, "the browser did not build the index within 10 s")
                usleep(10_000)  // between looks; the deadline bounds the wait
            }
            try tmux.sendKeys("/", "l", "o", "v", "e", "l")
            // The title follows each key at once; the rows follow when the last search is answered.
            try tmux.waitForScreen { screen in
                screen.first == "Contacts  /lovel" && screen.contains { $0.hasPrefix("  Ada Lovelace") }
                    && !screen.contains { $0.contains("José") }
            }
            try tmux.sendKeys("Escape")
            try tmux.waitForScreen { $0.first == "Contacts" }
            try tmux.sendKeys("Q")
            try tmux.waitUntilEnded()
        }
    }
}
