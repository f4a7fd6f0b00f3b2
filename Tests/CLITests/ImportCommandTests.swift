import Foundation
import Testing
import TestSupport

@Suite("phonebook import and export")
struct ImportCommandTests {
    let sample = Repository.root.appendingPathComponent("Examples/contacts.vcf").path

    @Test func importsTheSampleAndReimportsUnchanged() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let first = try phonebook("import", "--db", db, sample)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stderr == "12 added, 0 updated, 0 unchanged, 0 skipped\n")
            #expect(first.stdout.isEmpty)
            let again = try phonebook("import", "--db", db, sample)
            #expect(again.status == 0)
            #expect(again.stderr == "0 added, 0 updated, 12 unchanged, 0 skipped\n")
            #expect(try phonebook("info", "--db", db).stdout.contains("phone numbers:  17"))
        }
    }

    @Test func jsonSummaryHasTheDocumentedShape() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let cards = folder.appendingPathComponent("mixed.vcf")
            try ("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:a\r\nFN:Ada\r\nEND:VCARD\r\n"
                 + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Broken\r\nno colon here\r\n").write(
                to: cards, atomically: true, encoding: .utf8)
            let notes = folder.appendingPathComponent("notes.txt")
            try "no card here\n".write(to: notes, atomically: true, encoding: .utf8)
            let result = try phonebook("import", "--db", db, "--format", "json", cards.path, notes.path)
            #expect(result.status == 2)
            let expected = #"{"added":2,"updated":0,"unchanged":0,"removed":0,"skipped":1,"errors":[{"file":"\#(notes.path)","line":1,"message":"#
            #expect(result.stdout.hasPrefix(expected), "\(result.stdout)")
            #expect(result.stdout.contains(#""warnings":[{"file":"\#(cards.path)","line":6,"message":"the file ends inside this card; kept what it holds"}"#),
                    "\(result.stdout)")
            #expect(result.stderr.contains("\(cards.path):6: warning: the file ends inside this card; kept what it holds"))
            #expect(result.stderr.hasSuffix("2 added, 0 updated, 0 unchanged, 1 skipped\n"), "\(result.stderr)")
        }
    }

    @Test func strictImportWithABadCardExits65AndWritesNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let cards = folder.appendingPathComponent("bad.vcf")
            try ("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:a\r\nFN:Ada\r\nEND:VCARD\r\n"
                 + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Never ends\r\n").write(to: cards, atomically: true, encoding: .utf8)
            let result = try phonebook("import", "--db", db, "--strict", cards.path)
            #expect(result.status == 65)
            #expect(result.stderr.contains("\(cards.path):8: "))
            #expect(result.stderr.contains("(in the card that begins on line 6)"))
            #expect(result.stderr.hasSuffix("phonebook: nothing written (--strict): 1 error; would have added 1, updated 0\n"))
            #expect(try phonebook("info", "--db", db).stdout.contains("contacts:       0"))
        }
    }

    @Test func missingInputExits66BeforeWritingAnything() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let result = try phonebook("import", "--db", db, sample, folder.appendingPathComponent("nope.vcf").path)
            #expect(result.status == 66)
            #expect(result.stderr == "phonebook: \(folder.appendingPathComponent("nope.vcf").path): no such file or folder\n")
            #expect(!FileManager.default.fileExists(atPath: db))
        }
    }

    @Test func importsStandardInputAndAFolderOfCards() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let piped = try phonebook("import", "--db", db, "-", stdin: syntheticCards(count: 3, prefix: "stdin"))
            #expect(piped.status == 0)
            #expect(piped.stderr == "3 added, 0 updated, 0 unchanged, 0 skipped\n")

            let vdir = folder.appendingPathComponent("vdir")
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
            for index in 0..<4 {
                try syntheticCards(count: 1, prefix: "item\(index)")
                    .write(to: vdir.appendingPathComponent("item\(index).vcf"), atomically: true, encoding: .utf8)
            }
            try "not a card".write(to: vdir.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
            let fromFolder = try phonebook("import", "--db", db, vdir.path)
            #expect(fromFolder.status == 0, "\(fromFolder.stderr)")
            #expect(fromFolder.stderr == "4 added, 0 updated, 0 unchanged, 0 skipped\n")

            try FileManager.default.removeItem(at: vdir.appendingPathComponent("item2.vcf"))
            let mirrored = try phonebook("import", "--db", db, "--prune", vdir.path)
            #expect(mirrored.stderr == "0 added, 0 updated, 3 unchanged, 1 removed, 0 skipped\n")
            #expect(try phonebook("info", "--db", db).stdout.contains("contacts:       6"))
        }
    }

    @Test func dryRunAndQuiet() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let dry = try phonebook("import", "--db", db, "--dry-run", sample)
            #expect(dry.status == 0)
            #expect(dry.stderr == "dry run, would be: 12 added, 0 updated, 0 unchanged, 0 skipped\n")
            #expect(!FileManager.default.fileExists(atPath: db), "a dry run writes nothing, not even a new database")
            let quiet = try phonebook("import", "--db", db, "--quiet", sample)
            #expect(quiet.status == 0 && quiet.stderr.isEmpty && quiet.stdout.isEmpty)
        }
    }

    @Test func exportRoundTripsThroughAFreshDatabase() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            _ = try phonebook("import", "--db", db, sample)
            let file = folder.appendingPathComponent("out.vcf")
            let export = try phonebook("export", "--db", db, "--output", file.path)
            #expect(export.status == 0 && export.stdout.isEmpty)
            let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            let bytes = try Data(contentsOf: file)
            #expect(!String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "").contains("\n"))
            let toStdout = try phonebook("export", "--db", db)
            #expect(Data(toStdout.stdout.utf8) == bytes)

            let same = try phonebook("import", "--db", db, file.path)
            #expect(same.stderr == "0 added, 0 updated, 12 unchanged, 0 skipped\n")
            let fresh = folder.appendingPathComponent("fresh.sqlite3").path
            #expect(try phonebook("import", "--db", fresh, file.path).stderr == "12 added, 0 updated, 0 unchanged, 0 skipped\n")
            let counts = { (path: String) in try phonebook("info", "--db", path, "--format", "json").stdout
                .replacingOccurrences(of: path, with: "") }
            #expect(try counts(fresh) == counts(db))
        }
    }

    @Test func exportThatCannotBeWrittenFailsLoudly() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            _ = try phonebook("import", "--db", db, sample)
            let full = try runProgram(URL(fileURLWithPath: "/bin/sh"),
                                      ["-c", "\"$0\" export --db \"$1\" > /dev/full", Repository.binary.path, db])
            #expect(full.status == 1)
            #expect(full.stderr.hasPrefix("phonebook: cannot write output: No space left on device"), "\(full.stderr)")
        }
    }

    @Test func usageErrors() throws {
        #expect(try phonebook("import").status == 64)
        #expect(try phonebook("import", "-", "-").status == 64)
        #expect(try phonebook("import", "--format", "xml", "x.vcf").status == 64)
    }
}

@Suite("Import progress on a terminal")
struct ImportProgressTests {
    @Test func largeImportShowsProgressOnATerminalAndQuietHidesIt() throws {
        try withTemporaryDirectory { folder in
            let cards = folder.appendingPathComponent("big.vcf")
            try syntheticCards(count: 15_000, prefix: "bar").write(to: cards, atomically: true, encoding: .utf8)
            let shown = try phonebookInTerminal(
                ["import", "--db", folder.appendingPathComponent("a.sqlite3").path, cards.path], script: [])
            #expect(shown.status == 0)
            #expect(shown.transcript.contains("% "), "no progress bar: \(shown.transcript)")
            #expect(shown.transcript.contains("15000 added, 0 updated, 0 unchanged, 0 skipped"))
            let quiet = try phonebookInTerminal(
                ["import", "--quiet", "--db", folder.appendingPathComponent("b.sqlite3").path, cards.path], script: [])
            #expect(quiet.status == 0)
            #expect(quiet.transcript.isEmpty, "\(quiet.transcript)")
        }
    }
}
