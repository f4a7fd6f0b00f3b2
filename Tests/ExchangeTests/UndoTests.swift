import Foundation
@testable import Reading
@testable import SQLite
@testable import Store
@testable import Exchange
import Testing
import TestSupport
import VCard

/// Undo after each kind of change puts back exactly the rows there were:
/// every column of every contact, number and email row (ids, card bytes,
/// star, times), and the section counts.
@Suite("Undo")
struct UndoTests {
    private let ada = vcard("UID:ada", "FN:Ada Lovelace", "N:Lovelace;Ada;;;", "TEL;TYPE=CELL:555-0005",
                            "EMAIL:ada@example.com")
    private let grace = vcard("UID:grace", "FN:Grace Hopper", "N:Hopper;Grace;;;", "TEL;TYPE=WORK:555-0100",
                              "TEL;TYPE=HOME:555-0101")
    /// Ada's card as a file changes it: another name, the rest as it was.
    private let adaKing = vcard("UID:ada", "FN:Ada King", "N:King;Ada;;;", "TEL;TYPE=CELL:555-0005",
                                "EMAIL:ada@example.com")
    /// No UID, and Latin-1 bytes that are not UTF-8: kept and restored byte for byte.
    private let latin1: [UInt8] = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN:Ren".utf8) + [0xE9] + Array(";Jos".utf8)
        + [0xE9] + Array(";;;\r\nTEL:555-0177\r\nEND:VCARD\r\n".utf8)

    /// A book of three contacts, one starred, imported at a fixed time.
    private func book() throws -> AddressBook {
        let book = try AddressBook.inMemory()
        book.clock = { 1_700_000_000 }
        _ = try importText(ada + grace, into: book)
        _ = try Importer(book: book).run([.bytes(latin1, name: "latin1.vcf", source: "/sources/latin1.vcf")])
        try book.setStarred(true, contact: try book.contactIDs(named: "ada")[0])
        return book
    }

    @Test func undoingAnAddRemovesTheContactAndItsIDIsNotGivenAgain() throws {
        let book = try book()
        let before = try BookRows(book)
        let id = try CardWrites(book: book).add(card: Array(vcard("UID:new", "FN:Newt Scamander", "TEL:555-0001").utf8))
        #expect(try BookRows(book) != before)
        let undone = try book.undo()
        #expect(undone.summary == "add Newt Scamander")
        #expect(try BookRows(book) == before)
        let again = try CardWrites(book: book).add(card: Array(vcard("UID:other", "FN:Other").utf8))
        #expect(again > id, "the undone contact's id stays reserved while the journal remembers it")
    }

    @Test func undoingAnEditThroughTheFacadeRestoresTheCardBytesAndUID() throws {
        let book = try book()
        let before = try BookRows(book)
        let id = try book.contactIDs(named: "José René")[0]
        let uidBefore = try book.contactDetail(id)?.uid
        #expect(uidBefore?.hasPrefix("phonebook-content:") == true)
        try CardWrites(book: book).replace(id, card: Array(vcard("UID:jose", "FN:José René", "TEL:555-0178").utf8))
        #expect(try book.contactDetail(id)?.uid == "jose", "an edit may give a UID-less card its first UID")
        #expect(try book.history().first?.summary == "edit José René")
        try book.undo()
        #expect(try BookRows(book) == before)
        #expect(try book.rawCard(uid: uidBefore ?? "") == latin1)
    }

    @Test func undoingARemovalOfSeveralContactsPutsThemAllBackInOneStep() throws {
        let book = try book()
        let before = try BookRows(book)
        let ids = try ["ada", "grace"].map { try book.contactIDs(named: $0)[0] }
        try CardWrites(book: book).remove(ids)
        #expect(try book.contactCount() == 1)
        #expect(try book.history().first?.summary == "remove 2 contacts: Ada Lovelace, Grace Hopper")
        try book.undo()
        #expect(try BookRows(book) == before)
    }

    @Test func undoingAStarOrAnUnstarRestoresIt() throws {
        let book = try book()
        let grace = try book.contactIDs(named: "grace")[0], ada = try book.contactIDs(named: "ada")[0]
        let before = try BookRows(book)
        try book.setStarred(true, contact: grace)
        #expect(try book.history().first?.summary == "star Grace Hopper")
        try book.undo()
        #expect(try BookRows(book) == before)
        try book.setStarred(false, contact: ada)
        #expect(try book.history().first?.kind == .unstar)
        try book.undo()
        #expect(try BookRows(book) == before)
        let entries = try book.history().count
        try book.setStarred(true, contact: ada)
        #expect(try book.history().count == entries, "a star already set changes nothing and is not journaled")
    }

    @Test func undoingAnImportThatAddsUpdatesOrPrunesRestoresTheBook() throws {
        let changedGrace = vcard("UID:grace", "FN:Grace B. Hopper", "N:Hopper;Grace;B.;;", "TEL:555-0199")
        let newcomer = vcard("UID:alan", "FN:Alan Turing", "TEL:555-0142")
        for (cards, options) in [(ada + grace + newcomer, ImportOptions()),
                                 (ada + changedGrace, ImportOptions()),
                                 (ada, ImportOptions(prune: true))] {
            let book = try book()
            let before = try BookRows(book)
            let summary = try importText(cards, into: book, options: options)
            #expect(summary.added + summary.updated + summary.removed == 1)
            #expect(try BookRows(book) != before)
            let undone = try book.undo()
            #expect(undone.kind == .import)
            #expect(try BookRows(book) == before, "after undoing \(undone.summary)")
        }
    }

    @Test func anImportsEntrySaysWhatItDid() throws {
        let book = try book()
        _ = try importText(ada + vcard("UID:grace", "FN:Grace Hopper", "TEL:1"), into: book, options: ImportOptions(prune: true))
        #expect(try book.history().first?.summary == "import /sources/cards.vcf: 1 updated")
        #expect(ImportSummary.grouped(1_204) == "1,204" && ImportSummary.grouped(999) == "999"
                && ImportSummary.grouped(1_000_000) == "1,000,000")
    }

    @Test func anImportThatChangedNothingLeavesNoEntry() throws {
        let book = try book()
        let entries = try book.history()
        _ = try importText(ada + grace, into: book)
        #expect(try book.history() == entries)
    }

    @Test func undoingATenThousandCardImportRestoresTheBookExactly() throws {
        let book = try book()
        let before = try BookRows(book)
        // 10k new cards, and Ada changed: the bulk path (indexes built at the end) with one snapshot.
        let cards = syntheticCards(count: 10_000, prefix: "bulk")
            + vcard("UID:ada", "FN:Ada King", "TEL:555-0006")
        let summary = try importText(cards, into: book)
        #expect(summary.added == 10_000 && summary.updated == 1)
        #expect(try book.database.scalar("SELECT count(*) FROM journal_created") == .integer(1),
                "ten thousand ascending ids are one range")
        #expect(try book.history().first?.summary == "import /sources/cards.vcf: 10,000 added, 1 updated")
        try book.undo()
        #expect(try BookRows(book) == before)
        #expect(try book.integrityCheck() == .text("ok"))
    }

    @Test func undoNIsRefusedWhenALaterChangeTouchedTheSameContactAndAllowedWhenDisjoint() throws {
        let book = try book()
        let ada = try book.contactIDs(named: "ada")[0], grace = try book.contactIDs(named: "grace")[0]
        try book.setStarred(true, contact: grace)
        let first = try #require(try book.history().first)
        let edit = CardWrites(book: book)
        try edit.replace(grace, card: Array(vcard("UID:grace", "FN:Grace Hopper", "TEL:555-0102").utf8))
        let second = try #require(try book.history().first)
        try book.setStarred(false, contact: ada)
        #expect(throws: JournalError.laterChanges(first, later: [second])) { try book.undo(first.number) }
        #expect(try book.contactDetail(grace)?.isStarred == true, "a refused undo changes nothing")
        // The unstar of Ada touched no contact of the edit: the edit can be undone under it.
        let undone = try book.undo(second.number)
        #expect(undone.number == second.number)
        #expect(try book.contactDetail(grace)?.phones.map(\.number) == ["555-0100", "555-0101"])
        #expect(try book.contactDetail(ada)?.isStarred == false)
        #expect(try book.undo(first.number).number == first.number, "with the edit undone, the star can go")
        #expect(throws: JournalError.alreadyUndone(undone)) { try book.undo(second.number) }
        #expect(throws: JournalError.noSuchEntry(999)) { try book.undo(999) }
    }

    @Test func aSecondUndoRevertsTheChangeBeforeAndNeverRedoes() throws {
        let book = try AddressBook.inMemory()
        let empty = try BookRows(book)
        _ = try importText(ada, into: book)
        let afterImport = try BookRows(book)
        try book.setStarred(true, contact: try book.contactIDs(named: "ada")[0])
        #expect(try book.undo().kind == .star)
        #expect(try BookRows(book) == afterImport)
        #expect(try book.undo().kind == .import)
        #expect(try BookRows(book) == empty)
        #expect(throws: JournalError.nothingToUndo) { try book.undo() }
        #expect(try book.history().allSatisfy(\.isUndone))
    }

    @Test func anUndoThatWouldGiveTwoContactsOneUIDIsRefusedWhole() throws {
        let book = try book()
        try CardWrites(book: book).remove([try book.contactIDs(named: "grace")[0]])
        let removal = try #require(try book.history().first)
        _ = try CardWrites(book: book).add(card: Array(vcard("UID:grace", "FN:Another Grace").utf8))
        let before = try BookRows(book)
        #expect(throws: JournalError.uidTaken(removal, uid: "grace")) { try book.undo(removal.number) }
        #expect(try BookRows(book) == before)
        #expect(try book.history().first(where: { $0.number == removal.number })?.isUndone == false)
    }

    // What imports remember (each contact's base per source, the keys of
    // UID-less cards edited since) is part of a contact's state: undo puts
    // it back with the card, so the next import compares with the right base.

    @Test func undoingAReimportPutsBackTheBaseSoTheSameFileUpdatesAgain() throws {
        let first = ada, changed = adaKing
        let book = try AddressBook.inMemory()
        _ = try importText(first, into: book, name: "a.vcf")
        let before = try BookRows(book)
        #expect(try book.importedHash(uid: "ada") == cardHash(first))
        #expect(try importText(changed, into: book, name: "a.vcf").updated == 1)
        #expect(try book.importedHash(uid: "ada") == cardHash(changed), "the file's new card is the base")
        #expect(try book.undo().kind == .import)
        #expect(try book.rawCard(uid: "ada") == Array(first.utf8))
        #expect(try book.importedHash(uid: "ada") == cardHash(first), "the base is the first card again")
        #expect(try BookRows(book) == before)
        let again = try importText(changed, into: book, name: "a.vcf")
        #expect((again.updated, again.unchanged, again.conflicts) == (1, 0, 0), "the file's change is new again")
        #expect(try book.rawCard(uid: "ada") == Array(changed.utf8))
    }

    @Test func undoingTheFirstEditOfAUIDLessCardGivesBackItsContentKeyAndNoFormerKey() throws {
        let anonymous = vcard("FN:No Uid", "TEL:555-0199")
        let book = try AddressBook.inMemory()
        _ = try importText(anonymous, into: book)
        let id = try #require(try book.contactIDs(named: "No Uid").first)
        let key = try #require(try book.contactDetail(id)?.uid)
        #expect(key.hasPrefix("phonebook-content:"))
        let before = try BookRows(book)
        let uid = "urn:uuid:0f6e3c1a-0000-4000-8000-000000000002"
        try CardWrites(book: book).replace(id, card: Array(vcard("UID:\(uid)", "FN:No Uid", "TEL:555-0200").utf8))
        #expect(try book.contactDetail(id)?.uid == uid)
        #expect(try book.database.scalar("SELECT contact_id FROM former_keys WHERE key = ?", key) == .integer(id),
                "the edit gave the card its first UID and kept the content key")
        #expect(try book.undo().kind == .edit)
        #expect(try book.contactDetail(id)?.uid == key)
        #expect(try book.database.scalar("SELECT count(*) FROM former_keys") == .integer(0))
        #expect(try BookRows(book) == before)
        let again = try importText(anonymous, into: book)
        #expect((again.added, again.updated, again.unchanged, again.conflicts) == (0, 0, 1, 0))
        #expect(try book.contactCount() == 1)
    }

    @Test func undoingARemovalPutsBackTheBaseOfTheContactsOtherSource() throws {
        let fromPhone = vcard("UID:ada", "FN:Ada Lovelace", "TEL;TYPE=CELL:555-0005")
        let fromLaptop = vcard("UID:ada", "FN:Ada Lovelace", "TEL;TYPE=CELL:555-0005", "EMAIL:ada@example.org")
        let book = try AddressBook.inMemory()
        _ = try importText(fromPhone, into: book, name: "phone.vcf")
        _ = try importText(fromLaptop, into: book, name: "laptop.vcf")
        let phoneBase = """
            SELECT b.card_hash FROM import_bases b JOIN sources s ON s.id = b.source_id WHERE s.path = '/sources/phone.vcf'
            """
        #expect(try book.database.scalar(phoneBase) == .integer(cardHash(fromPhone)))
        let before = try BookRows(book)
        try CardWrites(book: book).remove(try book.contactIDs(named: "ada"))
        #expect(try book.database.scalar("SELECT count(*) FROM import_bases") == .integer(0))
        #expect(try book.undo().kind == .remove)
        #expect(try book.database.scalar(phoneBase) == .integer(cardHash(fromPhone)))
        #expect(try BookRows(book) == before)
        // Both files' bases are back: neither file's card, unchanged since, overwrites the other's.
        #expect(try importText(fromPhone, into: book, name: "phone.vcf").unchanged == 1)
        #expect(try importText(fromLaptop, into: book, name: "laptop.vcf").unchanged == 1)
        #expect(try book.rawCard(uid: "ada") == Array(fromLaptop.utf8))
    }

    /// An undone import leaves its source's path in `sources` (ids the
    /// journal's snapshots name stay valid); imports read sources through
    /// the contacts that name them, so a path no contact names is inert.
    @Test func anUndoneImportsSourcePathChangesNoLaterImport() throws {
        let adaChanged = adaKing
        let book = try AddressBook.inMemory()
        _ = try importText(ada, into: book, name: "a.vcf")
        let before = try BookRows(book)
        // From a new file: Ada updated, moved to b.vcf, a.vcf's base kept aside.
        #expect(try importText(adaChanged + grace, into: book, name: "b.vcf").added == 1)
        try book.undo()
        #expect(try BookRows(book) == before)
        #expect(try book.database.scalar("SELECT count(*) FROM sources WHERE path = '/sources/b.vcf'") == .integer(1))
        // Mirroring b.vcf now removes nothing: no contact is b.vcf's.
        let mirrored = try importText(adaChanged + grace, into: book, name: "b.vcf", options: ImportOptions(prune: true))
        #expect((mirrored.added, mirrored.updated, mirrored.removed, mirrored.conflicts) == (1, 1, 0, 0))
        try book.undo()
        let justGrace = try importText(grace, into: book, name: "b.vcf", options: ImportOptions(prune: true))
        #expect((justGrace.added, justGrace.removed) == (1, 0), "Ada is a.vcf's again, not b.vcf's")
        // And a.vcf still compares with its own base: unchanged, not a conflict.
        let first = try importText(ada, into: book, name: "a.vcf", options: ImportOptions(prune: true))
        #expect((first.unchanged, first.removed, first.conflicts) == (1, 0, 0))
        #expect(try book.contactCount() == 2)
    }

    @Test func theFacadeRefusesTextThatIsNotOneReadableCard() throws {
        let book = try book()
        let writes = CardWrites(book: book)
        #expect(throws: CardWriteError.notOneCard(found: 0)) { try writes.add(card: Array("hello".utf8)) }
        #expect(throws: CardWriteError.notOneCard(found: 2)) { try writes.add(card: Array((ada + grace).utf8)) }
        #expect(throws: JournalError.uidInUse("ada")) { try writes.add(card: Array(ada.utf8)) }
        let broken = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nno colon here\r\nEND:VCARD\r\n".utf8)
        #expect(throws: CardWriteError.self) { try writes.add(card: broken) }
        #expect(try book.contactCount() == 3)
    }
}

/// Every row of the tables a contact's state and the listing depend on,
/// what imports remember of it among them (its own source's base is a
/// column of `contacts`), each value with its storage class and exact bytes;
/// the section counts without the zero rows a removal leaves (a count of 0
/// and no row say the same).
struct BookRows: Equatable, CustomStringConvertible {
    var tables: [String: [[String]]] = [:]

    init(_ book: AddressBook) throws {
        for (table, order) in [("contacts", "id"), ("phone_numbers", "contact_id, position"),
                               ("emails", "contact_id, position"), ("import_bases", "contact_id, source_id"),
                               ("former_keys", "key"), ("section_counts", "sort_order, book_id, section")] {
            let filter = table == "section_counts" ? " WHERE contacts > 0" : ""
            tables[table] = try book.database.prepare("SELECT * FROM \(table)\(filter) ORDER BY \(order)").map { row in
                (0..<row.columnCount).map { column in
                    let storage = row.storageClass(column)
                    let value = storage == .integer ? String(row.int64(column))
                        : row.blob(column).map { String($0, radix: 16) }.joined(separator: " ")
                    return "\(row.columnName(column))=\(storage):\(value)"
                }
            }
        }
    }

    var description: String { tables.map { "\($0.key): \($0.value.count) rows" }.sorted().joined(separator: "; ") }
}

/// The content hash an import keeps as a card's base.
private func cardHash(_ text: String) -> Int64 {
    Array(text.utf8).withUnsafeBytes { CardText.canonicalHash($0) }
}
