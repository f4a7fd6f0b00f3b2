import Foundation
import SQLite
@testable import Store
import Testing
import TestSupport

/// A book whose file is replaced (`mv other.db book.db`, a restore from a
/// backup) or removed while a long-running process has it open: the next
/// write is refused before anything is written, so the file now at the path
/// is not damaged by the log of the one that was opened, and no change is
/// reported saved that went nowhere. The process then closes the book
/// (the browser ends), and SQLite removes that log.
@Suite("A book replaced while it is open")
struct ReplacedBookTests {
    private func integrity(of path: String) throws -> SQLiteValue {
        try Database(path: path, mode: .readOnly).scalar("PRAGMA integrity_check")
    }

    @Test func aWriteAfterTheFileWasReplacedWritesNothingAndSaysSo() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            let other = folder.appendingPathComponent("other.sqlite3").path
            do {
                let backup = try AddressBook.open(at: other)
                try backup.setSetting(.sortOrder, "given-first")
            }
            do {
                let book = try AddressBook.open(at: path)
                try book.setSetting(.sortOrder, "family-first")  // the log is under way
                #expect(rename(other, path) == 0)
                #expect(throws: StoreError.replaced(path: path)) { try book.setSetting(.sortOrder, "given-first") }
                #expect(throws: StoreError.replaced(path: path)) {
                    try book.transaction { try book.database.execute("DELETE FROM settings") }
                }
            }
            // Closed, the replaced book's connection took its log with it:
            // none of its pages reach the file now at the path.
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
            #expect(try integrity(of: path) == .text("ok"))
            #expect(try AddressBook.open(at: path).setting(.sortOrder) == "given-first")
            #expect(StoreError.replaced(path: path).description == "\(path): the address book was replaced or removed "
                    + "while phonebook had it open; nothing was written")
        }
    }

    @Test func aWriteAfterTheFileWasRemovedWritesNothingAndSaysSo() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            let book = try AddressBook.open(at: path)
            try book.setSetting(.sortOrder, "family-first")
            #expect(unlink(path) == 0)
            #expect(throws: StoreError.replaced(path: path)) { try book.setSetting(.sortOrder, "given-first") }
        }
    }

    /// The file renamed back: writes go on, as the path names the file opened again.
    @Test func aWriteGoesOnWhenThePathNamesTheFileOpened() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            let book = try AddressBook.open(at: path)
            try book.setSetting(.sortOrder, "family-first")
            #expect(rename(path, path + ".moved") == 0 && rename(path + ".moved", path) == 0)
            try book.setSetting(.sortOrder, "given-first")
            #expect(try book.setting(.sortOrder) == "given-first")
        }
    }
}
