import Foundation
import Testing
import TestSupport

/// `duplicates`, run as the built binary.
@Suite("The duplicates command")
struct DuplicatesCommandTests {
    /// Grace three times (a number written two ways, an email in two cases),
    /// two John Smiths who are two people, and Ada once.
    private let cards = """
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace-phone\r\nFN:Grace Hopper\r\nN:Hopper;Grace;;;\r\nTEL;TYPE=CELL:(617) 555-0127\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace-gmail\r\nFN:Hopper, Grace\r\nORG:Navy\r\nTEL:+1 617 555 0127\r\nEMAIL:Grace@Navy.mil\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace-work\r\nFN:G. Hopper\r\nEMAIL:grace@navy.mil\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:john-1\r\nFN:John Smith\r\nTEL:+1 212 555 0100\r\nEMAIL:john@a.example\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:john-2\r\nFN:John Smith\r\nTEL:+1 312 555 0100\r\nEMAIL:john@b.example\r\nEND:VCARD\r
        BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\nTEL:+44 20 7946 0005\r\nEND:VCARD\r\n
        """

    private let reason = "same number +1 617 555 0127, email Grace@Navy.mil and name grace hopper"

    /// A book imported from `text` (the cards above by default).
    private func withBook(_ text: String? = nil, _ body: (String) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let file = folder.appendingPathComponent("cards.vcf")
            try (text ?? cards).write(to: file, atomically: true, encoding: .utf8)
            #expect(try phonebook("import", "--db", db, "--quiet", file.path).status == 0)
            try body(db)
        }
    }

    @Test func theTableListsEachGroupUnderItsReason() throws {
        try withBook { db in
            let result = try phonebook("duplicates", "--db", db, "--format", "table")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == """
                1  \(reason)
                  Grace Hopper         (617) 555-0127                   grace-phone
                  Hopper, Grace  Navy  +1 617 555 0127  Grace@Navy.mil  grace-gmail
                  G. Hopper                             grace@navy.mil  grace-work

                """)
        }
    }

    @Test func plainIsOneTabSeparatedLineAContact() throws {
        try withBook { db in
            let result = try phonebook("duplicates", "--db", db)
            #expect(result.status == 0)
            #expect(result.stdout == """
                1\t\(reason)\tgrace-phone\tGrace Hopper\t\t(617) 555-0127\t
                1\t\(reason)\tgrace-gmail\tHopper, Grace\tNavy\t+1 617 555 0127\tGrace@Navy.mil
                1\t\(reason)\tgrace-work\tG. Hopper\t\t\tgrace@navy.mil

                """)
        }
    }

    @Test func jsonGivesTheEvidenceAndEachContact() throws {
        try withBook { db in
            let result = try phonebook("duplicates", "--db", db, "--format", "json")
            #expect(result.status == 0)
            #expect(result.stdout == #"[{"group":1,"reason":"\#(reason)","sharedNumbers":["+1 617 555 0127"],"#
                + #""sharedEmails":["Grace@Navy.mil"],"sharedNames":["grace hopper"],"contacts":["#
                + #"{"uid":"grace-phone","name":"Grace Hopper","organization":"","numbers":["(617) 555-0127"],"emails":[]},"#
                + #"{"uid":"grace-gmail","name":"Hopper, Grace","organization":"Navy","numbers":["+1 617 555 0127"],"#
                + #""emails":["Grace@Navy.mil"]},"#
                + #"{"uid":"grace-work","name":"G. Hopper","organization":"","numbers":[],"emails":["grace@navy.mil"]}]}]"#
                + "\n")
        }
    }

    @Test func findingChangesNothing() throws {
        try withBook { db in
            let before = try phonebook("export", "--db", db).stdout
            #expect(try phonebook("duplicates", "--db", db).status == 0)
            #expect(try phonebook("export", "--db", db).stdout == before)
            #expect(try phonebook("history", "--db", db, "--format", "plain").stdout.split(separator: "\n").count == 1)
        }
    }

    @Test func noGroupsExitsOne() throws {
        // The John Smiths and Ada alone: no group.
        let others = cards.components(separatedBy: "END:VCARD\r\n").suffix(4).joined(separator: "END:VCARD\r\n")
        try withBook(others) { db in
            let result = try phonebook("duplicates", "--db", db, "--format", "json")
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "phonebook: no duplicates found\n")
        }
    }

    @Test func theSameCardImportedTwiceIsOneContactNotAGroup() throws {
        let ada = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\nTEL:+44 20 7946 0005\r\nEND:VCARD\r\n"
        try withBook(ada + ada) { db in
            let result = try phonebook("duplicates", "--db", db)
            #expect(result.status == 1)
        }
    }

    @Test func aMissingBookIsMissingInput() throws {
        try withTemporaryDirectory { folder in
            let result = try phonebook("duplicates", "--db", folder.appendingPathComponent("none.sqlite3").path)
            #expect(result.status == 66)
        }
    }

    @Test func mergeGroupMergesTheGroupDuplicatesListsAndUndoSeparatesIt() throws {
        try withBook { db in
            let before = try phonebook("export", "--db", db).stdout
            #expect(try phonebook("merge", "--group", "2", "--yes", "--db", db).status == 1, "there is one group")
            let merged = try phonebook("merge", "--group", "1", "--yes", "--db", db)
            #expect(merged.status == 0, "\(merged.stderr)")
            #expect(merged.stderr.contains("into Grace Hopper"))
            let shown = try phonebook("show", "grace-phone", "--db", db, "--format", "plain").stdout
            #expect(shown.contains("Grace@Navy.mil") && shown.contains("+1 617 555 0127") == false
                        && shown.contains("(617) 555-0127"), "one number however written, the email added")
            #expect(try phonebook("duplicates", "--db", db).status == 1)
            #expect(try phonebook("undo", "--db", db).status == 0)
            #expect(try phonebook("export", "--db", db).stdout == before)
        }
    }

    @Test func mergeAllNeedsYesAndMergesEveryGroupAsItsOwnChange() throws {
        try withBook { db in
            let refused = try phonebook("merge", "--all", "--db", db)
            #expect(refused.status == 64)
            #expect(try phonebook("history", "--db", db).stdout.split(separator: "\n").count == 1, "only the import")
            #expect(try phonebook("merge", "--all", "--dry-run", "--db", db).status == 0)
            #expect(try phonebook("duplicates", "--db", db).status == 0, "a dry run merges nothing")
            #expect(try phonebook("merge", "--all", "--yes", "--db", db).status == 0)
            #expect(try phonebook("duplicates", "--db", db).status == 1)
            #expect(try phonebook("merge", "--all", "--yes", "--db", db).status == 1, "nothing left to merge")
            #expect(try phonebook("merge", "ada", "--group", "1", "--yes", "--db", db).status == 64)
        }
    }
}
