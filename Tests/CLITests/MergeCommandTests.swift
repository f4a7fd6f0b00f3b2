import Foundation
import Testing
import TestSupport

/// `phonebook merge`, run as the built binary.
@Suite("Merge command")
struct MergeCommandTests {
    /// Grace three times, as three exports write her, and Ada.
    private let phone = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace\r\nFN:Grace Hopper\r\nTEL;TYPE=CELL:+1 617 555 0127\r\nEND:VCARD\r\n"
        + "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n"
    private let gmail = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:hopper\r\nFN:Hopper\\, Grace\r\nTEL:+1 (617) 555-0127\r\n"
        + "EMAIL:grace@navy.mil\r\nEND:VCARD\r\n"
    private let outlook = "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:G. Hopper\r\nTEL;WORK:617-555-0199\r\nEND:VCARD\r\n"

    /// A book of the three files, imported one by one; `body` gets the database and the folder.
    private func withBook(_ body: (String, URL) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            for (name, text) in [("phone.vcf", phone), ("gmail.vcf", gmail), ("outlook.vcf", outlook)] {
                let file = folder.appendingPathComponent(name)
                try text.write(to: file, atomically: true, encoding: .utf8)
                #expect(try phonebook("import", "--db", db, "--quiet", file.path).status == 0)
            }
            try body(db, folder)
        }
    }

    @Test func mergeByNamePartsWithYesIsOneEntryThatUndoReverts() throws {
        try withBook { db, folder in
            let before = try phonebook("export", "--db", db).stdout
            let merged = try phonebook("merge", "--db", db, "--yes", "grace", "Hopper, Grace", "G. Hopper")
            #expect(merged.status == 0, "\(merged.stderr)")
            #expect(merged.stderr == "phonebook: merged Hopper, Grace, G. Hopper into Grace Hopper; phonebook undo reverts it\n")
            let shown = try phonebook("show", "--db", db, "Grace Hopper").stdout
            #expect(shown.contains("+1 617 555 0127") && shown.contains("617-555-0199") && shown.contains("grace@navy.mil"))
            #expect(!shown.contains("+1 (617) 555-0127"), "the same number is not added twice")
            #expect(try phonebook("info", "--db", db, "--format", "json").stdout.contains(#""contacts":2,"#))
            let history = try phonebook("history", "--db", db).stdout.split(separator: "\n")
            #expect(history.count == 4, "three imports and one merge")
            #expect(history.first?.hasSuffix("merge\t-\tmerge Grace Hopper ← Hopper, Grace, G. Hopper") == true)

            for name in ["phone.vcf", "gmail.vcf", "outlook.vcf"] {
                let again = try phonebook("import", "--db", db, folder.appendingPathComponent(name).path)
                #expect(again.status == 0 && again.stderr.hasPrefix("0 added, 0 updated, "), "\(again.stderr)")
                #expect(!again.stderr.contains("conflict"))
            }

            #expect(try phonebook("undo", "--db", db).status == 0)
            #expect(try phonebook("export", "--db", db).stdout == before)
        }
    }

    @Test func mergeWithoutATerminalOrYesIsRefusedAndMergesNothing() throws {
        try withBook { db, _ in
            let before = try phonebook("export", "--db", db).stdout
            let refused = try phonebook("merge", "--db", db, "grace", "hopper", stdin: "y\n")
            #expect(refused.status == 64)
            #expect(refused.stderr == "phonebook: not on a terminal, so merging cannot be confirmed; "
                        + "pass --yes to merge without asking\n")
            #expect(try phonebook("export", "--db", db).stdout == before)
        }
    }

    @Test func dryRunShowsTheMergedContactAndWritesNothing() throws {
        try withBook { db, _ in
            let before = try phonebook("export", "--db", db).stdout
            let history = try phonebook("history", "--db", db).stdout
            let dry = try phonebook("merge", "--db", db, "--dry-run", "grace", "Hopper, Grace")
            #expect(dry.status == 0, "\(dry.stderr)")
            #expect(dry.stdout == """
                Grace Hopper
                  number +1 617 555 0127 (mobile)
                  email  grace@navy.mil (other)
                from Hopper, Grace: name Hopper, Grace as a nickname; email grace@navy.mil

                """)
            #expect(try phonebook("export", "--db", db).stdout == before)
            #expect(try phonebook("history", "--db", db).stdout == history)
        }
    }

    @Test func mergeNeedsTwoDifferentContacts() throws {
        try withBook { db, _ in
            #expect(try phonebook("merge", "--db", db, "--yes", "grace").status == 64)
            let same = try phonebook("merge", "--db", db, "--yes", "grace", "Grace Hopper")
            #expect(same.status == 1)
            #expect(same.stderr == "phonebook: grace and Grace Hopper name one contact; nothing to merge\n")
        }
    }

    @Test func mergeOnATerminalShowsTheResultAndAsks() throws {
        try withBook { db, _ in
            let declined = try phonebookInTerminal(["merge", "--db", db, "grace", "Hopper, Grace", "G. Hopper"],
                                                   script: [("Merge 3 contacts into Grace Hopper? [y/N] ", .type("n"))])
            #expect(declined.status == 1)
            #expect(declined.transcript.contains("from G. Hopper: name G. Hopper as a nickname; number 617-555-0199"))
            #expect(declined.transcript.contains("phonebook: nothing was merged"))
            #expect(try phonebook("info", "--db", db, "--format", "json").stdout.contains(#""contacts":4,"#))
            let accepted = try phonebookInTerminal(["merge", "--db", db, "grace", "G. Hopper"],
                                                   script: [("Merge 2 contacts into Grace Hopper? [y/N] ", .type("y"))])
            #expect(accepted.status == 0)
            #expect(try phonebook("info", "--db", db, "--format", "json").stdout.contains(#""contacts":3,"#))
        }
    }
}
