import Foundation
import Testing
import TestSupport
@testable import Store

@Suite("A new book built beside its path")
struct NewBookTests {
    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func journalMode(_ book: AddressBook) throws -> String {
        guard case let .text(mode) = try book.database.scalar("PRAGMA journal_mode") else { return "" }
        return mode
    }

    private func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }

    @Test func aMissingBookIsBuiltInAPrivateFileAndPutInPlaceWhole() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("nested/book.sqlite3").path
            let privateName = "book.sqlite3.new-\(getpid())"
            let written: String = try NewBook.writing(at: path) { book in
                // Nothing is at the book's path while it is built: other programs see no book.
                #expect(!FileManager.default.fileExists(atPath: path))
                #expect(try names(in: folder.appendingPathComponent("nested")) == [privateName])
                #expect(try journalMode(book) == "memory")
                #expect(book.path == path, "errors name the book, not the private file")
                try book.storeSetting("page-size", "25")
                return "done"
            }
            #expect(written == "done")
            #expect(try names(in: folder.appendingPathComponent("nested")) == ["book.sqlite3"])
            #expect(try permissions(of: path) == 0o600)
            #expect(try permissions(of: folder.appendingPathComponent("nested").path) == 0o700)
            let book = try AddressBook.open(at: path)
            #expect(try book.storedSetting("page-size") == "25")
            #expect(try journalMode(book) == "wal")
            #expect(try book.schemaVersion() == Repository.schemaVersion)
        }
    }

    @Test func anExistingBookIsWrittenInPlace() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            try AddressBook.open(at: path).storeSetting("page-size", "25")
            var runs = 0
            try NewBook.writing(at: path) { book in
                runs += 1
                #expect(try journalMode(book) == "wal")
                #expect(try names(in: folder).allSatisfy { !$0.contains(".new-") })
                try book.storeSetting("display-order", "family-first")
            }
            #expect(runs == 1)
            let book = try AddressBook.open(at: path)
            #expect(try book.storedSetting("page-size") == "25")
            #expect(try book.storedSetting("display-order") == "family-first")
        }
    }

    @Test func aBookMadeMeanwhileByAnotherProgramIsKeptAndWrittenInstead() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            var runs = 0
            try NewBook.writing(at: path) { book in
                runs += 1
                if runs == 1 {
                    // Another program makes the book while this one builds its own.
                    try AddressBook.open(at: path).storeSetting("page-size", "25")
                }
                try book.storeSetting("display-order", "family-first")
            }
            #expect(runs == 2, "the write runs again on the book that won")
            #expect(try names(in: folder) == ["book.sqlite3", "book.sqlite3-shm", "book.sqlite3-wal"]
                    || names(in: folder) == ["book.sqlite3"])
            let book = try AddressBook.open(at: path)
            #expect(try book.storedSetting("page-size") == "25", "the other program's write is kept")
            #expect(try book.storedSetting("display-order") == "family-first")
        }
    }

    @Test func aFailedWriteLeavesNoBook() throws {
        struct Refused: Error {}
        try withTemporaryDirectory { (folder: URL) throws -> Void in
            let path = folder.appendingPathComponent("book.sqlite3").path
            #expect(throws: Refused.self) {
                try NewBook.writing(at: path) { (book: AddressBook) throws -> Void in
                    try book.storeSetting("page-size", "25")
                    throw Refused()
                }
            }
            #expect(try names(in: folder).isEmpty)
            #expect(throws: StoreError.noDatabase(path: path)) {
                try AddressBook.open(at: path, options: OpenOptions(createsIfMissing: false))
            }
        }
    }

    @Test func aPrivateFileLeftByAProcessThatIsGoneIsRemovedAndALiveOnesIsNot() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            // A process that has exited: its number is free (until reused, which the check allows for).
            let gone = Process()
            gone.executableURL = URL(fileURLWithPath: "/bin/true")
            try gone.run()
            gone.waitUntilExit()
            let left = ["book.sqlite3.new-\(gone.processIdentifier)", "book.sqlite3.new-\(gone.processIdentifier)-wal"]
            let alive = "book.sqlite3.new-1"  // init
            let unrelated = "book.sqlite3.new-notes"
            for name in left + [alive, unrelated] {
                #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data("x".utf8)))
            }
            try NewBook.writing(at: path) { book in try book.storeSetting("page-size", "25") }
            #expect(try names(in: folder) == ["book.sqlite3", alive, unrelated].sorted())
        }
    }

    @Test func anOrphanedLogAtThePathMakesTheWriteGoThroughTheBooksOwnFile() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            #expect(FileManager.default.createFile(atPath: path + "-wal", contents: nil))
            try NewBook.writing(at: path) { (book: AddressBook) throws -> Void in
                #expect(try journalMode(book) == "wal")
                #expect(FileManager.default.fileExists(atPath: path))
            }
        }
    }

    /// The files whose writeback a book's bulk writes started, as they start it (on a thread of its own).
    private final class StartedWritebacks: @unchecked Sendable {
        private let lock = NSLock()
        private var files: [String] = []

        func record(_ file: String) {
            lock.withLock { files.append(file) }
        }

        /// The files, once `count` have come (or after `seconds`).
        func files(awaiting count: Int, seconds: Double = 5) -> [String] {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline, lock.withLock({ files.count }) < count { usleep(2_000) }
            return lock.withLock { files }
        }
    }

    private func bulkImport(_ batch: String, into book: AddressBook) throws {
        _ = try book.importing(expectedCards: 10_000, now: 0) { writer in
            for index in 0..<40 {
                try writer.insert(SampleBook.record("\(batch)-\(index)", "Bulk \(index)", "Bulk", "\(index)",
                                                    phones: [("mobile", "555-1\(index)")]))
            }
        }
    }

    /// A new book's file is synced whole when put in place: a bulk import
    /// into it starts the disk on its tables' pages while the indexes are
    /// built, once, for the private file. A book's own file is written
    /// through its log: nothing is started there.
    @Test func aBulkImportIntoANewBookStartsWritingItsFileBackOnce() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            let started = StartedWritebacks()
            try NewBook.writing(at: path) { book in
                book.startWriteback = { started.record($0) }
                try bulkImport("first", into: book)
            }
            let files = started.files(awaiting: 1)
            #expect(files.map { $0.split(separator: "/").last.map(String.init) } == ["book.sqlite3.new-\(getpid())"])
            #expect(try AddressBook.open(at: path).contactCount() == 40)

            let again = StartedWritebacks()
            try NewBook.writing(at: path) { book in
                book.startWriteback = { again.record($0) }
                try bulkImport("second", into: book)
            }
            #expect(again.files(awaiting: 1, seconds: 0.5) == [], "an existing book is written through its log")
            #expect(try AddressBook.open(at: path).contactCount() == 80)
        }
    }
}
