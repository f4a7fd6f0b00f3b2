import Testing
import TestSupport
@testable import SQLite
@testable import Store

/// The journal itself: its bounds, the ids it reserves, its snapshots, and
/// that a change and its entry land together or not at all.
@Suite("The journal")
struct JournalTests {
    private func record(_ uid: String, _ name: String) -> ContactRecord {
        SampleBook.record(uid, name, name, "", phones: [("mobile", "555-\(uid.count)")])
    }

    @Test func theJournalKeepsAtMostHistoryEntriesChanges() throws {
        let book = try AddressBook.inMemory()
        try book.setSetting(.historyEntries, "3")
        for index in 1...5 { _ = try book.add(record("c\(index)", "Contact \(index)")) }
        #expect(try book.history().map(\.summary) == ["add Contact 5", "add Contact 4", "add Contact 3"])
        #expect(try book.database.scalar("SELECT count(*) FROM journal_created") == .integer(3),
                "a forgotten entry's rows go with it")
    }

    @Test func entriesOlderThanHistoryDaysAreForgottenWhenANewOneIsWritten() throws {
        let book = try AddressBook.inMemory()
        try book.setSetting(.historyDays, "5")
        var now: Int64 = 1_700_000_000
        book.clock = { now }
        let ada = try book.add(record("ada", "Ada"))
        now += 4 * 86_400
        try book.setStarred(true, contact: ada)
        #expect(try book.history().count == 2, "four days old is within five")
        now += 2 * 86_400
        try book.setStarred(false, contact: ada)
        #expect(try book.history().map(\.summary) == ["unstar Ada", "star Ada"], "the six-day-old add is forgotten")
        #expect(try book.history().map(\.madeAt) == [now, now - 2 * 86_400])
    }

    @Test func aRemovedContactsIDIsNotGivenAgainWhileTheJournalRemembersIt() throws {
        let book = try AddressBook.inMemory()
        _ = try book.add(record("ada", "Ada"))
        let newest = try book.add(record("bob", "Bob"))
        try book.remove([newest])
        let next = try book.add(record("cy", "Cy"))
        #expect(next == newest + 1)
        try book.undo()  // the add of Cy
        try book.undo()  // the removal of Bob: he comes back under his own id
        #expect(try book.contactDetail(newest)?.uid == "bob")
    }

    @Test func aSnapshotKeepsEveryValueWithItsStorageClassAndExactBytes() throws {
        let book = try AddressBook.inMemory()
        var latin1 = record("latin", "Ren")
        latin1.source = nil
        latin1.card = Array("BEGIN:VCARD\r\nFN:Ren".utf8) + [0xE9, 0xFF] + Array("\r\nEND:VCARD\r\n".utf8)
        let id = try book.add(latin1)
        let snapshot = try #require(try ContactSnapshot.capture(id, from: book.database))
        let decoded = try ContactSnapshot(contactID: id, decoding: snapshot.encoded())
        #expect(decoded == snapshot)
        let own = try #require(snapshot.tables.first)
        let card = try #require(own.columns.firstIndex(of: "card"))
        #expect(own.rows.first?[card] == .text(latin1.card), "the card's bytes, not UTF-8 repaired")
        #expect(own.rows.first?[own.columns.firstIndex(of: "source_id") ?? 0] == .null)
        #expect(snapshot.tables.map(\.table) == ["contacts", "phone_numbers", "emails", "contact_categories", "group_members",
                                                 "import_bases", "former_keys"])
        #expect(snapshot.tables[1].rows.count == 1)
        #expect(throws: JournalDamaged.self) { try ContactSnapshot(contactID: id, decoding: Array(snapshot.encoded().dropLast())) }
        #expect(try ContactSnapshot.capture(id + 1, from: book.database) == nil)
    }

    @Test func aChangeWhoseEntryCannotBeWrittenChangesNothing() throws {
        let book = try AddressBook.inMemory()
        let ada = try book.add(record("ada", "Ada"))
        let before = try book.history()
        // A failure after the contact rows are written, while the entry is: the whole change rolls back.
        try book.database.execute("""
            CREATE TEMP TRIGGER refuse_entries BEFORE INSERT ON journal_created
            BEGIN SELECT RAISE(ABORT, 'injected failure'); END
            """)
        #expect(throws: StoreError.self) { _ = try book.add(record("bob", "Bob")) }
        try book.database.execute("DROP TRIGGER refuse_entries")
        try book.database.execute("""
            CREATE TEMP TRIGGER refuse_entries BEFORE UPDATE OF summary ON journal
            BEGIN SELECT RAISE(ABORT, 'injected failure'); END
            """)
        #expect(throws: StoreError.self) { try book.remove([ada]) }
        #expect(try book.contactCount() == 1)
        #expect(try book.history() == before)
        try book.database.execute("DROP TRIGGER refuse_entries")
        // And an undo that cannot mark its entry undone puts nothing back.
        try book.remove([ada])
        try book.database.execute("""
            CREATE TEMP TRIGGER refuse_undo BEFORE UPDATE OF undone_at ON journal
            BEGIN SELECT RAISE(ABORT, 'injected failure'); END
            """)
        #expect(throws: StoreError.self) { try book.undo() }
        #expect(try book.contactCount() == 0)
        #expect(try book.history().first?.isUndone == false)
    }

    @Test func historyOfOneContactListsTheEntriesThatTouchedIt() throws {
        let book = try AddressBook.inMemory()
        let ada = try book.add(record("ada", "Ada"))
        let bob = try book.add(record("bob", "Bob"))
        try book.setStarred(true, contact: bob)
        try book.remove([ada, bob])
        #expect(try book.history(contact: ada).map(\.summary) == ["remove 2 contacts: Ada, Bob", "add Ada"])
        #expect(try book.history(contact: bob, limit: 2).map(\.summary) == ["remove 2 contacts: Ada, Bob", "star Bob"])
    }

    @Test func theHistorySettingsTakeWholeNumbersInRange() throws {
        let book = try AddressBook.inMemory()
        #expect(try book.appSettings().journalBounds == JournalBounds(days: 90, entries: 1000))
        #expect(throws: SettingError.invalidValue(key: .historyDays, value: "0")) { try book.setSetting(.historyDays, "0") }
        #expect(throws: SettingError.invalidValue(key: .historyEntries, value: "many")) {
            try book.setSetting(.historyEntries, "many")
        }
        try book.setSetting(.historyDays, "365")
        #expect(try book.setting(.historyDays) == "365")
    }
}
