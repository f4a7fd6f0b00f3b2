import Foundation
import Testing
import TestSupport

/// A group kept as a card of its own (iCloud's, Nextcloud's and SabreDAV's
/// `X-ADDRESSBOOKSERVER-KIND:group`, vCard 4.0's `KIND:group`) is a group,
/// not a contact: no list, count, search, mail query, duplicate or CONTACT
/// argument meets it, while it stays a card of the book.
@Suite("Group cards are no contacts")
struct GroupCardTests {
    /// Two people, an Apple-style group of both (and of a UID nobody has,
    /// and of itself), a vCard 4.0 group of one, and a second group named
    /// as the first: "Zeta Team" would open a section Z of its own.
    static let cards = GroupCards.card("3.0", "UID:ada", "FN:Ada Lovelace", "N:Lovelace;Ada;;;", "TEL:+1 555 0100",
                                       "EMAIL:ada@example.com", "CATEGORIES:Friends,Work\\, Old")
        + GroupCards.card("3.0", "UID:grace", "FN:Grace Hopper", "N:Hopper;Grace;;;", "TEL:+1 555 0101")
        + GroupCards.appleGroup(uid: "zeta", name: "Zeta Team", members: ["ada", "grace", "nobody", "zeta"],
                                extra: ["EMAIL:team@example.com", "TEL:+1 555 0199"])
        + GroupCards.appleGroup(uid: "zeta-2", name: "Zeta Team", members: ["ada"])
        + GroupCards.card("4.0", "UID:chess", "KIND:group", "FN:Zeta Chess", "MEMBER:urn:uuid:grace")

    @Test func aGroupCardAppearsNowhereAsAPerson() throws {
        try withTemporaryDirectory { folder in
            let db = try GroupCards.book(Self.cards, in: folder)
            let listed = try phonebook("list", "--db", db, "--format", "plain")
            #expect(listed.status == 0)
            #expect(!listed.stdout.contains("Zeta") && !listed.stdout.contains("\nZ\t"), "\(listed.stdout)")
            #expect(listed.stdout.split(separator: "\n").filter { $0.contains("\tphone\t") }.count == 2)
            let json = try phonebook("list", "--db", db, "--format", "json")
            #expect(!json.stdout.contains("\"Z\""), "no section Z: \(json.stdout)")
            for search in ["zeta", "z", "ze", "team", "0199"] {
                let found = try phonebook("list", "--db", db, "--format", "plain", "--search", search)
                #expect(found.status == 1, "\(search): \(found.stdout)")
            }
            let mail = try phonebook("email", "--db", db, "--format", "mutt", "team")
            #expect(!mail.stdout.contains("team@example.com"), "\(mail.stdout)")
            #expect(try phonebook("lookup", "--db", db, "+1 555 0199").status == 1)
            for name in ["Zeta Team", "zeta", "Zeta Chess", "chess"] {
                let shown = try phonebook("show", "--db", db, name)
                #expect(shown.status != 0 && shown.stdout.isEmpty, "\(name): \(shown.stdout)")
            }
            let duplicates = try phonebook("duplicates", "--db", db, "--format", "plain")
            #expect(!duplicates.stdout.contains("Zeta"), "\(duplicates.stdout)")
            #expect(try phonebook("info", "--db", db).stdout.contains("contacts:       2\n"))
            // Still cards of the book, byte for byte.
            let exported = try phonebook("export", "--db", db)
            #expect(exported.stdout.contains("X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:nobody\r\n"))
            #expect(exported.stdout.contains("KIND:group\r\nFN:Zeta Chess\r\nMEMBER:urn:uuid:grace\r\n"))
        }
    }

    /// A book written before group cards were read (the schema before
    /// migration 0032, the group card's row a person's): its first open by
    /// this phonebook reads the cards again, and the group is a group.
    @Test func aBookOfTheOldShapeHoldingAGroupCardIsReadAgainAtItsFirstOpen() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("old.sqlite3").path
            try OldBook.write(at: db, cards: Self.cards)
            #expect(try OldBook.rows(db, "SELECT count(*) FROM contacts WHERE display_name LIKE 'Zeta%'") == "3")
            #expect(try OldBook.rows(db, "SELECT count(*) FROM phone_numbers WHERE number = '+1 555 0199'") == "1")

            let listed = try phonebook("list", "--db", db, "--format", "plain")
            #expect(listed.status == 0)
            #expect(listed.stderr == "phonebook: re-read the cards of 3 stored contacts, which this version reads "
                + "differently from the one that stored them; they now show what their cards say\n")
            #expect(!listed.stdout.contains("Zeta"), "\(listed.stdout)")
            for search in ["zeta", "z", "0199"] {
                #expect(try phonebook("list", "--db", db, "--search", search).status == 1, "\(search)")
            }
            #expect(!(try phonebook("email", "--db", db, "--format", "mutt", "team").stdout.contains("team@")))
            #expect(try phonebook("info", "--db", db).stdout.contains("contacts:       2\n"))
            // Once: the next command reads nothing again.
            #expect(try phonebook("list", "--db", db, "--format", "plain").stderr == "")
            #expect(try OldBook.rows(db, "SELECT member_uid FROM group_members ORDER BY group_id, position")
                == "ada grace nobody zeta ada grace")
            #expect(try OldBook.rows(db, "SELECT name FROM contact_categories ORDER BY position") == "Friends Work, Old")
        }
    }
}
