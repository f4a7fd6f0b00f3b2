@testable import Exchange
import Store
import Testing

/// The readers of abook, LDIF and CSV files, and how a file's format is told
/// from its first lines; the files real programs wrote are in CLITests.
@Suite("Reading abook, LDIF and CSV files")
struct ImportFormatReadingTests {
    private func recognised(_ text: String) -> ImportFormat {
        Array(text.utf8).withUnsafeBytes { ImportFormat.recognised($0) }
    }

    private func cards(_ text: String, as format: ImportFormat) -> String {
        let book = Array(text.utf8).withUnsafeBytes { ForeignBook.read($0, as: format) }
        return String(decoding: book.cards(as: format).bytes, as: UTF8.self)
    }

    @Test func theFormatIsToldFromTheFirstLineThatIsNoComment() {
        #expect(recognised("BEGIN:VCARD\r\nVERSION:3.0\r\n") == .vcard)
        #expect(recognised("\u{FEFF}begin:vcard\n") == .vcard)
        #expect(recognised("# abook addressbook file\n\n[format]\nprogram=abook\n") == .abook)
        #expect(recognised("[0]\nname=Ada\n") == .abook)
        #expect(recognised("version: 1\ndn: cn=Ada\n") == .ldif)
        #expect(recognised("# exported\ndn:: Y249QWRh\n") == .ldif)
        #expect(recognised("\"First Name\",\"Last Name\",\"E-mail Address\"\r\n") == .csv)
        #expect(recognised("First Name,Middle Name,Last Name,Phone 1 - Value\r\n") == .csv)
        // Anything else goes to the vCard reader, which reports a file without a card.
        #expect(recognised("a,b,c\n1,2,3\n") == .vcard)
        #expect(recognised("[section]\nkey=value\n") == .vcard)
        #expect(recognised("junk\r\nBEGIN:VCARD\r\n") == .vcard)
        #expect(recognised("VERSION:3.0\r\nBEGIN:VCARD\r\n") == .vcard, "a vCard's version is not LDIF's")
    }

    @Test func csvFieldsMayHoldQuotesCommasAndLineBreaks() {
        var rows = CSVRows("a,\"b, \"\"c\"\"\",\"d\r\ne\"\r\n\r\nf,,g\n\"h\"")
        #expect(rows.next()?.fields == ["a", "b, \"c\"", "d\r\ne"])
        let second = rows.next()
        #expect(second?.fields == ["f", "", "g"])
        #expect(second?.line == 4)
        #expect(rows.next()?.fields == ["h"])
        #expect(rows.next() == nil)
    }

    @Test func ldifJoinsContinuedLinesAndDecodesBase64() {
        let records = LDIFRecords("version: 1\r\ndn: cn=Ada\r\n# a comment\r\ncn: Ada Love\r\n lace\r\nsn:: TG92ZWxhY2U=\r\n\r\ndn: cn=Bob\r\n")
        #expect(records.records.count == 2)
        #expect(records.records[0].values("cn") == ["Ada Lovelace"])
        #expect(records.records[0].values("sn") == ["Lovelace"])
        #expect(records.records[1].line == 8)
    }

    @Test func outlookDatesBecomeISODatesAndItsNoDateIsNone() {
        #expect(ContactCSV.date("12/10/1815") == "1815-12-10")
        #expect(ContactCSV.date("1/2/2001") == "2001-01-02")
        #expect(ContactCSV.date("0/0/00") == "")
        #expect(ContactCSV.date("1815-12-10") == "1815-12-10")
        #expect(ContactCSV.date("someday") == "someday")
    }

    @Test func aContactBecomesAVCard3CardWithAStableUIDAndNoRevision() {
        let abook = "[0]\nname=Ada Lovelace\nmobile=555-0100\nshoe=41\n\n[1]\nname=Ada Lovelace\nemail=ada@example.org\n"
        let text = cards(abook, as: .abook)
        let first = ForeignBook.uid(name: "Ada Lovelace", occurrence: 0, format: .abook)
        let second = ForeignBook.uid(name: "Ada Lovelace", occurrence: 1, format: .abook)
        #expect(first != second)
        #expect(first.hasPrefix("phonebook-abook-") && first.count == "phonebook-abook-".count + 16)
        #expect(text == """
            BEGIN:VCARD\r
            VERSION:3.0\r
            PRODID:-//phonebook//converted from abook//EN\r
            UID:\(first)\r
            FN:Ada Lovelace\r
            N:Lovelace;Ada;;;\r
            TEL;TYPE=CELL:555-0100\r
            X-ABOOK-SHOE:41\r
            END:VCARD\r
            BEGIN:VCARD\r
            VERSION:3.0\r
            PRODID:-//phonebook//converted from abook//EN\r
            UID:\(second)\r
            FN:Ada Lovelace\r
            N:Lovelace;Ada;;;\r
            EMAIL:ada@example.org\r
            END:VCARD\r

            """)
        #expect(cards(abook, as: .abook) == text, "the same file, the same cards")
        let book = Array(abook.utf8).withUnsafeBytes { ForeignBook.read($0, as: .abook) }
        #expect(book.cards(as: .abook).sourceLines == [1: 1, 10: 6], "each card's first line, and its section's")
    }

    @Test func googleColumnsBecomeLabelledEntriesAndUnknownColumnsXProperties() {
        let csv = "First Name,Last Name,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Shoe Size\r\n"
            + "Grace,Hopper,* Work,grace@example.mil,Boat,555-0127 ::: 555-0128,9\r\n"
        let text = cards(csv, as: .csv)
        #expect(text.contains("\r\nFN:Grace Hopper\r\nN:Hopper;Grace;;;\r\n"), "\(text)")
        #expect(text.contains("\r\nitem1.TEL:555-0127\r\nitem1.X-ABLabel:Boat\r\nitem2.TEL:555-0128\r\nitem2.X-ABLabel:Boat\r\n"))
        #expect(text.contains("\r\nEMAIL;TYPE=WORK:grace@example.mil\r\n"))
        #expect(text.contains("\r\nX-CSV-SHOE-SIZE:9\r\n"))
    }

    @Test func aRowWithOnlyUnknownValuesIsReportedNotDroppedUnseen() {
        let book = Array("First Name,Gender\r\n,Unspecified\r\n".utf8).withUnsafeBytes { ForeignBook.read($0, as: .csv) }
        #expect(book.contacts.isEmpty)
        #expect(book.problems.map(\.message) == ["a row without a name, number, email, address, URL or note; left out"])
        #expect(book.problems.first?.line == 2)
    }

    /// The cards made of a CSV file are larger than its rows: progress is
    /// the share of the file read, so the bar reaches 100% with the last
    /// row, not a quarter of the way through.
    @Test func progressThroughAConvertedFileIsTheShareOfTheFileRead() throws {
        let rows = 20_000
        var text = "Name,E-mail 1 - Value\r\n"
        for number in 0..<rows { text += "P\(number),p\(number)@example.org\r\n" }
        var seen: [ImportProgress] = []
        _ = try Importer(book: try AddressBook.inMemory())
            .run([ImportInput.text(text, name: "c.csv", source: "c.csv")]) { seen.append($0) }
        #expect(seen.count > 2)
        for progress in seen {
            let share = Double(progress.bytesRead) / Double(progress.bytesTotal)
            let done = Double(progress.cards) / Double(rows)
            #expect(abs(share - done) < 0.05, "\(progress.bytesRead) of \(progress.bytesTotal) bytes at \(progress.cards) cards")
        }
    }
}
