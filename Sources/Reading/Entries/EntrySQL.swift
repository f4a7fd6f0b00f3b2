import Contacts
import SQLite
import Store

/// The SQL text of an entry query, and the decoder of the rows it selects.
/// Only fixed fragments are spliced in (which sort column, which filters
/// apply); every value is bound.
struct EntrySQL {
    let sortColumn: String
    let select: String
    /// " AND …" clauses on the contact `c`: the section's key range, then the other filters.
    let filter: String
    let filterValues: [SQLiteValue]
    /// The filters other than the section's key range (starred, search).
    let otherFilters: String
    let otherValues: [SQLiteValue]
    /// The section's key range [low, high); nil for every section.
    let sectionRange: (low: String, high: String)?

    /// True when the search reads every contact (no index serves it): then
    /// one sequential scan of the table beats visiting it in index order.
    let scansContacts: Bool

    /// True when a page reads the listing table (see `Listing`): the whole
    /// book or a section in the orders the listing holds, unfiltered or
    /// limited to a search's many listed matches.
    let readsListing: Bool
    /// The listing read is limited to the search's listed matches.
    private let readsListedMatches: Bool
    /// The bit of a search of one letter or digit, which finds its
    /// contacts alone (`SearchLetters`): tested in each row a read walks,
    /// the listing's or the sort-key index's, with no table of matches.
    let letter: Int64?
    /// The entries are every listed match's, nothing narrower (no section,
    /// not only the starred): what the table of matches says alone.
    let selectsEveryMatch: Bool
    /// The only book read; nil for every book.
    let book: BookID?
    /// A page reads each entry's book too (`bookColumn`).
    let namesBooks: Bool

    /// The SQL of `query`; `matchesListed`: the search's contacts are the
    /// connection's table of matches (`SearchMatches`), filled once for the search;
    /// `listingServes`: the listing holds the query's orders (`Listing.serves`).
    /// A search of one letter or digit is never listed: its letter serves it.
    init(_ query: EntryQuery, matchesListed: Bool = false, listingServes: Bool = false) {
        sortColumn = query.sortOrder == .familyFirst ? "sort_key_family" : "sort_key_given"
        letter = query.search.flatMap(SearchLetters.only)
        book = query.book
        namesBooks = query.namesBooks
        let matchesListed = matchesListed && letter == nil
        scansContacts = query.search != nil && !matchesListed && letter == nil
        // The starred are few: they read the join. So do a search's matches, unless
        // they are listed and many (`AddressBook.searchMatchesAreMany`), or a letter's.
        readsListing = listingServes && !query.isNarrowed
            && (query.search == nil || matchesListed || letter != nil)
        readsListedMatches = readsListing && query.search != nil
        selectsEveryMatch = query.search != nil && (matchesListed || letter != nil)
            && !query.isNarrowed && query.section == nil
        // A search of the whole book reads every contact anyway: one sequential scan and a
        // sort of the matches beats visiting the table in index order (measured on 100k
        // contacts: 33 ms against 161 ms). Within one section, or for the starred, the
        // indexes narrow the rows first.
        let scan = scansContacts && query.section == nil && !query.isNarrowed ? " NOT INDEXED" : ""
        // When asked, the book as the listing's column 8, with no detail (the listing's 7).
        select = """
            SELECT \(ContactSQL.columns(sortColumn: sortColumn, displayOrder: query.displayOrder))\
            \(query.namesBooks ? ", NULL, c.book_id" : "")
            FROM contacts c\(scan) LEFT JOIN phone_numbers p ON p.contact_id = c.id WHERE 1
            """
        var filter = ""
        var values: [SQLiteValue] = []
        if query.starredOnly {
            filter += " AND c.starred = 1"
        }
        if let group = query.group?.contactsSQL {
            filter += " AND c.id IN " + group.text
            values += group.values
        }
        // A search's listed matches are of the book already (`SearchMatches`).
        // The starred, and a group's members, are read through their own
        // index, tested for the book one by one: "+" keeps SQLite from
        // walking the whole book's index instead (`list --format plain
        // --book` of a 100k book beside a 2k one: 262 ms against 104 for the
        // same list of every book).
        if let book = query.book, !(query.search != nil && matchesListed) {
            filter += query.isNarrowed ? " AND +c.book_id = ?" : " AND c.book_id = ?"
            values.append(.integer(book))
        }
        if let letter {
            filter += " AND c.letters & ? != 0"
            values.append(.integer(letter))
        } else if query.search != nil, matchesListed {
            // A lookup by key in a table already filled: a page, a count or a
            // section of the same search repeats no work of the search itself.
            // "+" keeps the id from driving the query: the read then walks the
            // sort-key index (a section's range, or from a page's key) and looks
            // each contact up in the matches, instead of seeking every match and
            // sorting those in range (`list --search thom` on 100k contacts, 27
            // sections: 276 M instructions against 293 M).
            filter += " AND " + Self.listedMatches(inKeyOrder: true)
        } else if let search = query.search {
            // One pass over each table builds the set of contacts it matches.
            let places = Self.searchPlaces(search)
            filter += " AND (" + places.text.condition
                + places.others.map { " OR c.id IN (\($0.contacts))" }.joined() + ")"
            values += places.text.values + places.others.map(\.value)
        }
        otherFilters = filter
        otherValues = values
        if let section = query.section {
            let (low, high) = Self.keyRange(ofSection: section)
            sectionRange = (low, high)
            self.filter = " AND c.\(sortColumn) >= ? AND c.\(sortColumn) < ?" + filter
            filterValues = [.text(low), .text(high)] + values
        } else {
            sectionRange = nil
            // The whole book from its start: the matches are few beside it, so
            // seeking each and sorting them beats walking the whole index.
            // Every contact otherwise, in the sections' range of keys, which
            // leaves the group cards out (none is starred, or found by a search).
            self.filter = query.search != nil && matchesListed && query.group == nil
                ? (query.starredOnly ? " AND c.starred = 1" : "") + " AND " + Self.listedMatches(inKeyOrder: false)
                : query.search == nil && !query.isNarrowed ? " AND " + ContactSQL.personKey("c.\(sortColumn)") + filter
                : filter
            filterValues = values
        }
    }

    /// Where a search without the index looks, each with the values it asks
    /// for: the contact's own search texts its scope looks at (a condition
    /// on `c`; the names' text holds its emails, migration 0018), then,
    /// when the search has digits, a SELECT of the contact ids whose
    /// numbers hold them. A filter asks for any of them; `SearchMatches`
    /// fills its table from each in turn.
    ///
    /// The names' condition tests the letters the text needs first
    /// (`SearchLetters`, the names' letters): most contacts lack one of two
    /// letters, and the integer is cheaper to test. Then `contains` (the
    /// connection's, see `Database`), not `instr`.
    static func searchPlaces(_ search: SearchTerm)
        -> (text: (condition: String, values: [SQLiteValue]), others: [(contacts: String, value: SQLiteValue)]) {
        let others = numbersHolding(search.digits).map { [$0] } ?? []
        let term = SQLiteValue.text(search.folded)
        var (condition, values) = ("contains(c.search_text, ?)", [term])
        let letters = SearchLetters.required(search.folded)
        if letters != 0 {
            condition = "c.letters & ? = ? AND " + condition
            values = [.integer(letters), .integer(letters)] + values
        }
        if search.looksAtDetails {
            condition = "(\(condition) OR contains(c.search_details, ?))"
            values.append(term)
        }
        return ((condition, values), others)
    }

    /// The contacts with a number holding `digits` (nil when there are
    /// none), a SELECT of contact ids: the search index does not hold the
    /// numbers, so an indexed search asks for them this way too.
    static func numbersHolding(_ digits: String) -> (contacts: String, value: SQLiteValue)? {
        guard !digits.isEmpty else { return nil }
        return ("SELECT contact_id FROM phone_numbers WHERE contains(digits_reversed, ?)", .text(String(digits.reversed())))
    }

    /// The contact `c` is among the listed matches (`SearchMatches`); read
    /// in key order, by a lookup of each contact the sort-key index gives.
    static func listedMatches(inKeyOrder: Bool) -> String {
        "\(inKeyOrder ? "+" : "")c.id IN \(SearchMatches.ids)"
    }

    /// A page's statement: up to `limit` entries from `key` (or from the
    /// start, or the end when reading backwards), nearest the key first.
    func page(beyond key: EntryKey?, forward: Bool, limit: Int) -> (text: String, values: [SQLiteValue]) {
        if readsListing { return listingPage(beyond: key, forward: forward, limit: limit) }
        let (filter, values) = filter(beyond: key, forward: forward)
        let order = forward ? "" : " DESC"
        return (select + filter + " ORDER BY c.\(sortColumn)\(order), c.id\(order), p.position\(order) LIMIT ?",
                values + [.integer(Int64(limit))])
    }

    /// The filters, with the entries limited to those strictly after `key`
    /// in list order (`forward`) or strictly before it, when there is a key.
    ///
    /// The sort key's own range starts (or ends) at the key, so SQLite seeks
    /// the (sort key, id) index there and reads only the page: with the
    /// section's range alone plus a row value, it read the section from its
    /// far end up to the key (measured on 100k contacts, a page near the end
    /// of a section of 8,632: 0.99 ms against 0.11 ms). The row value then
    /// settles the key's own sort key by id, and the number position.
    func filter(beyond key: EntryKey?, forward: Bool) -> (text: String, values: [SQLiteValue]) {
        guard let key else { return (filter, filterValues) }
        let column = "c.\(sortColumn)"
        var text = "", values: [SQLiteValue] = []
        if let range = sectionRange {
            text += forward ? " AND \(column) >= ? AND \(column) < ?" : " AND \(column) >= ? AND \(column) <= ?"
            values += forward ? [.text(key.sortKey), .text(range.high)] : [.text(range.low), .text(key.sortKey)]
        } else {
            text += forward ? " AND \(column) >= ?" : " AND \(ContactSQL.personKey(column)) AND \(column) <= ?"
            values.append(.text(key.sortKey))
        }
        text += otherFilters
        values += otherValues
        let (outer, strict, position) = forward ? (">=", ">", ">") : ("<=", "<", "<")
        // A contact without a number has a NULL position, so only its own key selects it.
        text += " AND (\(column), c.id) \(outer) (?, ?) AND ((\(column), c.id) \(strict) (?, ?) OR p.position \(position) ?)"
        values += [.text(key.sortKey), .integer(key.contactID), .text(key.sortKey), .integer(key.contactID),
                   .integer(Int64(key.position))]
        return (text, values)
    }

    /// Where a page of the listing has the contact's detail: after `ContactSQL.columns`'.
    static let listedDetailColumn: Int32 = 7
    /// Where a page, of the listing or the join, has the contact's book.
    static let bookColumn: Int32 = 8

    /// A page of the listing table, the same columns as `ContactSQL.columns` and then
    /// the contact's detail (`EntryColumns.listedDetail`): its primary key
    /// is the list order, so a page is one range of one b-tree.
    private func listingPage(beyond key: EntryKey?, forward: Bool,
                             limit: Int) -> (text: String, values: [SQLiteValue]) {
        var text = "SELECT id, uid, sort_key, name, position, label, number, detail\(namesBooks ? ", book_id" : "")"
            + " FROM listing WHERE 1"
        var values: [SQLiteValue] = []
        if let key {
            if forward {
                text += " AND sort_key >= ?"
                values.append(.text(key.sortKey))
                if let high = sectionRange?.high {
                    text += " AND sort_key < ?"
                    values.append(.text(high))
                }
            } else {
                if let low = sectionRange?.low {
                    text += " AND sort_key >= ?"
                    values.append(.text(low))
                }
                text += " AND sort_key <= ?"
                values.append(.text(key.sortKey))
            }
            text += " AND (sort_key, id, position) \(forward ? ">" : "<") (?, ?, ?)"
            values += [.text(key.sortKey), .integer(key.contactID), .integer(Int64(key.position))]
        } else if let range = sectionRange {
            text += " AND sort_key >= ? AND sort_key < ?"
            values += [.text(range.low), .text(range.high)]
        }
        if readsListedMatches, let letter {
            text += " AND letters & ? != 0"
            values.append(.integer(letter))
        } else if readsListedMatches {
            text += " AND id IN \(SearchMatches.ids)"
        }
        if let book, !readsListedMatches || letter != nil {
            text += " AND book_id = ?"
            values.append(.integer(book))
        }
        let order = forward ? "" : " DESC"
        return (text + " ORDER BY sort_key\(order), id\(order), position\(order) LIMIT ?",
                values + [.integer(Int64(limit))])
    }

    /// The entry in a row of `ContactSQL.columns`.
    static func entry(_ row: Row) -> PhoneEntry {
        entry(row, bookNames: nil)
    }

    /// The entry in a row of `ContactSQL.columns`, with its book's name
    /// from `bookNames` when given (the row has its book, at `bookColumn`).
    /// A contact without a number has one entry with none, at position -1 (`EntryKey.noNumber`).
    static func entry(_ row: Row, bookNames: [BookID: String]?) -> PhoneEntry {
        let position = row.int(4)
        let hasNumber = position != EntryKey.noNumber
        return PhoneEntry(
            key: EntryKey(sortKey: row.text(2), contactID: row.int64(0), position: position),
            uid: row.text(1),
            name: row.text(3),
            phone: hasNumber ? PhoneRecord(label: row.text(5), number: row.text(6)) : nil,
            book: bookNames.flatMap { $0[row.int64(bookColumn)] })
    }

    /// The sort keys of a section lie in [low, high): "A" up to "B", and
    /// "#" (stored as "~") up to DEL, the next ASCII character.
    static func keyRange(ofSection title: String) -> (String, String) {
        guard let scalar = title.unicodeScalars.first, title != "#" else {
            return (String(SortKey.otherSection), "\u{7F}")
        }
        return (title, String(UnicodeScalar(UInt8(scalar.value + 1))))
    }
}
