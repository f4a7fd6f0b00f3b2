import Foundation
import Testing
import TestSupport

/// A full disk, a read-only file system, a file-size limit, another
/// program's lock: each ends in one line written for a person, exit 74,
/// never SQL, and the address book exactly as it was.
@Suite("Database faults")
struct DatabaseFaultTests {
    /// What a failed command must leave as it was: the file's bytes and what it holds.
    struct Snapshot: Equatable {
        var bytes: Data
        var export: String
        var info: String

        init(of path: String) throws {
            bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            export = try phonebook("export", "--db", path).stdout
            info = try phonebook("info", "--db", path, "--format", "json").stdout
                .replacingOccurrences(of: path, with: "DB")
        }
    }

    static func showsNoSQL(_ text: String) -> Bool {
        !["SELECT", "INSERT", "UPDATE ", "DELETE", "BEGIN", "COMMIT", "SQLite", "[in:"].contains(where: text.contains)
    }

    /// A book of the examples, and 5000 more cards: far more than the room left.
    private func prepare(in folder: URL) throws -> (book: String, cards: String) {
        let book = folder.appendingPathComponent("book.sqlite3").path
        let sample = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
        #expect(try phonebook("import", "--db", book, sample).status == 0)
        let cards = folder.appendingPathComponent("more.vcf")
        try syntheticCards(count: 5_000, prefix: "more").write(to: cards, atomically: true, encoding: .utf8)
        return (book, cards.path)
    }

    /// Runs an import inside a mount namespace on a copy of `book` in a small
    /// tmpfs, after `setUp` (shell); returns its status and stderr, and the
    /// copy as it was left, copied back out to `out`.
    private func importOnTmpfs(_ book: String, _ cards: String, in folder: URL,
                               setUp: String) throws -> (status: Int32, stderr: String, after: String) {
        let mount = folder.appendingPathComponent("mnt"), out = folder.appendingPathComponent("out")
        for url in [mount, out] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        let script = """
            mount -t tmpfs -o size=512k tmpfs "$1" && cp "$2" "$1/p.sqlite3" && \(setUp) || exit 100
            "$5" import --db "$1/p.sqlite3" "$3" 2> "$4/stderr"
            echo $? > "$4/status"
            cp "$1"/p.sqlite3* "$4/"
            """
        let run = try MountNamespace.run(script, arguments: [mount.path, book, cards, out.path, Repository.binary.path])
        #expect(run.status == 0, "the namespace's script failed: \(run.stderr)")
        let status = Int32(try String(contentsOf: out.appendingPathComponent("status"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        let stderr = try String(contentsOf: out.appendingPathComponent("stderr"), encoding: .utf8)
        return (status, stderr.replacingOccurrences(of: mount.path, with: "MNT"), out.appendingPathComponent("p.sqlite3").path)
    }

    @Test(.enabled(if: MountNamespace.isAvailable, "needs unshare -m and mount"))
    func aFullDiskEndsTheImportWithAMessageAndLeavesTheBookAsItWas() throws {
        try withTemporaryDirectory { folder in
            let (book, cards) = try prepare(in: folder)
            let before = try Snapshot(of: book)
            let result = try importOnTmpfs(book, cards, in: folder, setUp: "true")
            #expect(result.status == 74)
            #expect(result.stderr == "phonebook: MNT/p.sqlite3: the disk is full; nothing was written, the address book is as before\n")
            #expect(Self.showsNoSQL(result.stderr))
            #expect(try Snapshot(of: result.after) == before)
        }
    }

    /// Large sorts (a bulk import's indexes and listing, in runs the size of
    /// a 1 MB page cache; the listing rebuilt for a new sort order) write
    /// their runs to temporary files. Told to use a full tmpfs for them
    /// (SQLITE_TMPDIR, the first place SQLite would look), both still land:
    /// the runs go in the book's folder, whose disk has room. (40,000 cards:
    /// the listing's sort is then larger than the default 2 MB page cache.)
    @Test(.enabled(if: MountNamespace.isAvailable, "needs unshare -m and mount"))
    func aFullTemporaryFolderFailsNeitherABulkImportNorANewSortOrder() throws {
        try withTemporaryDirectory { folder in
            let full = folder.appendingPathComponent("full"), out = folder.appendingPathComponent("out")
            for url in [full, out] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
            let book = folder.appendingPathComponent("book.sqlite3").path
            let cards = folder.appendingPathComponent("cards.vcf")
            try syntheticCards(count: 40_000, prefix: "bulk").write(to: cards, atomically: true, encoding: .utf8)
            let script = """
                mount -t tmpfs -o size=16k tmpfs "$1" || exit 100
                export SQLITE_TMPDIR="$1" TMPDIR="$1"
                "$5" import --db "$2" "$3" 2> "$4/import.stderr"
                echo $? > "$4/import.status"
                "$5" settings set sort-order given-first --db "$2" 2> "$4/settings.stderr"
                echo $? > "$4/settings.status"
                """
            let run = try MountNamespace.run(script, arguments: [full.path, book, cards.path, out.path,
                                                                 Repository.binary.path])
            #expect(run.status == 0, "the namespace's script failed: \(run.stderr)")
            for step in ["import", "settings"] {
                let status = try String(contentsOf: out.appendingPathComponent("\(step).status"), encoding: .utf8)
                let stderr = try String(contentsOf: out.appendingPathComponent("\(step).stderr"), encoding: .utf8)
                #expect(status == "0\n", "\(step): \(stderr)")
            }
            #expect(try phonebook("info", "--db", book, "--format", "json").stdout.contains("\"contacts\":40000,"))
            #expect(try phonebook("settings", "get", "sort-order", "--db", book).stdout == "given-first\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                    == ["book.sqlite3", "cards.vcf", "full", "out"])
        }
    }

    @Test(.enabled(if: MountNamespace.isAvailable, "needs unshare -m and mount"))
    func aReadOnlyFileSystemEndsTheImportWithAMessageAndLeavesTheBookAsItWas() throws {
        try withTemporaryDirectory { folder in
            let (book, cards) = try prepare(in: folder)
            let before = try Snapshot(of: book)
            let result = try importOnTmpfs(book, cards, in: folder, setUp: "mount -o remount,ro \"$1\"")
            #expect(result.status == 74)
            #expect(result.stderr == "phonebook: MNT/p.sqlite3: the address book cannot be written "
                    + "(the file or its file system is read-only); nothing was written, the address book is as before\n")
            #expect(Self.showsNoSQL(result.stderr))
            #expect(try Snapshot(of: result.after) == before)
        }
    }

    /// Runs without privileges: a file-size limit (SIGXFSZ ignored) makes a
    /// write fail with EFBIG, the nearest an ordinary user gets to a full disk.
    /// The open reads only the schema; a damaged page among the contacts is
    /// met by the read that lists them, past the store's translation of writes.
    @Test func aDamagedPageMetWhileReadingIsStatus74InOneLineWithoutSQL() throws {
        try withTemporaryDirectory { folder in
            let book = folder.appendingPathComponent("book.sqlite3").path
            let cards = folder.appendingPathComponent("cards.vcf")
            try syntheticCards(count: 3_000, prefix: "many").write(to: cards, atomically: true, encoding: .utf8)
            #expect(try phonebook("import", "--db", book, cards.path).status == 0)
            // Every page from the 40th on garbled: the tables' roots (pages 2 to 21) stay whole.
            let file = try FileHandle(forUpdating: URL(fileURLWithPath: book))
            let pages = Int(try file.seekToEnd()) / 4096
            #expect(pages > 100)
            for page in 40..<pages {
                try file.seek(toOffset: UInt64(page * 4096))
                file.write(Data(repeating: 0xFF, count: 4096))
            }
            try file.close()
            for command in [["list"], ["lookup", "+1 555 0000007"]] {
                let result = try phonebook(arguments: command + ["--db", book])
                #expect(result.status == 74, "\(command): \(result.stderr)")
                #expect(result.stderr.hasPrefix("phonebook: ") && result.stderr.contains("damaged"))
                #expect(result.stderr.filter { $0 == "\n" }.count == 1)
                #expect(DatabaseFaultTests.showsNoSQL(result.stderr), "\(result.stderr)")
            }
        }
    }

    @Test func aFileSizeLimitEndsTheImportWithAMessageAndLeavesTheBookAsItWas() throws {
        try withTemporaryDirectory { folder in
            let (book, cards) = try prepare(in: folder)
            let before = try Snapshot(of: book)
            let result = try runProgram(URL(fileURLWithPath: "/bin/sh"), [
                "-c", "trap '' XFSZ; ulimit -f 400 && exec \"$@\"", "sh",
                Repository.binary.path, "import", "--db", book, cards])
            #expect(result.status == 74)
            #expect(result.stderr == "phonebook: \(book): an input/output error on the address book (File too large); "
                    + "nothing was written, the address book is as before\n")
            #expect(Self.showsNoSQL(result.stderr))
            #expect(try Snapshot(of: book) == before)
        }
    }
}

/// Another program holding the write lock: an import says that it waits,
/// and for what, then goes on when the lock is released, or gives up.
@Suite("Waiting for another program's lock", .serialized)
struct LockWaitTests {
    /// `sqlite3` holding `BEGIN EXCLUSIVE` on `path` until `release()`.
    final class LockHolder {
        private let process = Process()
        private let input = Pipe()
        private let output = Pipe()

        init(_ path: String) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["sqlite3", path]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.write(Data("BEGIN EXCLUSIVE;\n.print locked\n".utf8))
            guard PipeLines(output).waitForLine(containing: "locked") else {
                throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "sqlite3 did not take the lock"])
            }
        }

        func release() {
            input.fileHandleForWriting.write(Data("ROLLBACK;\n".utf8))
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    private func startImport(_ db: String, _ cards: String, environment: [String: String] = [:]) throws -> (Process, PipeLines) {
        let process = Process()
        process.executableURL = Repository.binary
        process.arguments = ["import", "--db", db, cards]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (process, PipeLines(errors))
    }

    private func book(in folder: URL) throws -> (db: String, cards: String) {
        let db = folder.appendingPathComponent("p.sqlite3").path
        #expect(try phonebook("import", "--db", db, "-", stdin: syntheticCards(count: 3, prefix: "old")).status == 0)
        let cards = folder.appendingPathComponent("new.vcf")
        try syntheticCards(count: 2, prefix: "new").write(to: cards, atomically: true, encoding: .utf8)
        return (db, cards.path)
    }

    @Test func anImportSaysItIsWaitingForAnotherProgramAndGoesOnWhenReleased() throws {
        try withTemporaryDirectory { folder in
            let (db, cards) = try book(in: folder)
            let holder = try LockHolder(db)
            let reader = try phonebook("list", "--db", db, "--format", "plain")
            #expect(reader.status == 0 && reader.stderr.isEmpty, "a reader waited for the writer: \(reader.stderr)")

            let (process, stderr) = try startImport(db, cards)
            let waiting = "phonebook: waiting for the address book at \(db): another program is writing to it"
            #expect(stderr.waitForLine(containing: waiting))
            holder.release()
            process.waitUntilExit()
            let said = stderr.readToEnd()
            #expect(process.terminationStatus == 0)
            #expect(said == waiting + "\n2 added, 0 updated, 0 unchanged, 0 skipped\n")
            #expect(!said.contains("phonebook process"))
        }
    }

    @Test func anImportGivesUpOnALockWithStatus74AndLeavesTheBookAsItWas() throws {
        try withTemporaryDirectory { folder in
            let (db, cards) = try book(in: folder)
            let before = try DatabaseFaultTests.Snapshot(of: db)
            let holder = try LockHolder(db)
            let (process, stderr) = try startImport(db, cards, environment: ["PHONEBOOK_LOCK_TIMEOUT": "2"])
            process.waitUntilExit()
            let said = stderr.readToEnd()
            holder.release()
            #expect(process.terminationStatus == 74)
            #expect(said == """
                phonebook: waiting for the address book at \(db): another program is writing to it
                phonebook: \(db): gave up after waiting 2 s for another program to finish writing to the address book; \
                nothing was written, the address book is as before

                """)
            #expect(DatabaseFaultTests.showsNoSQL(said))
            #expect(try DatabaseFaultTests.Snapshot(of: db) == before)
        }
    }
}
