import Foundation
@testable import SQLite
@testable import Store
@testable import Exchange
import Testing
import TestSupport
import Migrations
import VCard

@Suite("The three-way rule")
struct ThreeWayChangeTests {
    @Test func eachCase() {
        #expect(ThreeWayChange(base: 1, local: 2, incoming: 2) == .unchanged, "the same version on both sides")
        #expect(ThreeWayChange(base: nil, local: 2, incoming: 2) == .unchanged)
        #expect(ThreeWayChange(base: 1, local: 2, incoming: 1) == .keepLocal, "only this side changed")
        #expect(ThreeWayChange(base: 1, local: 1, incoming: 3) == .takeIncoming, "only the source changed")
        #expect(ThreeWayChange(base: 1, local: 2, incoming: 3) == .conflict, "both changed, differently")
        #expect(ThreeWayChange(base: nil, local: 2, incoming: 3) == .takeIncoming, "nothing taken from it before")
    }
}

@Suite("Re-importing keeps local edits")
struct ThreeWayImportTests {
    let ada = vcard("UID:ada-1", "FN:Ada Lovelace", "TEL;TYPE=CELL:555-0005")
    let adaEditedHere = vcard("UID:ada-1", "FN:Ada Lovelace", "TEL;TYPE=CELL:555-0999")
    let adaChangedInFile = vcard("UID:ada-1", "FN:Ada King", "TEL;TYPE=CELL:555-0005")
    let grace = vcard("UID:grace-1", "FN:Grace Hopper", "TEL;TYPE=WORK:555-0006")

    @Test func anUnchangedFileLeavesTheEditStanding() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(ada + grace, into: book)
        try book.edit(uid: "ada-1", to: adaEditedHere)
        let before = try book.dataVersionProbe()
        let again = try importText(ada + grace, into: book)
        #expect((again.added, again.updated, again.unchanged, again.conflicts) == (0, 0, 2, 0))
        #expect(try book.rawCard(uid: "ada-1") == Array(adaEditedHere.utf8))
        #expect(try book.dataVersionProbe() == before, "nothing to write")
        #expect(!again.isPartial)
    }

    @Test func aCardChangedOnlyInTheFileUpdatesTheContactAndBecomesTheBase() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(ada, into: book)
        let summary = try importText(adaChangedInFile, into: book)
        #expect((summary.updated, summary.conflicts) == (1, 0))
        #expect(try book.storedContacts()[0].name == "Ada King")
        #expect(try book.importedHash(uid: "ada-1") == hash(adaChangedInFile))
        // Edited after that, the contact keeps its edit against the new base.
        try book.edit(uid: "ada-1", to: adaEditedHere)
        #expect(try importText(adaChangedInFile, into: book).unchanged == 1)
        #expect(try book.rawCard(uid: "ada-1") == Array(adaEditedHere.utf8))
    }

    @Test func aCardChangedHereAndInTheFileIsAConflictAndKeepsTheEdit() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(grace + ada, into: book)
        try book.edit(uid: "ada-1", to: adaEditedHere)
        let summary = try importText(grace + adaChangedInFile, into: book)
        #expect((summary.added, summary.updated, summary.unchanged, summary.conflicts) == (0, 0, 1, 1))
        #expect(summary.problems.map(\.description) == [
            "cards.vcf:7: conflict: Ada King: changed here and in the file since the last import; "
                + "kept your edit (import --overwrite takes the file's)",
        ])
        #expect(summary.isPartial, "exit status 2")
        #expect(summary.line(pruning: false) == "0 added, 0 updated, 1 unchanged, 1 conflict, 0 skipped")
        #expect(try book.rawCard(uid: "ada-1") == Array(adaEditedHere.utf8))
        #expect(try book.importedHash(uid: "ada-1") == hash(ada), "the base stays: the conflict stands")
        #expect(try importText(grace + adaChangedInFile, into: book).conflicts == 1, "reported again until resolved")
    }

    @Test func overwriteTakesTheFilesSide() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(ada, into: book)
        try book.edit(uid: "ada-1", to: adaEditedHere)
        let summary = try importText(adaChangedInFile, into: book, options: ImportOptions(overwrite: true))
        #expect((summary.updated, summary.conflicts) == (1, 0))
        #expect(summary.problems.isEmpty)
        #expect(try book.rawCard(uid: "ada-1") == Array(adaChangedInFile.utf8))
        #expect(try book.importedHash(uid: "ada-1") == hash(adaChangedInFile))
        #expect(try importText(adaChangedInFile, into: book).unchanged == 1)
    }

    @Test func withoutABaseTheFilesChangedCardUpdatesAndIsRemembered() throws {
        let book = try AddressBook.inMemory()
        // Made here (no source, so no base), then found in a file with other content.
        let raw = Array(ada.utf8)
        let record = ContactRecord(uid: "ada-1", source: nil, displayName: "Ada Lovelace", card: raw,
                                   contentHash: hash(ada))
        try book.transaction { _ = try ContactWriter(book, now: 1).insert(record) }
        #expect(try book.importedHash(uid: "ada-1") == nil)
        let summary = try importText(adaChangedInFile, into: book)
        #expect((summary.updated, summary.conflicts) == (1, 0))
        #expect(try book.importedHash(uid: "ada-1") == hash(adaChangedInFile))
    }

    @Test func aContactFirstSeenFromAnotherSourceTakesItsCardAndKeepsTheFirstSourcesBase() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(ada, into: book, name: "a.vcf")
        try book.edit(uid: "ada-1", to: adaEditedHere)
        let summary = try importText(adaChangedInFile, into: book, name: "b.vcf")
        #expect((summary.updated, summary.conflicts) == (1, 0), "no base for b.vcf: today's behaviour")
        #expect(try book.rawCard(uid: "ada-1") == Array(adaChangedInFile.utf8))
        #expect(try book.database.scalar("""
            SELECT b.card_hash FROM import_bases b JOIN sources s ON s.id = b.source_id WHERE s.path = '/sources/a.vcf'
            """) == .integer(hash(ada)))
        // a.vcf unchanged since its import: the contact stays as b.vcf made it.
        #expect(try importText(ada, into: book, name: "a.vcf").unchanged == 1)
        #expect(try book.rawCard(uid: "ada-1") == Array(adaChangedInFile.utf8))
    }

    @Test func theSameCardOnBothSidesIsUnchangedAndBecomesTheBase() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(ada, into: book)
        try book.edit(uid: "ada-1", to: adaEditedHere)
        let summary = try importText(adaEditedHere, into: book)
        #expect((summary.updated, summary.unchanged, summary.conflicts) == (0, 1, 0))
        #expect(try book.importedHash(uid: "ada-1") == hash(adaEditedHere))
        // So the file's next change is the file's only: it updates.
        #expect(try importText(adaChangedInFile, into: book).updated == 1)
    }

    @Test func aUIDLessCardImportedEditedAndImportedAgainIsOneContactWithTheEditKept() throws {
        let book = try AddressBook.inMemory()
        let anonymous = vcard("FN:No Uid", "TEL:555-0199")
        _ = try importText(anonymous, into: book)
        let key = try book.storedContacts()[0].uid
        #expect(key.hasPrefix("phonebook-content:"))
        let edited = vcard("UID:urn:uuid:0f6e3c1a-0000-4000-8000-000000000001", "FN:No Uid", "TEL:555-0200")
        try book.edit(uid: key, to: edited, newUID: "urn:uuid:0f6e3c1a-0000-4000-8000-000000000001")

        let again = try importText(anonymous, into: book)
        #expect((again.added, again.updated, again.unchanged, again.conflicts) == (0, 0, 1, 0))
        let stored = try book.storedContacts()
        #expect(stored.map(\.uid) == ["urn:uuid:0f6e3c1a-0000-4000-8000-000000000001"])
        #expect(stored[0].phones.map(\.number) == ["555-0200"])
        // The same card from another file names the same contact, with the same base.
        #expect(try importText(anonymous, into: book, name: "copy.vcf").unchanged == 1)
        #expect(try book.storedContacts().count == 1)
        #expect(try book.rawCard(uid: "urn:uuid:0f6e3c1a-0000-4000-8000-000000000001") == Array(edited.utf8))
    }

    @Test func twoSourcesWithOneUIDDoNotOverwriteEachOtherOnAlternateImports() throws {
        let book = try AddressBook.inMemory()
        let fromPhone = vcard("UID:ada-1", "FN:Ada Lovelace", "TEL;TYPE=CELL:555-0005")
        let fromLaptop = vcard("UID:ada-1", "FN:Ada Lovelace", "TEL;TYPE=CELL:555-0005", "EMAIL:ada@example.org")
        #expect(try importText(fromPhone, into: book, name: "phone.vcf").added == 1)
        #expect(try importText(fromLaptop, into: book, name: "laptop.vcf").updated == 1)
        for _ in 0..<2 {
            let phone = try importText(fromPhone, into: book, name: "phone.vcf")
            #expect((phone.updated, phone.unchanged, phone.conflicts) == (0, 1, 0))
            let laptop = try importText(fromLaptop, into: book, name: "laptop.vcf")
            #expect((laptop.updated, laptop.unchanged, laptop.conflicts) == (0, 1, 0))
            #expect(try book.rawCard(uid: "ada-1") == Array(fromLaptop.utf8))
        }
    }

    @Test func aDryRunReportsTheConflictAndWritesNothing() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(ada, into: book)
        try book.edit(uid: "ada-1", to: adaEditedHere)
        let before = try book.dataVersionProbe()
        let summary = try importText(adaChangedInFile, into: book, options: ImportOptions(dryRun: true))
        #expect(summary.conflicts == 1)
        #expect(summary.conflicted.map(\.line) == [1])
        #expect(summary.changes?.updated == [], "a conflict is no update")
        #expect(!summary.committed)
        #expect(try book.dataVersionProbe() == before)
    }

    @Test func pruningARemovedContactTakesItsImportMemoryWithIt() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(vcard("FN:No Uid", "TEL:555-0199"), into: book, name: "a.vcf")
        let key = try book.storedContacts()[0].uid
        try book.edit(uid: key, to: vcard("UID:u-1", "FN:No Uid"), newUID: "u-1")
        _ = try importText(vcard("UID:u-1", "FN:No Uid", "TEL:1"), into: book, name: "b.vcf")
        #expect(try book.database.scalar("SELECT count(*) FROM import_bases") == .integer(1))
        #expect(try book.database.scalar("SELECT count(*) FROM former_keys") == .integer(1))
        let pruned = try importText(grace, into: book, name: "b.vcf", options: ImportOptions(prune: true))
        #expect(pruned.removed == 1)
        #expect(try book.database.scalar("SELECT count(*) FROM import_bases") == .integer(0))
        #expect(try book.database.scalar("SELECT count(*) FROM former_keys") == .integer(0))
    }

    @Test func aBookFromBeforeImportMemoryGetsEachImportedCardAsItsBase() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("p.sqlite3").path
            // A book as version 6 of the schema left it, with one imported contact.
            do {
                let old = try Database(path: path)
                try Migrator(migrations: SchemaMigrations.all.filter { $0.version <= 6 }).migrate(old)
                try old.execute("INSERT INTO sources (id, path) VALUES (1, '/sources/cards.vcf')")
                try old.execute("""
                    INSERT INTO contacts (id, uid, source_id, display_name, sort_key_family, sort_key_given, card,
                                          content_hash, created_at, updated_at)
                    VALUES (1, 'ada-1', 1, 'Ada Lovelace', 'Llovelace', 'Aada', ?, ?, 0, 0),
                           (2, 'made-here', NULL, 'Bo', 'Bbo', 'Bbo', 'card', 7, 0, 0)
                    """, ada, hash(ada))
            }
            let book = try AddressBook.open(at: path)
            #expect(try book.importedHash(uid: "ada-1") == hash(ada))
            #expect(try book.importedHash(uid: "made-here") == nil)
            try book.edit(uid: "ada-1", to: adaEditedHere)
            #expect(try importText(adaChangedInFile, into: book).conflicts == 1)
            #expect(try importText(ada, into: book).unchanged == 1)
            #expect(try book.rawCard(uid: "ada-1") == Array(adaEditedHere.utf8))
        }
    }
}

private func hash(_ text: String) -> Int64 {
    Array(text.utf8).withUnsafeBytes { CardText.canonicalHash($0) }
}

extension AddressBook {
    /// An edit made here, written as the edit path writes one: the card, its
    /// hash and rows replaced, its source and base kept; a UID-less card
    /// given `newUID`.
    func edit(uid: String, to text: String, newUID: String? = nil) throws {
        let raw = Array(text.utf8)
        var problems: [VCardProblem] = []
        let card = raw.withUnsafeBytes { VCardParser.parse($0, keeping: .fieldsOnly, problems: &problems) }
        let record = CardMapping.record(from: card, uid: newUID ?? uid, raw: raw, hash: hash(text), source: nil)
        guard case let .integer(id) = try database.scalar("SELECT id FROM contacts WHERE uid = ?", uid) else {
            Issue.record("no contact \(uid)")
            return
        }
        try transaction {
            try ContactWriter(self, now: 2).update(id: id, with: record)
            if let newUID { try database.execute("UPDATE contacts SET uid = ? WHERE id = ?", newUID, id) }
        }
    }

    func importedHash(uid: String) throws -> Int64? {
        guard case let .integer(hash) = try database.scalar("SELECT imported_hash FROM contacts WHERE uid = ?", uid)
        else { return nil }
        return hash
    }
}
