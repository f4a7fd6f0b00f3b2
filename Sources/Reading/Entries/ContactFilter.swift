import SQLite
import Store

/// Which contacts a query's reads keep, as SQL conditions every read
/// shares (a page, the counts, what remains, a mail query): the search's
/// (by the letter it asks, or the matches it found), the starred, a group's
/// members, one book. A condition tests a row that has a contact's `id`,
/// `letters` and `book_id`: the contact's own or its listing rows'.
struct ContactFilter {
    /// How the search's contacts are told apart.
    enum Search {
        case none
        /// A search of one letter or digit: the contacts with its bit (`SearchLetters`).
        case letter(Int64)
        /// The connection's table of the search's matches (`SearchMatches`).
        case matches
        /// The search itself, tested on every contact: where no temporary table can be written.
        case scan(SearchTerm)
    }

    let search: Search
    let starredOnly: Bool
    let group: GroupMembers?
    let book: BookID?
    /// The contacts' sort-key column of the query's order.
    let sortColumn: String

    /// Whether it keeps contacts only their rows tell (the starred, a
    /// group's members): few, each found by its own index.
    var choosesContacts: Bool { starredOnly || group != nil }

    init(_ query: EntryQuery, search: Search) {
        self.search = search
        starredOnly = query.starredOnly
        group = query.group
        book = query.book
        sortColumn = ContactSQL.sortColumn(query.sortOrder)
    }

    /// " AND …" conditions on the contact `alias`, with their values.
    func conditions(on alias: String) -> (text: String, values: [SQLiteValue]) {
        var text = "", values: [SQLiteValue] = []
        if starredOnly { text += " AND \(alias).starred = 1" }
        if let group = group?.contactsSQL {
            text += " AND \(alias).id IN " + group.text
            values += group.values
        }
        if let book {
            // The starred, a group's members and a search's matches are found
            // first (their own indexes, the table of matches) and tested for
            // the book one by one: "+" keeps SQLite from walking the whole
            // book's index instead, testing each contact for them.
            text += choosesContacts || usesMatches ? " AND +\(alias).book_id = ?" : " AND \(alias).book_id = ?"
            values.append(.integer(book))
        }
        switch search {
        case .none:
            break
        case .letter(let bit):
            text += " AND \(alias).letters & ? != 0"
            values.append(.integer(bit))
        case .matches:
            text += " AND \(alias).id IN \(SearchMatches.ids)"
        case .scan(let term):
            let found = SearchMatches.contacts(finding: term)
            text += " AND \(alias).id IN (\(found.text))"
            values += found.values
        }
        return (text, values)
    }

    /// The conditions on a listing row `l`. The starred and a group's
    /// members are told by their contacts' rows: those are chosen first
    /// (few, by their own indexes), and their listing rows sought by key,
    /// where testing every listing row for them would read the whole listing.
    var onListing: (text: String, values: [SQLiteValue]) {
        guard choosesContacts else { return conditions(on: "l") }
        let chosen = conditions(on: "c")
        return (" AND (l.sort_key, l.id) IN (SELECT c.\(sortColumn), c.id FROM contacts c WHERE 1\(chosen.text))",
                chosen.values)
    }

    /// Whether it keeps every contact of its book, or of every book.
    var keepsWholeBooks: Bool {
        if case .none = search { return !choosesContacts }
        return false
    }

    /// Whether it keeps every contact of every book.
    var keepsEveryone: Bool { keepsWholeBooks && book == nil }

    /// The bit of a search of one letter, when nothing but the book narrows it.
    var onlyLetter: Int64? {
        guard case .letter(let bit) = search, !choosesContacts else { return nil }
        return bit
    }

    /// Whether it keeps the search's matches and nothing narrower.
    var isOnlyMatches: Bool { usesMatches && !choosesContacts && book == nil }

    /// Whether the search's contacts are those of its table of matches.
    private var usesMatches: Bool {
        if case .matches = search { return true }
        return false
    }
}
