import CardEditing
import Foundation
@testable import Reading
@testable import SQLite
@testable import Store
@testable import Exchange
import Testing
import TestSupport

/// Merges of imported contacts: one journal entry that `undo` reverts byte
/// for byte, and an import memory that keeps re-imports of the original
/// files from adding anything back.
@Suite("Merging contacts")
struct MergeTests {
    /// The same person in three exports of real clients: Outlook 2.1 (QP,
    /// photo), iPhone 3.0 (groups, photo, `X-` fields), Gmail 3.0.
    static let files = ["John_Doe_IPHONE.vcf", "John_Doe_MS_OUTLOOK.vcf", "John_Doe_GMAIL.vcf"]
        .map { Repository.realClientVCards.appendingPathComponent($0) }

    /// A book holding the three files, imported one by one (each its own source).
    private func book() throws -> AddressBook {
        let book = try AddressBook.inMemory()
        book.clock = { 1_700_000_000 }
        for file in Self.files { _ = try Importer(book: book).run(try ImportInput.resolve([file.path])) }
        return book
    }

    /// The contacts in the order of the files.
    private func ids(_ book: AddressBook) throws -> [ContactID] {
        try book.database.prepare("SELECT id FROM contacts ORDER BY id").map { $0.int64(0) }
    }

    /// Merges `ids` as `phonebook merge` does: CardMerge, then one journaled write.
    private func merge(_ ids: [ContactID], in book: AddressBook) throws -> MergedCard {
        let cards = try ids.map { try #require(try book.storedCard(of: $0)) }
        let merged = try CardMerge.merge(cards[0], with: Array(cards.dropFirst()), region: nil,
                                         now: Date(timeIntervalSince1970: 1_700_000_100))
        try CardWrites(book: book).merge(ids, card: merged.bytes)
        return merged
    }

    private func exportedBytes(_ book: AddressBook) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try CardExport.write(from: book) { bytes += $0 }
        return bytes
    }

    @Test func aMergeIsOneEntryAndUndoRestoresEveryContactExactly() throws {
        let book = try book()
        let ids = try ids(book)
        #expect(ids.count == 3)
        try book.setStarred(true, contact: ids[2])
        let before = try BookRows(book)
        let exported = try exportedBytes(book)
        let merged = try merge(ids, in: book)

        #expect(try book.contactCount() == 1)
        #expect(try book.storedCard(of: ids[0]) == merged.bytes, "the base keeps its id and takes the merged card")
        let detail = try #require(try book.contactDetail(ids[0]))
        #expect(detail.isStarred, "starred because one of them was")
        let history = try book.history()
        #expect(history.first?.kind == .merge)
        #expect(history.first?.summary == "merge Mr. John Richter James Doe Sr. ← Mr. John Richter James Doe Sr., "
                    + "Mr. John Richter, James Doe Sr.")
        #expect(history.count == 5, "three imports, the star and one merge")

        try book.undo()
        #expect(try BookRows(book) == before, "every row back: cards, ids, star, import memory")
        #expect(try exportedBytes(book) == exported)
    }

    @Test(arguments: files)
    func reimportingAnyOriginalFileAfterAMergeAddsAndChangesNothing(_ file: URL) throws {
        let book = try book()
        _ = try merge(try ids(book), in: book)
        let after = try BookRows(book)
        let summary = try Importer(book: book).run(try ImportInput.resolve([file.path]))
        #expect(summary.added == 0 && summary.updated == 0 && summary.conflicts == 0)
        #expect(summary.unchanged == 1)
        #expect(summary.problems.isEmpty, "\(summary.problems)")
        #expect(try BookRows(book) == after, "nothing written, not even the import memory")
        #expect(try book.history().first?.kind == .merge, "an import that changed nothing is not journaled")
    }

    @Test func reimportingAFileHoldingEveryMergedCardAddsNothingAndWarnsOfNothing() throws {
        let book = try AddressBook.inMemory()
        let text = try Self.files.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
        _ = try importText(text, into: book, name: "everything.vcf")
        _ = try merge(try ids(book).reversed(), in: book)
        let after = try BookRows(book)
        let summary = try importText(text, into: book, name: "everything.vcf")
        #expect(summary.added == 0 && summary.updated == 0 && summary.conflicts == 0 && summary.unchanged == 1)
        #expect(summary.problems.isEmpty, "\(summary.problems)")
        #expect(try BookRows(book) == after)
    }

    @Test func aMergedAwayCardChangedInItsFileSinceIsAConflictAndTheMergedContactStays() throws {
        let book = try AddressBook.inMemory()
        let grace = vcard("UID:grace", "FN:Grace Hopper", "TEL:+1 617 555 0127")
        _ = try importText(grace, into: book, name: "phone.vcf")
        _ = try importText(vcard("UID:hopper", "FN:Hopper\\, Grace", "EMAIL:grace@navy.mil"), into: book, name: "gmail.vcf")
        let ids = try ids(book)
        let merged = try merge(ids, in: book)
        for options in [ImportOptions(), ImportOptions(overwrite: true)] {
            let summary = try importText(vcard("UID:hopper", "FN:Hopper\\, Grace", "EMAIL:grace@yale.edu"), into: book,
                                         name: "gmail.vcf", options: options)
            #expect(summary.added == 0 && summary.updated == 0 && summary.conflicts == 1)
            #expect(summary.problems.first?.message.contains("merged into another contact here") == true)
            #expect(try book.contactCount() == 1)
            #expect(try book.storedCard(of: ids[0]) == merged.bytes)
        }
    }

    @Test func undoRestoresTheImportMemoryAndTheUIDsComeBack() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(vcard("UID:grace", "FN:Grace Hopper", "TEL:555-0127"), into: book, name: "phone.vcf")
        _ = try importText(vcard("UID:hopper", "FN:Hopper\\, Grace", "TEL:555-0127"), into: book, name: "gmail.vcf")
        let ids = try ids(book)
        let before = try BookRows(book)
        _ = try merge(ids, in: book)
        let keys = try book.database.prepare("SELECT key, contact_id, card_hash IS NOT NULL FROM former_keys")
            .map { "\($0.text(0)) \($0.int64(1)) \($0.bool(2))" }
        #expect(keys == ["hopper \(ids[0]) true"], "the merged-away UID is remembered, with its card")
        try book.undo()
        #expect(try BookRows(book) == before)
        #expect(try book.contactIDs(named: "hopper") == [ids[1]])
        let summary = try importText(vcard("UID:hopper", "FN:Hopper\\, Grace", "TEL:555-0127"), into: book, name: "gmail.vcf")
        #expect(summary.unchanged == 1 && summary.added == 0, "undone, the contact is itself again")
    }

    @Test func mergingAMergedContactAgainCarriesItsFormerKeysAlong() throws {
        let book = try AddressBook.inMemory()
        for (uid, file) in [("a", "a.vcf"), ("b", "b.vcf"), ("c", "c.vcf")] {
            _ = try importText(vcard("UID:\(uid)", "FN:Ada \(uid)", "TEL:555-01\(uid.utf8.first!)"), into: book, name: file)
        }
        let ids = try ids(book)
        _ = try merge([ids[1], ids[2]], in: book)
        _ = try merge([ids[0], ids[1]], in: book)
        let keys = try book.database.prepare("SELECT key, contact_id FROM former_keys ORDER BY key")
            .map { "\($0.text(0)) \($0.int64(1))" }
        #expect(keys == ["b \(ids[0])", "c \(ids[0])"])
        for file in ["b.vcf", "c.vcf"] {
            let uid = String(file.prefix(1))
            let summary = try importText(vcard("UID:\(uid)", "FN:Ada \(uid)", "TEL:555-01\(uid.utf8.first!)"), into: book,
                                         name: file)
            #expect(summary.added == 0 && summary.conflicts == 0 && summary.unchanged == 1)
        }
    }
}
