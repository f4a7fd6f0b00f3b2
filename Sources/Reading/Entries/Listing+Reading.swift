import Contacts
import SQLite
import Store

extension Listing {
    /// Whether the listing holds `query`'s sort and display orders (the settings').
    static func serves(_ query: EntryQuery, in database: Database) throws -> Bool {
        try orders(in: database) == (query.sortOrder, query.displayOrder)
    }
}

extension AddressBook {
    /// Runs `body`, told whether the listing serves `query`, in one read
    /// transaction with that check: another program may change an order
    /// (and rebuild the listing) at any moment. A search of one letter or
    /// digit reads the listing too, testing each row's letters (`SearchLetters`).
    func withListing<T>(_ query: EntryQuery, _ body: (Bool) throws -> T) throws -> T {
        let readable = query.search.map { SearchLetters.only($0) != nil } ?? true
        guard readable, !query.isNarrowed else { return try body(false) }
        return try database.reading { try body(try listingServes(query)) }
    }

    /// `Listing.serves`, asked once a transaction: inside one, the answer
    /// changes only by this connection's own writes (another's commit is not
    /// seen), so it is kept by the transaction and the count of changes.
    /// Asked before every page, it was 1.6 M of the browser's first frame's
    /// 37.5 M instructions (48 asks) and 0.9 M of `list --limit 50`'s 24.5 M
    /// (27), on 100k contacts (callgrind).
    func listingServes(_ query: EntryQuery) throws -> Bool {
        let moment = ListingAnswer.Moment(transaction: database.transactionsBegun, changes: database.totalChanges,
                                          sortOrder: query.sortOrder, displayOrder: query.displayOrder)
        if let answer = listingAnswer, answer.moment == moment { return answer.serves }
        let serves = try Listing.serves(query, in: database)
        listingAnswer = ListingAnswer(moment: moment, serves: serves)
        return serves
    }
}
