import Foundation
import Testing
import TestSupport

/// `list --format table` past the rows it measures its columns on: a
/// section longer than the entries read ahead (4,096) goes on streaming,
/// each contact still told apart from its namesakes on either side.
@Suite("A table section longer than its measured rows")
struct LongTableSectionTests {
    @Test func everyNamesakeKeepsItsDetailAcrossTheReadAhead() throws {
        let count = 4_300
        // One name for all, so each is beside a namesake: an organization,
        // else an email, every seventh with neither (then no detail).
        var cards = ""
        for index in 0..<count {
            var card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ann-\(index)\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\n"
            if index % 7 == 3 {
            } else if index % 2 == 0 {
                card += "ORG:Org \(index)\r\n"
            } else {
                card += "EMAIL:ann\(index)@example.com\r\n"
            }
            if index % 5 != 1 { card += "TEL;TYPE=work:555-\(index)\r\n" }
            cards += card + "END:VCARD\r\n"
        }
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let file = folder.appendingPathComponent("anns.vcf")
            try cards.write(to: file, atomically: true, encoding: .utf8)
            let imported = try phonebook("import", "--quiet", "--db", db, file.path)
            try #require(imported.status == 0, "\(imported.stderr)")
            let listed = try phonebook(arguments: ["list", "--format", "table", "--color", "never", "--db", db],
                                       environment: ["COLUMNS": "100"])
            #expect(listed.status == 0, "\(listed.stderr)")
            let rows = listed.stdout.split(separator: "\n").filter { $0.hasPrefix("  Ann Lee") }
            // Contacts sort by id among equal names: import order.
            let expected = (0..<count).map { index in
                index % 7 == 3 ? "Ann Lee" : index % 2 == 0 ? "Ann Lee (Org \(index))" : "Ann Lee (ann\(index)@example.com)"
            }
            #expect(rows.count == count)
            let names = rows.map { row in
                row.dropFirst(2).components(separatedBy: "  ").first ?? ""
            }
            #expect(names == expected)
        }
    }
}
