import Foundation
import Testing
import TestSupport

/// The shapes of issue 37 through the built binary: each hostile card imported, then its contact's
/// fields as `show --format json` prints them.
@Suite("hostile cards import as the sender meant them")
struct HostileCardImportTests {
    /// The `contact` object of `show --format json QUERY`.
    private func shown(_ query: String, in db: String) throws -> [String: Any] {
        let show = try phonebook("show", "--db", db, "--format", "json", query)
        #expect(show.status == 0, "\(query): \(show.stderr)")
        let screen = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        return try #require(screen["contact"] as? [String: Any])
    }

    private func file(_ name: String) -> String { Repository.hostileCards.appendingPathComponent(name).path }

    /// Imports the hostile card file `name` into a new book: its folder, its path, and what the import said.
    private func withImported(_ name: String, _ body: (URL, String, CommandResult) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            try body(folder, db, try phonebook("import", "--db", db, file(name)))
        }
    }

    @Test("8-bit names without a CHARSET read in their own code page, and are found by name")
    func unnamedCodePages() throws {
        try withImported("unnamed-code-pages-2.1.vcf") { folder, db, result throws in
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("unnamed-code-pages-2.1.vcf:3: warning: text is not UTF-8 and names no charset: "
                                           + "read as Windows-1251, as all the card's 8-bit text reads best"))
            let expected = [("Віталій", "Віталій Володимирович"), ("Βαγγέλης", "Βαγγέλης Παπαδόπουλος"),
                            ("קישון", "אפרים קישון"), ("Iksiński", "Paweł Iksiński"), ("Ольга", "Ольга Петрова"),
                            ("山田", "山田太郎"), ("王小明", "王小明")]
            for (query, name) in expected {
                #expect(try shown(query, in: db)["name"] as? String == name)
            }
            #expect(try shown("Віталій", in: db)["note"] as? String == "Київ, вулиця Хрещатик")
        }
    }

    @Test("Western names read as Windows-1252 stay as they were")
    func westernNamesStay() throws {
        try withImported("western-names-windows-1252.vcf") { folder, db, result throws in
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains(", as all the card's 8-bit text reads best"), "\(result.stderr)")
            for name in ["Muñoz", "Peña", "Zoë", "Ångström", "Façade", "Œuvre", "Müller", "Ørsted", "Þór Ærø", "O’Brien",
                         "Šárka Žižek", "Conceição"] {
                #expect(try shown(name, in: db)["name"] as? String == name)
            }
            #expect(try shown("Café Crème", in: db)["note"] as? String == "“Ñandú” – 25 °C, € 10, © 2004, 1½ cups")
        }
    }

    @Test("a CHARSET another line names decides; an unknown CHARSET draws its own warning naming the line")
    func namedCodePageAndUnknownCharset() throws {
        try withImported("charset-named-on-another-line-2.1.vcf") { folder, db, result throws in
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try shown("Ян", in: db)["name"] as? String == "Ян Ли")
            #expect(result.stderr.contains("charset-named-on-another-line-2.1.vcf:12: warning: unknown CHARSET=Murks"), "\(result.stderr)")
            #expect(try shown("Martha", in: db)["note"] as? String == "Nothing decodes this charset name")
        }
    }

    @Test("a file that ends inside a card keeps what the card holds, warns and exits 2; --strict refuses it")
    func cutOffAtTheEnd() throws {
        try withImported("cut-off-at-end-of-file.vcf") { folder, db, result throws in
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains("cut-off-at-end-of-file.vcf:7: warning: the file ends inside this card; kept what it holds"),
                    "\(result.stderr)")
            let cut = try shown("cut-at-end-2", in: db)
            #expect(cut["name"] as? String == "Truncated Download")
            #expect((cut["emails"] as? [[String: Any]])?.first?["address"] as? String == "truncated@example.org")
            #expect((cut["phones"] as? [[String: Any]])?.first?["number"] as? String == "+1 555 0202")
            #expect(cut["note"] as? String == "this line is cut o")
            #expect(try shown("cut-whole-1", in: db)["name"] as? String == "Whole Card")

            let strictDB = folder.appendingPathComponent("strict.sqlite3").path
            let strict = try phonebook("import", "--strict", "--db", strictDB, file("cut-off-at-end-of-file.vcf"))
            #expect(strict.status != 0, "\(strict.stderr)")
            #expect(strict.stderr.contains("vCard has no END:VCARD before the end of the input"), "\(strict.stderr)")
            #expect(try phonebook("show", "--db", strictDB, "cut-at-end-2").status != 0)
        }
    }

    @Test("a BEGIN:VCARD before the previous card's END keeps the cut card too")
    func cutOffByTheNextBegin() throws {
        try withImported("cut-off-by-next-begin.vcf") { folder, db, result throws in
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains(
                "cut-off-by-next-begin.vcf:1: warning: the next BEGIN:VCARD comes before this card's END:VCARD; kept what it holds"),
                "\(result.stderr)")
            let cut = try shown("cut-by-begin-3", in: db)
            #expect(cut["name"] as? String == "Cut Export")
            #expect((cut["emails"] as? [[String: Any]])?.first?["address"] as? String == "cut@example.org")
            #expect(try shown("after-cut-4", in: db)["name"] as? String == "After The Cut")
        }
    }

    @Test("Android's backslash-continued 2.1 address is one address, city and country kept")
    func androidContinuedAddress() throws {
        try withImported("android-continued-address-2.1.vcf") { folder, db, result throws in
            #expect(result.status == 0, "\(result.stderr)")
            let address = try #require((try shown("Hermann", in: db)["addresses"] as? [[String: Any]])?.first)
            #expect(address["street"] as? String == "Hermann v. Brevern\n9999999\nPackstation 999")
            #expect(address["locality"] as? String == "Hamburg")
            #expect(address["postalCode"] as? String == "99999")
            #expect(address["country"] as? String == "Deutschland")
            let complete = try #require((try shown("Backslash Complete", in: db)["addresses"] as? [[String: Any]])?.first)
            #expect(complete["country"] as? String == "Land\\")
            #expect((try shown("Backslash Complete", in: db)["phones"] as? [[String: Any]])?.count == 1)
        }
    }

    @Test("a control byte in a value costs only itself: the value is kept, with a warning")
    func controlByteInAValue() throws {
        try withImported("control-byte-in-value.vcf") { folder, db, result throws in
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("control-byte-in-value.vcf:5: warning: control byte 0x07 in the value: kept in the text"),
                    "\(result.stderr)")
            let contact = try shown("Ringer", in: db)
            #expect(contact["name"] as? String == "Bell\u{07} Ringer")
            #expect(contact["note"] as? String == "Illegal control here ->\u{07}<-")
        }
    }
}
