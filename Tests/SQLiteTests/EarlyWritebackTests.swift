import Foundation
import Testing
import TestSupport
@testable import SQLite

@Suite("Early writeback")
struct EarlyWritebackTests {
    /// How many of this process's descriptors are open on files in `folder`
    /// (other tests run alongside, so a count of all of them would drift).
    private func descriptors(in folder: URL) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").filter { fd in
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + fd)
            return target?.hasPrefix(folder.path) == true
        }.count
    }

    @Test func flushesBothFilesUntilStoppedAndClosesThem() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            let writeback = EarlyWriteback(databasePath: path, interval: .milliseconds(1))
            // The log does not exist yet; both files appear later, as in an import.
            try Data("main".utf8).write(to: URL(fileURLWithPath: path))
            try Data("log".utf8).write(to: URL(fileURLWithPath: path + "-wal"))
            let deadline = Date(timeIntervalSinceNow: 10)
            while try descriptors(in: folder) < 2 && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.005)
            }
            #expect(try descriptors(in: folder) == 2, "the database and its log are held for flushing")
            writeback.stop()
            #expect(try descriptors(in: folder) == 0, "stopping closes them")
            writeback.stop()  // a second stop is harmless
        }
    }

    @Test func aBulkImportOnDiskStillCommitsEverything() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            let db = try Database(path: path)
            try db.enableWriteAheadLog()
            try db.execute("CREATE TABLE t (x TEXT)")
            let writeback = EarlyWriteback(databasePath: path, interval: .milliseconds(1))
            try db.inTransaction {
                let insert = try db.prepare("INSERT INTO t VALUES (?)")
                for index in 0..<20_000 { try insert.run([String(repeating: "row \(index) ", count: 8)]) }
            }
            writeback.stop()
            #expect(try db.scalar("SELECT count(*) FROM t") == .integer(20_000))
            #expect(try db.scalar("PRAGMA integrity_check") == .text("ok"))
        }
    }
}
