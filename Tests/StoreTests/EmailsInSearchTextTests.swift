import Contacts
@testable import Reading
import Testing
import TestSupport
@testable import Migrations
@testable import SQLite
@testable import Store

/// Every email in the search text (migration 0018): the ASCII ones in their
/// lowercase after the parts the text held, so a search no index serves
/// reads the text alone, and the trigram index has one document a contact.
@Suite("Emails in the search text")
struct EmailsInSearchTextTests {
    /// Capitals in ASCII addresses, a non-ASCII one after an ASCII one,
    /// a name that is its own address (which the text holds once), an
    /// empty address, no email at all.
    private static let records = [
        SampleBook.record("a", "Ada King", "Ada", "King", organization: "Analytical Engines",
                          emails: [("work", "Ada.King@Engines.EXAMPLE")]),
        SampleBook.record("j", "José Núñez", "José", "Núñez",
                          emails: [("work", "QX@EXAMPLE.ORG"), ("home", "josé.núñez@exämple.org")]),
        SampleBook.record("b", "bob@x.example", "", "", emails: [("home", "Bob@X.example"), ("work", ""),
                                                                 ("other", "b.z@y.example")]),
        SampleBook.record("w", "王伟", "伟", "王", phones: [("home", "+86 10 6275 1234")]),
    ]

    /// The text a writer gave `record` before migration 0018: today's
    /// without its ASCII emails, which the text did not hold.
    private static func textBefore0018(_ record: ContactRecord) -> String {
        var record = record
        record.emails.removeAll { $0.address.utf8.allSatisfy { $0 < 0x80 } }
        return ContactKeys(record).searchText
    }

    @Test func theWriterPutsTheASCIIEmailsLastInTheirLowercase() {
        #expect(ContactKeys(Self.records[0]).searchText
                == "ada king\u{1}king ada\u{1}analytical engines\u{1}ada.king@engines.example")
        #expect(ContactKeys(Self.records[2]).searchText == "bob@x.example\u{1}b.z@y.example")
        #expect(ContactKeys(Self.records[3]).searchText == Self.textBefore0018(Self.records[3]))
        let jose = ContactKeys(Self.records[1]).searchText
        #expect(jose.hasPrefix(Self.textBefore0018(Self.records[1]) + "\u{1}"))
        #expect(jose.hasSuffix("\u{1}qx@example.org"))
    }

    /// A book at 0017 with its search index built, the email documents and
    /// their triggers among it, gets the texts today's writer gives; the
    /// index is emptied and built again by the next search from them alone.
    @Test func migration18GivesAPopulatedBookTheTextsTheWriterWould() throws {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version < 18 }).migrate(db)
        let old = OldSchema.book(on: db)
        try OldSchema.seedingWithTodaysWriter(db) {
            let writer = try ContactWriter(old, now: 0)
            for record in Self.records {
                let id = try writer.insert(record)
                try db.execute("UPDATE contacts SET search_text = ? WHERE id = ?", Self.textBefore0018(record), id)
            }
        }
        // The index as the code of 0017 built it: a document a contact, under its id, kept by triggers.
        try db.execute("INSERT INTO search_index (rowid, text) SELECT id, search_text FROM contacts ORDER BY id")
        try db.execute("""
            CREATE TRIGGER search_index_contact_insert AFTER INSERT ON contacts BEGIN
                INSERT INTO search_index (rowid, text) VALUES (NEW.id, NEW.search_text);
            END
            """)
        // As 0014 built it: a document for each email (the contacts' ids shifted
        // left 24 bits, the emails' 1 + their position above), kept by triggers of their own.
        try db.execute("""
            CREATE TRIGGER search_index_email_insert AFTER INSERT ON emails BEGIN
                INSERT INTO search_index (rowid, text) VALUES ((NEW.contact_id << 24) + 1 + NEW.position, lower(NEW.address));
            END
            """)
        try db.execute("""
            INSERT INTO search_index (rowid, text)
            SELECT (contact_id << 24) + 1 + position, lower(address) FROM emails
            """)

        try SchemaMigrations.migrator.migrate(db)
        let stored = try db.prepare("SELECT uid, search_text FROM contacts ORDER BY id").map { ($0.text(0), $0.text(1)) }
        #expect(stored.map(\.0) == Self.records.map(\.uid))
        #expect(stored.map(\.1) == Self.records.map { ContactKeys($0).searchText })
        // The migrations' own triggers (0029), and the index filled from the new texts.
        #expect(try db.scalar("SELECT count(*) FROM sqlite_schema WHERE name LIKE 'search_index_contact_%' AND type = 'trigger'")
                == .integer(3))
        #expect(try searchIndexDifferences(db) == [])
        #expect(try db.scalar("SELECT count(*) FROM search_index WHERE search_index MATCH '\"example\"'") == .integer(3))
        #expect(try db.scalar("PRAGMA integrity_check") == .text("ok"))

        let book = OldSchema.book(on: db)
        for (text, uids) in [("qx", ["j"]), ("nunez@", ["j"]), ("b.z@", ["b"]), ("engines.ex", ["a"]), ("x@", ["j"]), ("@x.", ["b"]),
                            ("example", ["a", "j", "b"])] {
            let found = try book.reader.contactIDs(search: SearchTerm(text), starredOnly: false).map { id in
                try db.prepare("SELECT uid FROM contacts WHERE id = ?").first([id]) { $0.text(0) } ?? ""
            }
            #expect(Set(found) == Set(uids), "\(text)")
        }
        #expect(try searchIndexDifferences(db) == [])
    }

    /// An undo puts back a contact as its journal entry captured it; one
    /// captured before migration 0018 has a text without its ASCII emails,
    /// which is taken again.
    @Test func aContactPutBackFromAnEntryWithoutItsEmailsInItsTextGetsThem() throws {
        let book = try AddressBook.inMemory()
        let record = Self.records[1]
        let id = try ContactWriter(book, now: 0).insert(record)
        try book.database.execute("UPDATE contacts SET search_text = ? WHERE id = ?", Self.textBefore0018(record), id)
        let before0018 = try #require(try ContactSnapshot.capture(id, from: book.database))

        try book.database.execute("UPDATE contacts SET search_text = 'changed since' WHERE id = ?", id)
        var columns = ContactSnapshot.CurrentColumns()
        try book.transaction { try before0018.restore(in: book.database, columns: &columns) }
        #expect(try book.database.scalar("SELECT search_text FROM contacts WHERE id = ?", id)
                == .text(ContactKeys(record).searchText))
        #expect(try book.reader.contactIDs(search: SearchTerm("qx"), starredOnly: false) == [id])
    }
}
