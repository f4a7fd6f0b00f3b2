import Foundation
@testable import Reading
@testable import SQLite
@testable import Store
@testable import Exchange
import Testing
import TestSupport

/// Rows an older phonebook derived from cards this one reads differently
/// are re-read by the next import, once; an unchanged card's hash alone
/// would have kept them as they were.
@Suite("Re-reading stored cards after an upgrade")
struct CardRereadingTests {
    /// The soft break: the next line's leading blank is data.
    let softBreak = vcard("UID:joseph", "FN:Joseph", "NOTE;ENCODING=QUOTED-PRINTABLE:come=", " to the aid",
                          "TEL;TYPE=CELL:+1 555 0100")
    let plain = vcard("UID:ada", "FN:Ada Lovelace", "TEL:555-0005")

    /// A book as an older phonebook left it: the note read without the
    /// blank, an empty TEL stored as a number, and no revision marked.
    private func olderBook() throws -> AddressBook {
        let book = try AddressBook.inMemory()
        _ = try importText(softBreak + plain, into: book)
        try book.database.execute("UPDATE contacts SET note = 'cometo the aid' WHERE uid = 'joseph'")
        try book.database.execute("""
            INSERT INTO phone_numbers (contact_id, position, label, number, digits_reversed)
            SELECT id, 1, 'other', '', '' FROM contacts WHERE uid = 'ada'
            """)
        try book.database.execute("PRAGMA user_version = 0")
        return book
    }

    private func note(_ book: AddressBook, _ uid: String) throws -> SQLiteValue {
        try book.database.scalar("SELECT note FROM contacts WHERE uid = ?", uid)
    }

    @Test func theFirstImportAfterAnUpgradeRewritesWhatTheCardsNowSay() throws {
        let book = try olderBook()
        try book.database.execute("UPDATE contacts SET starred = 1 WHERE uid = 'joseph'")

        // Any import will do, even of a card that has nothing to do with them.
        let summary = try importText(vcard("UID:grace", "FN:Grace Hopper"), into: book, name: "other.vcf")
        #expect(summary.reread == 2)
        #expect(summary.added == 1)
        #expect(try note(book, "joseph") == .text("come to the aid"))
        #expect(try book.storedContacts().first { $0.uid == "ada" }?.phones
            == [StoredContact.Phone(label: "other", number: "555-0005")])
        // The star, the UID and the source stay; the card stays byte for byte.
        #expect(try book.database.scalar("SELECT starred FROM contacts WHERE uid = 'joseph'") == .integer(1))
        #expect(try book.rawCard(uid: "joseph") == Array(softBreak.utf8))
        #expect(try book.database.scalar("SELECT s.path FROM contacts c JOIN sources s ON s.id = c.source_id WHERE uid = 'joseph'")
            == .text("/sources/cards.vcf"))
        #expect(try book.cardReadingRevision() == CardRereading.revision)
    }

    @Test func itHappensOnceAndReimportingTheFileThenChangesNothing() throws {
        let book = try olderBook()
        #expect(try importText(softBreak + plain, into: book).reread == 2)
        let again = try importText(softBreak + plain, into: book)
        #expect(again.reread == 0 && again.unchanged == 2 && again.updated == 0)
    }

    @Test func rowsAlreadyReadThisWayAreLeftAlone() throws {
        let book = try AddressBook.inMemory()
        _ = try importText(softBreak + plain, into: book)
        #expect(try book.cardReadingRevision() == CardRereading.revision)
        // A row this revision wrote is not second-guessed: nothing is re-read.
        try book.database.execute("UPDATE contacts SET note = 'kept as stored' WHERE uid = 'joseph'")
        #expect(try importText(plain, into: book).reread == 0)
        #expect(try note(book, "joseph") == .text("kept as stored"))
    }

    /// Keys written before control characters and bidi overrides folded
    /// out still hold them; the next import rewrites those contacts, and a
    /// search by the letters a person reads finds them.
    @Test func keysThatHeldHiddenCharactersAreRewrittenOnce() throws {
        let book = try AddressBook.inMemory()
        let hidden = vcard("UID:hidden", "FN;ENCODING=QUOTED-PRINTABLE:Jo=E2=80=AEhn Sm=1Bith", "TEL:555-0199")
        _ = try importText(hidden + plain, into: book)
        #expect(try book.database.scalar("SELECT search_text LIKE '%john smith%' FROM contacts WHERE uid = 'hidden'") == .integer(1))
        // As revision 3 left it: the override and the escape inside the keys.
        try book.database.execute("""
            UPDATE contacts SET search_text = replace(search_text, 'john smith', 'jo' || char(0x202E) || 'hn sm' || char(27) || 'ith'),
                sort_key_family = 'sm' || char(27) || 'ith' WHERE uid = 'hidden'
            """)
        try book.database.execute("PRAGMA user_version = 3")
        let summary = try importText(vcard("UID:grace", "FN:Grace Hopper"), into: book, name: "other.vcf")
        #expect(summary.reread == 1)
        #expect(try book.database.scalar("SELECT search_text LIKE '%john smith%' FROM contacts WHERE uid = 'hidden'") == .integer(1))
        #expect(try book.database.scalar("SELECT instr(sort_key_family, char(27)) FROM contacts WHERE uid = 'hidden'") == .integer(0))
        #expect(try importText(vcard("UID:grace", "FN:Grace Hopper"), into: book, name: "other.vcf").reread == 0)
    }

    /// Search texts written before revision 5 hold neither nicknames nor
    /// the rest of the card: the next import writes each contact's texts
    /// again, and nothing else of it, outside the journal and the count.
    @Test func searchTextsWrittenBeforeTheWholeCardAreTakenAgainOnce() throws {
        let book = try AddressBook.inMemory()
        let bob = vcard("UID:bob", "FN:Bob Jones", "N:Jones;Bob;;;", "NICKNAME:Bobby", "TITLE:Baker",
                        "ADR:;;12 Smith Street;Springfield;;;", "NOTE:rye\\nsourdough", "CATEGORIES:Choir",
                        "EMAIL:bob@example.org")
        _ = try importText(bob + plain, into: book)
        // As revision 4 left them: the display name, the organization and the emails alone, no details.
        try book.database.execute("UPDATE contacts SET search_text = 'bob jones' || char(1) || 'bob@example.org', search_details = '' WHERE uid = 'bob'")
        try book.database.execute("UPDATE contacts SET search_text = 'ada lovelace', search_details = '' WHERE uid = 'ada'")
        try book.database.execute("PRAGMA user_version = 4")
        let before = try book.database.scalar("SELECT updated_at || ' ' || card FROM contacts WHERE uid = 'bob'")
        let found = { (text: String, scope: SearchTerm.Scope) in
            try book.reader.contactIDs(search: SearchTerm(text, scope: scope), starredOnly: false).count
        }
        #expect(try found("springfield", .wholeCard) == 0 && found("bobby", .names) == 0)

        let summary = try importText(vcard("UID:grace", "FN:Grace Hopper"), into: book, name: "other.vcf")
        #expect(summary.reread == 0, "a search text taken again is no change of the contact")
        #expect(try book.cardReadingRevision() == CardRereading.revision)
        for text in ["springfield", "smith street", "sourdough", "baker", "choir", "bobby", "jones bob"] {
            #expect(try found(text, .wholeCard) == 1, "\(text)")
        }
        #expect(try found("bobby", .names) == 1 && found("jones bob", .names) == 1)
        #expect(try found("springfield", .names) == 0 && found("sourdough", .names) == 0)
        #expect(try book.database.scalar("SELECT updated_at || ' ' || card FROM contacts WHERE uid = 'bob'") == before)
        // Undoing the import takes back Grace, not the texts.
        _ = try book.undo()
        #expect(try found("springfield", .wholeCard) == 1)
        #expect(try importText(vcard("UID:grace", "FN:Grace Hopper"), into: book, name: "other.vcf").reread == 0)
    }

    @Test func aDryRunAndARefusedStrictImportReReadNothing() throws {
        let book = try olderBook()
        _ = try importText(plain, into: book, options: ImportOptions(dryRun: true))
        let refused = try importText(plain + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Broken\r\n", into: book,
                                     options: ImportOptions(strict: true))
        #expect(!refused.committed)
        #expect(try note(book, "joseph") == .text("cometo the aid"))
        #expect(try book.cardReadingRevision() == 0)
    }
}
