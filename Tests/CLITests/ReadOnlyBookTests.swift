import Foundation
import SQLite
import Testing
import TestSupport

/// A book on a read-only file system or a full disk can still be read:
/// every reader answers as it does on a writable book, writes nothing, and
/// a read that would first fill a table of its own (the listing, the search
/// index, the letter counts) reads without it. A book that needs a
/// migration there says so in one line.
@Suite("Reading a book that cannot be written")
struct ReadOnlyBookTests {
    /// The readers, each with the arguments after its name.
    static let readers: [[String]] = [
        ["list"], ["list", "--search", "ada"], ["list", "--search", "a"], ["list", "--format", "json"],
        ["show", "Ada Lovelace"], ["export"], ["export", "--format", "csv"], ["email"], ["info"], ["history"],
        ["birthdays"], ["duplicates"],
    ]

    /// Two books of the examples: one only imported (no reader has built
    /// its tables), one listed and searched (they are built).
    private func books(in folder: URL) throws -> (fresh: String, used: String) {
        let sample = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
        let fresh = folder.appendingPathComponent("fresh.sqlite3").path
        let used = folder.appendingPathComponent("used.sqlite3").path
        for book in [fresh, used] { #expect(try phonebook("import", "--db", book, sample).status == 0) }
        for search in [["list"], ["list", "--search", "zola"], ["list", "--search", "e"], ["email"]] {
            #expect(try phonebook(arguments: search + ["--db", used]).status == 0)
        }
        return (fresh, used)
    }

    /// What every reader prints on a writable copy of `book`: "status\nstdout", and stderr.
    private func answers(on book: String, in folder: URL) throws -> (answers: [String], stderrs: [String]) {
        let copy = folder.appendingPathComponent("copy-\(UUID().uuidString).sqlite3").path
        try FileManager.default.copyItem(atPath: book, toPath: copy)
        let results = try Self.readers.map { try phonebook(arguments: $0 + ["--db", copy]) }
        return (results.map { "\($0.status)\n\($0.stdout)" }, results.map(\.stderr))
    }

    /// `info` names the file and its size on disk, which differ from the copy's: only its status is compared.
    static func comparable(_ answer: String, of reader: [String]) -> String {
        reader == ["info"] ? String(answer.prefix { $0 != "\n" }) : answer
    }

    /// Runs every reader, and `add`, on a copy of `book` in a tmpfs that
    /// `setUp` (shell, `$1` the mount) makes read-only or full; returns each
    /// one's "status\nstdout", stderr, and whether the copy's bytes are as they were, with no log written.
    private func answersInNamespace(on book: String, in folder: URL, setUp: String)
        throws -> (answers: [String], stderrs: [String], add: String, unchanged: Bool) {
        let mount = folder.appendingPathComponent("mnt"), out = folder.appendingPathComponent("out")
        for url in [mount, out] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        var script = """
            mount -t tmpfs -o size=4m tmpfs "$1" && cp "$2" "$1/book.sqlite3" && \(setUp) || exit 100
            sha256sum "$1/book.sqlite3" > "$4/sum"

            """
        for (index, reader) in (Self.readers + [["add", "--name", "Someone New"]]).enumerated() {
            let words = reader.map { "'\($0)'" }.joined(separator: " ")
            script += "\"$3\" \(words) --db \"$1/book.sqlite3\" > \"$4/\(index).out\" 2> \"$4/\(index).err\"; "
                + "echo $? > \"$4/\(index).status\"\n"
        }
        // On a full disk SQLite may leave an empty log and a shared-memory file it could not grow: no data.
        script += "sha256sum -c --quiet \"$4/sum\" && [ ! -s \"$1/book.sqlite3-wal\" ] && touch \"$4/unchanged\"\n"
        script += "ls -la \"$1\" > \"$4/after\"; true\n"
        let run = try MountNamespace.run(script, arguments: [mount.path, book, Repository.binary.path, out.path])
        #expect(run.status == 0, "the namespace's script failed: \(run.stderr)")
        func read(_ name: String) throws -> String {
            try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
        }
        var answers: [String] = [], stderrs: [String] = []
        for index in Self.readers.indices {
            let status = try read("\(index).status").trimmingCharacters(in: .whitespacesAndNewlines)
            answers.append("\(status)\n" + (try read("\(index).out")))
            stderrs.append(try read("\(index).err").replacingOccurrences(of: mount.path, with: "MNT"))
        }
        let add = try read("\(Self.readers.count).err").replacingOccurrences(of: mount.path, with: "MNT")
        var unchanged = FileManager.default.fileExists(atPath: out.appendingPathComponent("unchanged").path)
        if !unchanged { Issue.record("the book's folder after: \((try? read("after")) ?? "")"); unchanged = false }
        return (answers, stderrs, add, unchanged)
    }

    private func expectReadersRead(setUp: String, addSays: String) throws {
        try withTemporaryDirectory { folder in
            let (fresh, used) = try books(in: folder)
            for book in [fresh, used] {
                let expected = try answers(on: book, in: folder)
                let found = try answersInNamespace(on: book, in: folder.appendingPathComponent(UUID().uuidString),
                                                   setUp: setUp)
                for (index, reader) in Self.readers.enumerated() {
                    #expect(Self.comparable(found.answers[index], of: reader)
                            == Self.comparable(expected.answers[index], of: reader), "\(book) \(reader): \(found.stderrs[index])")
                    #expect(found.stderrs[index] == expected.stderrs[index], "\(book) \(reader)")
                }
                #expect(found.add == addSays)
                #expect(found.unchanged, "\(book): the book's files changed")
            }
        }
    }

    @Test(.enabled(if: MountNamespace.isAvailable, "needs unshare -m and mount"))
    func everyReaderReadsABookOnAReadOnlyFileSystem() throws {
        try expectReadersRead(setUp: "mount -o remount,ro \"$1\"", addSays:
            "phonebook: MNT/book.sqlite3: the address book cannot be written (the file or its file system is read-only); "
            + "nothing was written, the address book is as before\n")
    }

    @Test(.enabled(if: MountNamespace.isAvailable, "needs unshare -m and mount"))
    func everyReaderReadsABookOnAFullDisk() throws {
        try expectReadersRead(setUp: "(dd if=/dev/zero of=\"$1/filler\" bs=4k 2>/dev/null; true)", addSays:
            "phonebook: MNT/book.sqlite3: the disk is full; nothing was written, the address book is as before\n")
    }

    /// A book one migration behind, on a read-only file system: one line, exit 74, the file untouched.
    @Test(.enabled(if: MountNamespace.isAvailable, "needs unshare -m and mount"))
    func aBookThatNeedsAMigrationSaysSoWhereItCannotBeWritten() throws {
        try withTemporaryDirectory { folder in
            let (fresh, _) = try books(in: folder)
            do {
                let database = try Database(path: fresh, mode: .readWrite)
                try database.execute("DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)")
            }
            let found = try answersInNamespace(on: fresh, in: folder, setUp: "mount -o remount,ro \"$1\"")
            let says = "phonebook: MNT/book.sqlite3: this address book needs upgrading, which cannot be written here; "
                + "copy it somewhere writable (it was left as it is)\n"
            for (index, reader) in Self.readers.enumerated() {
                #expect(found.answers[index] == "74\n", "\(reader)")
                #expect(found.stderrs[index] == says, "\(reader)")
            }
            #expect(found.add.hasPrefix("phonebook: MNT/book.sqlite3: ") && found.add.filter { $0 == "\n" }.count == 1)
            #expect(found.unchanged)
        }
    }
}
