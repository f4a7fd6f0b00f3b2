import Foundation
@testable import Store
@testable import Exchange
import Testing
import TestSupport
@testable import VCard

@Suite("Sync semantics")
struct SyncSemanticsTests {
    let ada = vcard("UID:ada-1", "FN:Ada Lovelace", "N:Lovelace;Ada;;;", "TEL;TYPE=CELL:555-0005")
    let grace = vcard("UID:grace-1", "FN:Grace Hopper", "TEL;TYPE=WORK:555-0006")

    @Test func reimportingTheSameFileChangesNothing() throws {
        let book = try AddressBook.inMemory()
        let first = try importText(ada + grace, into: book)
        #expect((first.added, first.updated, first.unchanged) == (2, 0, 0))
        let before = try book.dataVersionProbe()
        let again = try importText(ada + grace, into: book)
        #expect((again.added, again.updated, again.unchanged) == (0, 0, 2))
        #expect(try book.dataVersionProbe() == before, "an unchanged re-import wrote rows")
        #expect(try book.storedContacts().count == 2)
    }

    @Test func changedCardWithSameUIDUpdatesItsContactAndNumbers() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(ada, into: book)
        try book.database.execute("UPDATE contacts SET starred = 1 WHERE uid = 'ada-1'")
        let changed = vcard("UID:ada-1", "FN:Ada King", "TEL;TYPE=HOME:555-0100", "TEL;TYPE=CELL:555-0101")
        let summary = try importText(changed, into: book)
        #expect((summary.added, summary.updated, summary.unchanged) == (0, 1, 0))
        let stored = try book.storedContacts()
        #expect(stored.count == 1)
        #expect(stored[0].name == "Ada King")
        #expect(stored[0].phones == [.init(label: "home", number: "555-0100"), .init(label: "mobile", number: "555-0101")])
        #expect(try book.database.scalar("SELECT starred FROM contacts") == .integer(1), "the star survives an update")
    }

    @Test func sameCardFoldedOrEndedDifferentlyIsUnchanged() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(ada, into: book)
        let refolded = ada.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "FN:Ada Lovelace", with: "FN:Ada Love\n lace")
        #expect(try importText(refolded, into: book).unchanged == 1)
        #expect(try book.rawCard(uid: "ada-1") == Array(ada.utf8), "the stored card is the original")
    }

    @Test func cardWithoutUIDGetsAStableKeyAndIsNotDuplicated() throws {
        let book = try AddressBook.inMemory()
        let anonymous = vcard("FN:No Uid", "TEL:555-0199")
        #expect(try importText(anonymous, into: book).added == 1)
        #expect(try importText(anonymous, into: book).unchanged == 1)
        let stored = try book.storedContacts()
        #expect(stored.count == 1)
        #expect(stored[0].uid.hasPrefix("phonebook-content:"))
    }

    @Test func repeatedUIDInOneImportLastWinsWithAWarning() throws {
        let book = try AddressBook.inMemory()
        let second = vcard("UID:ada-1", "FN:Ada Second", "TEL:555-0222")
        let summary = try importText(ada + grace + second, into: book)
        #expect((summary.added, summary.updated) == (2, 0), "one contact, counted once")
        #expect(summary.warnings.count == 1)
        #expect(summary.warnings.first?.line == 14)  // ada is lines 1-7, grace 8-13
        #expect(summary.warnings.first?.message
            == "another card with the UID ada-1 (the first is at cards.vcf:1); the last one is kept")
        #expect(try book.storedContacts().first { $0.uid == "ada-1" }?.name == "Ada Second")
    }

    @Test func withoutPruneNothingIsDeletedWithPruneMissingContactsGo() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(ada + grace, into: book, name: "a.vcf")
        _ = try importText(vcard("UID:other-1", "FN:Other Source"), into: book, name: "b.vcf")
        #expect(try importText(ada, into: book, name: "a.vcf").removed == 0)
        #expect(try book.storedContacts().count == 3)
        let pruned = try importText(ada, into: book, name: "a.vcf", options: ImportOptions(prune: true))
        #expect(pruned.removed == 1)
        #expect(try book.storedContacts().map(\.uid).sorted() == ["ada-1", "other-1"], "b.vcf's contact is untouched")
        #expect(try book.database.scalar("SELECT count(*) FROM phone_numbers") == .integer(1))
    }

    @Test func dryRunReportsButWritesNothing() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(ada, into: book)
        let before = try book.dataVersionProbe()
        let changedAda = vcard("UID:ada-1", "FN:Ada Changed")
        let summary = try importText(changedAda + grace, into: book,
                                     options: ImportOptions(prune: true, dryRun: true))
        #expect((summary.added, summary.updated, summary.removed) == (1, 1, 0))
        #expect(!summary.committed)
        #expect(try book.dataVersionProbe() == before)
        #expect(try book.storedContacts().map(\.name) == ["Ada Lovelace"])
    }

    @Test func lenientImportKeepsACutOffCardWithWhatItHolds() throws {
        let book = try AddressBook.inMemory()
        let broken = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Broken\r\nthis line has no colon\r\n"
        let summary = try importText(ada + broken + grace, into: book)
        #expect(summary.added == 3 && summary.skipped == 0 && summary.incomplete == 1)
        #expect(summary.errors.isEmpty)
        #expect(summary.warnings.map(\.message).first
                == "the next BEGIN:VCARD comes before this card's END:VCARD; kept what it holds")
        #expect(summary.committed && summary.isPartial)
        #expect(try book.storedContacts().map(\.name).sorted() == ["Ada Lovelace", "Broken", "Grace Hopper"])

        let strictBook = try AddressBook.inMemory()
        let strict = try importText(ada + broken + grace, into: strictBook, options: ImportOptions(strict: true))
        #expect(strict.skipped == 1 && !strict.committed)
        // The BEGIN that comes before the broken card's END, then its line without a colon.
        #expect(strict.errors.map(\.line) == [12, 11])
    }

    @Test func strictImportWithABadCardWritesNothing() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(grace, into: book)
        let unterminated = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Never Ends\r\n"
        let summary = try importText(ada + unterminated, into: book, options: ImportOptions(strict: true))
        #expect(summary.skipped == 1 && !summary.committed)
        #expect(try book.storedContacts().map(\.name) == ["Grace Hopper"])
    }

    @Test func latin1CardIsStoredAndExportedByteForByte() throws {
        let book = try AddressBook.inMemory()
        // A 2.1 card in ISO-8859-1, as old Outlook and Nokia phones wrote them.
        var card = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nUID:latin-1\r\nFN;CHARSET=ISO-8859-1:J".utf8)
        card += [0xFC]  // ü in Latin-1: not valid UTF-8
        card += Array("rgen\r\nTEL;CELL:555-0300\r\nEND:VCARD\r\n".utf8)
        let summary = try Importer(book: book).run([ImportInput(bytes: card, name: "latin.vcf")])
        #expect(summary.added == 1)
        #expect(try book.storedContacts().first?.name == "Jürgen")
        #expect(try book.rawCard(uid: "latin-1") == card)
        var exported: [UInt8] = []
        try CardExport.write(from: book) { exported += $0 }
        #expect(exported == card)
    }

    @Test func namelessCardsAreNamedFromWhatTheyHave() throws {
        let book = try AddressBook.inMemory()
        let cards = vcard("UID:1", "N:Turing;Alan;;;")
            + vcard("UID:2", "ORG:Corner Bakery;Sales")
            + vcard("UID:3", "EMAIL:someone@example.org")
            + vcard("UID:4", "TEL:555-0400")
            + vcard("UID:5", "NOTE:nothing else")
        _ = try importText(cards, into: book)
        #expect(try book.storedContacts().map(\.name)
                == ["Alan Turing", "Corner Bakery, Sales", "someone@example.org", "555-0400", "Unnamed contact"])
    }

    @Test func canonicalHashIgnoresLineEndingsAndFolds() {
        func hash(_ text: String) -> Int64 { Array(text.utf8).withUnsafeBytes(CardText.canonicalHash) }
        let base = hash("BEGIN:VCARD\r\nFN:Ada\r\nEND:VCARD\r\n")
        #expect(hash("BEGIN:VCARD\nFN:Ada\nEND:VCARD") == base)
        #expect(hash("BEGIN:VCARD\r\r\nF\r\n N:Ada\r\r\n\r\nEND:VCARD\r\n") == base)
        #expect(hash("BEGIN:VCARD\rFN:Ada\rEND:VCARD\r") == base)
        #expect(hash("BEGIN:VCARD\r\nFN:Ada \r\nEND:VCARD\r\n") != base)
        #expect(hash("BEGIN:VCARD\r\nFN:Adb\r\nEND:VCARD\r\n") != base)
    }

    /// The hash as it was first written, over the parser's own physical lines: stored
    /// hashes must not change, or every re-import would look like an update.
    @Test func canonicalHashMatchesTheHashOverPhysicalLines() {
        func reference(_ bytes: UnsafeRawBufferPointer) -> Int64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var first = true
            PhysicalLines.forEach(in: bytes) { line in
                guard !line.isEmpty else { return }
                var content = line
                if line[0] == 0x20 || line[0] == 0x09, !first {
                    content = UnsafeRawBufferPointer(rebasing: line[1...])
                } else if !first {
                    hash = (hash ^ 0x0A) &* 0x0000_0100_0000_01B3
                }
                first = false
                for byte in content { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            }
            return Int64(bitPattern: hash)
        }
        let pieces = ["A", "b:c", " ", "\t", "\r", "\n", "\r\n", "\r\r\n", "\r\r", "\n\r", "é", " x", "\t\r\n"]
        var texts = ["", "\r\n", " lead", "\n fold first", "x\r\r\r\n y"]
        for a in pieces {
            for b in pieces {
                for c in pieces { texts.append(a + b + c) }
            }
        }
        for text in texts {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBytes(CardText.canonicalHash) == bytes.withUnsafeBytes(reference),
                    "\(Array(text.utf8))")
        }
    }
}

@Suite("Import writes")
struct ImportWriteTests {
    @Test func pruneAndUpdateLeaveNoOrphanNumbersAndForeignKeysStayOn() throws {
        let book = try AddressBook.inMemory()
        let two = vcard("UID:a", "FN:A", "TEL:555-0001", "EMAIL:a@example.org")
            + vcard("UID:b", "FN:B", "TEL:555-0002", "TEL:555-0003")
        _ = try importText(two, into: book)
        _ = try importText(vcard("UID:a", "FN:A", "TEL:555-0009"), into: book, options: ImportOptions(prune: true))
        #expect(try book.database.scalar("SELECT count(*) FROM phone_numbers") == .integer(1))
        #expect(try book.database.scalar("SELECT count(*) FROM emails") == .integer(0))
        #expect(try book.database.scalar("PRAGMA foreign_key_check") == .null)
        #expect(try book.database.scalar("PRAGMA foreign_keys") == .integer(1), "enforcement is back on after an import")
    }
}

@Suite("Bulk imports")
struct BulkImportTests {
    @Test func bulkImportCountsEverySectionExactly() throws {
        // Names that land in many sections, "#" among them: digits, punctuation,
        // CJK, an emoji, accents folded to their letter, and no name at all.
        let names = ["Åsa;Öberg", "伟;王", "Pizza;123", "Name;'Quoted'", ";", "Zoë;zed", "Émile;Zola",
                     "🙂;Smiley", "ada;lovelace", "Grace;Hopper", "Ñandú;Ñu", "(Work);Desk"]
        // Padded to the card size the importer assumes when it decides on a bulk write.
        let note = "NOTE:" + String(repeating: "padding ", count: Importer.typicalCardBytes / 8)
        var text = ""
        for index in 0..<6_000 {
            let name = names[index % names.count].split(separator: ";", omittingEmptySubsequences: false)
            text += vcard("UID:sections-\(index)", "N:\(name[1]);\(name[0]);;;",
                          "ORG:Org \(index % 7)", "TEL:555-\(index)", note)
        }
        let book = try AddressBook.inMemory()
        #expect(AddressBook.isBulkImport(expectedCards: text.utf8.count / Importer.typicalCardBytes, stored: 0),
                "the test must take the bulk path")
        #expect(try importText(text, into: book).added == 6_000)
        let stored = try book.database.prepare(
            "SELECT sort_order || section || contacts FROM section_counts WHERE contacts > 0 ORDER BY 1").map { $0.text(0) }
        let counted = try book.database.prepare("""
            SELECT 'family-first' || \(sectionSQL("sort_key_family")) || count(*) FROM contacts GROUP BY \(sectionSQL("sort_key_family"))
            UNION ALL SELECT 'given-first' || \(sectionSQL("sort_key_given")) || count(*) FROM contacts GROUP BY \(sectionSQL("sort_key_given")) ORDER BY 1
            """).map { $0.text(0) }
        #expect(stored == counted)
        #expect(stored.contains { $0.hasPrefix("family-first#") } && stored.count > 12)
    }

    @Test func bulkImportRebuildsIndexesTriggersAndExactSectionCounts() throws {
        let book = try AddressBook.inMemory()
        let cards = syntheticCards(count: 8_000, prefix: "bulk")
        #expect(AddressBook.isBulkImport(expectedCards: cards.utf8.count / Importer.typicalCardBytes, stored: 0),
                "the test must take the bulk path")
        #expect(try importText(cards, into: book).added == 8_000)
        let schema = try book.database.prepare(
            "SELECT type || ' ' || name FROM sqlite_schema WHERE type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY 1")
            .map { $0.text(0) }
        let fresh = try AddressBook.inMemory()
        #expect(schema == (try fresh.database.prepare(
            "SELECT type || ' ' || name FROM sqlite_schema WHERE type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY 1")
            .map { $0.text(0) }))
        let stored = try book.database.prepare(
            "SELECT sort_order || section || contacts FROM section_counts WHERE contacts > 0 ORDER BY 1").map { $0.text(0) }
        let counted = try book.database.prepare("""
            SELECT 'family-first' || \(sectionSQL("sort_key_family")) || count(*) FROM contacts GROUP BY \(sectionSQL("sort_key_family"))
            UNION ALL SELECT 'given-first' || \(sectionSQL("sort_key_given")) || count(*) FROM contacts GROUP BY \(sectionSQL("sort_key_given")) ORDER BY 1
            """).map { $0.text(0) }
        #expect(stored == counted && !stored.isEmpty)
        // The triggers are back: a later small import keeps the counts exact.
        _ = try importText(vcard("UID:late", "FN:Zed Late", "N:Late;Zed;;;"), into: book, name: "late.vcf")
        #expect(try book.database.scalar(
            "SELECT contacts FROM section_counts WHERE sort_order = 'family-first' AND section = 'L'") == .integer(1))
    }

    @Test func aStrictBulkImportWithABadCardWritesNothingAndKeepsTheSchema() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(vcard("UID:kept", "FN:Kept Before"), into: book, name: "before.vcf")
        let schema = "SELECT type || ' ' || name FROM sqlite_schema WHERE type IN ('index', 'trigger') ORDER BY 1"
        let before = try book.database.prepare(schema).map { $0.text(0) }
        let cards = syntheticCards(count: 8_000, prefix: "strict") + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Never Ends\r\n"
        #expect(AddressBook.isBulkImport(expectedCards: cards.utf8.count / Importer.typicalCardBytes, stored: 1),
                "the test must take the bulk path")
        let summary = try importText(cards, into: book, options: ImportOptions(strict: true))
        #expect(summary.added == 8_000 && summary.skipped == 1 && !summary.committed)
        #expect(try book.storedContacts().map(\.name) == ["Kept Before"])
        #expect(try book.database.prepare(schema).map { $0.text(0) } == before, "the dropped indexes come back")
        #expect(try book.database.scalar("PRAGMA foreign_keys") == .integer(1))
    }
}
