import Foundation
import Testing
import TestSupport

/// Files that hold no card, folders without card files, `--strict`'s last
/// word, and the same card met twice: each said in words a person reads.
@Suite("import: what each file gave")
struct ImportFileTests {
    private let ada = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Lovelace\r\nTEL:+44 20 7946 0001\r\nEND:VCARD\r\n"

    private func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    @Test func aFileWithoutAnyCardIsAnErrorNamingTheFile() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let photo = folder.appendingPathComponent("photo.png")
            try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52,
                      0x0A, 0xFF, 0xFE, 0x00, 0x42]).write(to: photo)
            let text = folder.appendingPathComponent("notes.txt")
            try write("Ada Lovelace\n+44 20 7946 0001\ncall back on Monday\n", to: text)
            let cards = folder.appendingPathComponent("ada.vcf")
            try write(ada, to: cards)

            let lenient = try phonebook("import", "--db", db, photo.path, text.path, cards.path)
            #expect(lenient.status == 2, "\(lenient.stderr)")
            #expect(lenient.stderr == """
                \(photo.path):1: this looks like a PNG image, not vCard, abook, LDIF or CSV; nothing was imported from it
                \(text.path):1: this looks like plain text, not vCard, abook, LDIF or CSV; nothing was imported from it
                1 added, 0 updated, 0 unchanged, 2 skipped

                """)

            let strict = try phonebook("import", "--db", db, "--strict", "--format", "json", text.path)
            #expect(strict.status == 65)
            #expect(strict.stdout.contains(#""errors":[{"file":"\#(text.path)","line":1,"message":"this looks like plain text"#))
        }
    }

    @Test func anEmptyFileAddsNothingAndIsNoError() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let empty = folder.appendingPathComponent("empty.vcf")
            try write("", to: empty)
            let blank = folder.appendingPathComponent("blank.vcf")
            try write("\r\n\r\n  \n", to: blank)
            let result = try phonebook("import", "--db", db, empty.path, blank.path)
            #expect(result.status == 0)
            #expect(result.stderr == "0 added, 0 updated, 0 unchanged, 0 skipped\n")
        }
    }

    @Test(arguments: [[String](), ["README.txt", "photo.jpg", ".hidden.vcf"]])
    func aFolderWithoutCardFilesSaysSoAndWritesNothing(holding names: [String]) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let vdir = folder.appendingPathComponent("contacts")
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
            for name in names {
                try write(ada, to: vdir.appendingPathComponent(name))
            }
            let result = try phonebook("import", "--db", db, "--prune", vdir.path)
            #expect(result.status == 66)
            #expect(result.stderr == "phonebook: \(vdir.path): no .vcf or .vcard files in this folder; nothing was imported\n")
            #expect(!FileManager.default.fileExists(atPath: db))
        }
    }

    /// A folder that cannot be listed is refused with the system's reason,
    /// as `export --vdir` refuses one. As root a folder of mode 000 is listed
    /// all the same, so root runs the import without the capabilities that
    /// let it (setpriv, from util-linux).
    @Test func aFolderThatCannotBeListedIsRefusedWithTheReason() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let vdir = folder.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: false)
            try write(ada, to: vdir.appendingPathComponent("ada.vcf"))
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: vdir.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: vdir.path) }
            let arguments = [Repository.binary.path, "import", "--db", db, vdir.path]
            let capabilities = "-dac_override,-dac_read_search"
            let result = geteuid() != 0 ? try phonebook(arguments: Array(arguments.dropFirst()))
                : try runProgram(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                 ["--bounding-set=" + capabilities, "--inh-caps=" + capabilities] + arguments)
            #expect(result.status == 66, "\(result.stderr)")
            #expect(result.stderr == "phonebook: \(vdir.path): cannot list the folder: Permission denied\n")
            #expect(!FileManager.default.fileExists(atPath: db), "no book made")
        }
    }

    @Test func aRefusedStrictImportSaysWhatItWouldHaveDoneAndThatNothingWasWritten() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let first = folder.appendingPathComponent("first.vcf")
            try write("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace\r\nFN:Grace Hopper\r\nEND:VCARD\r\n", to: first)
            #expect(try phonebook("import", "--db", db, first.path).status == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: db))

            let cards = folder.appendingPathComponent("cards.vcf")
            try write(ada
                      + "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace\r\nFN:Grace B. Hopper\r\nEND:VCARD\r\n"
                      + "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:alan\r\nFN:Alan Turing\r\nEND:VCARD\r\n"
                      + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Never ends\r\n", to: cards)
            let text = try phonebook("import", "--db", db, "--strict", cards.path)
            #expect(text.status == 65)
            #expect(text.stderr.hasSuffix("""
                (in the card that begins on line 16)
                phonebook: nothing written (--strict): 1 error; would have added 2, updated 1

                """), "\(text.stderr)")
            #expect(!text.stderr.contains("2 added"))

            let json = try phonebook("import", "--db", db, "--strict", "--quiet", "--format", "json", cards.path)
            #expect(json.status == 65)
            #expect(json.stdout.hasPrefix(#"{"strict_refused":true,"added":2,"updated":1,"unchanged":0,"#), "\(json.stdout)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        }
    }

    @Test func theSameCardInTwoFilesIsNamedAsTheSameCard() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let a = folder.appendingPathComponent("a.vcf"), b = folder.appendingPathComponent("b.vcf")
            let grace = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace\r\nFN:Grace Hopper\r\nEND:VCARD\r\n"
            try write(ada + grace, to: a)
            try write(ada + grace, to: b)
            let result = try phonebook("import", "--db", db, a.path, b.path)
            #expect(result.status == 0)
            #expect(result.stderr == """
                \(b.path):1: warning: the same card as \(a.path):1 (identical content); imported once
                \(b.path):6: warning: the same card as \(a.path):6 (identical content); imported once
                2 added, 0 updated, 0 unchanged, 0 skipped

                """)
            #expect(!result.stderr.contains("phonebook-content"))
        }
    }

    @Test func aUIDRepeatedWithOtherContentSaysTheLastOneIsKept() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let a = folder.appendingPathComponent("a.vcf"), b = folder.appendingPathComponent("b.vcf")
            try write("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace\r\nFN:Grace Hopper\r\nEND:VCARD\r\n", to: a)
            try write("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace\r\nFN:Grace B. Hopper\r\nEND:VCARD\r\n", to: b)
            let result = try phonebook("import", "--db", db, a.path, b.path)
            #expect(result.stderr == """
                \(b.path):1: warning: another card with the UID grace (the first is at \(a.path):1); the last one is kept
                1 added, 0 updated, 0 unchanged, 0 skipped

                """)
            #expect(try phonebook("show", "--db", db, "grace").stdout.contains("Grace B. Hopper"))
        }
    }
}
