import Store

/// A small fixed address book for list, show and lookup tests: accents that
/// sort among plain letters (one decomposed), a CJK name, a contact without any number, a
/// card named only by a number, and one starred contact.
public enum SampleBook {
    public static let contacts: [ContactRecord] = [
        record("ada", "Ada Lovelace", "Ada", "Lovelace", organization: "Analytical Engines",
               note: "First programmer", phones: [("mobile", "555-0005"), ("home", "+44 20 7946 0005")],
               emails: [("home", "ada@example.com")]),
        record("bjorn", "Björn Åkesson", "Björn", "Åkesson", phones: [("mobile", "+46 70 123 45 67")]),
        record("juliette", "Juliette Émile", "Juliette", "Émile", phones: [("work", "01 23 45 67 89")]),
        record("jose", "José Núñez", "José", "Núñez", phones: [("mobile", "+34 600 111 222")],
               emails: [("work", "jose@example.es")]),
        record("wang", "王伟", "伟", "王", phones: [("mobile", "138 0013 8000")]),
        record("grace", "Grace Hopper", "Grace", "Hopper", organization: "US Navy",
               emails: [("work", "grace@example.mil")]),
        record("number-only", "+1 555 0100", "", "", phones: [("other", "+1 555 0100")]),
        record("alan", "Alan Turing", "Alan", "Turing", phones: [("home", "555-0199"), ("work", "555-0142")]),
        record("anna", "Anna Andersson", "Anna", "Andersson", phones: [("mobile", "070-555 12 12")]),
        // Decomposed, as some clients write it: "e" then U+0308 COMBINING DIAERESIS.
        record("zoe", "Zoe\u{0308} Quist", "Zoe\u{0308}", "Quist", phones: [("home", "555-0177")]),
    ]

    /// The UIDs of the starred contacts.
    public static let starred = ["ada"]

    /// Writes the sample contacts into `book` and stars `starred`.
    public static func seed(_ book: AddressBook) throws {
        try book.transaction {
            let writer = try ContactWriter(book, now: 1_700_000_000)
            for contact in contacts {
                let id = try writer.insert(contact)
                if starred.contains(contact.uid) { try book.setStarred(true, contact: id) }
            }
        }
    }

    /// A contact record with a placeholder card.
    public static func record(_ uid: String, _ displayName: String, _ given: String, _ family: String,
                              organization: String = "", note: String = "",
                              phones: [(String, String)] = [], emails: [(String, String)] = []) -> ContactRecord {
        ContactRecord(uid: uid, source: "test", displayName: displayName, givenName: given, familyName: family,
                      organization: organization, note: note,
                      phones: phones.map { PhoneRecord(label: $0.0, number: $0.1) },
                      emails: emails.map { EmailRecord(label: $0.0, address: $0.1) },
                      card: Array("BEGIN:VCARD\r\nFN:\(displayName)\r\nEND:VCARD\r\n".utf8),
                      contentHash: Int64(uid.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
    }

    /// A group card (KIND:group) named `name` whose members are the contacts of UIDs `members`.
    public static func groupCard(_ uid: String, _ name: String, note: String = "", members: [String]) -> ContactRecord {
        var card = record(uid, name, "", "", note: note)
        (card.isGroup, card.members) = (true, members)
        return card
    }

    /// Two Ann Lees (one with an organization, one with emails only) and two
    /// Bob Lees (one with neither), in family order: the book that tells
    /// namesakes apart by a detail (`EntryQuery.distinguishesSharedNames`).
    public static func insertNamesakes(with writer: ContactWriter) throws {
        _ = try writer.insert(record("acme", "Ann Lee", "Ann", "Lee", organization: "Acme",
                                     phones: [("mobile", "555-0100"), ("work", "555-0101")]))
        _ = try writer.insert(record("home", "Ann Lee", "Ann", "Lee", phones: [("mobile", "555-0200")],
                                     emails: [("home", "ann@example.com"), ("work", "a@example.org")]))
        _ = try writer.insert(record("bob", "Bob Lee", "Bob", "Lee", organization: "Acme",
                                     phones: [("work", "555-0300")]))
        _ = try writer.insert(record("none", "Bob Lee", "Bob", "Lee"))
    }

    /// A book of the namesakes (`insertNamesakes`), and `more` contacts after them.
    public static func namesakes(_ more: [ContactRecord] = []) throws -> AddressBook {
        let book = try AddressBook.inMemory()
        try book.transaction {
            let writer = try ContactWriter(book, now: 0)
            try insertNamesakes(with: writer)
            for record in more { _ = try writer.insert(record) }
        }
        return book
    }

    /// `count` generated contacts with one to three numbers (every tenth
    /// has none) and every seventh starred: a book large enough for paging.
    public static func seedLarge(_ book: AddressBook, count: Int) throws {
        let given = ["Ada", "Émile", "Zoë", "José", "Anna", "伟", "Łukasz", "Grace"]
        let family = ["Åkesson", "Lovelace", "Núñez", "Zola", "王", "Müller", "O'Brien", "Turing", "Young"]
        try book.transaction {
            let writer = try ContactWriter(book, now: 1_700_000_000)
            for index in 0..<count {
                let first = given[index % given.count], last = family[(index / given.count) % family.count]
                let phones = (0..<(index % 10 == 0 ? 0 : 1 + index % 3)).map { ("mobile", "555-\(index)-\($0)") }
                let id = try writer.insert(record("large-\(index)", "\(first) \(last)", first, last, phones: phones))
                if index % 7 == 0 { try book.setStarred(true, contact: id) }
            }
        }
    }
}
