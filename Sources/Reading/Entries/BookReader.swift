import Contacts
import SQLite
import Store

/// The read side of one book's connection: pages of entries either way
/// from a key, what a page leaves, each section's count, the contacts and
/// addresses a search finds. It keeps the search it last found
/// (`SearchMatches`), so the statements of one screen, and the pages after
/// it, find it once. One thread's, as its book is.
public final class BookReader {
    public let book: AddressBook
    /// How a contact shown in full (an inline detail) is read.
    private let loader: ContactLoader
    private var matches = SearchMatches()
    var database: Database { book.database }

    public init(_ book: AddressBook, loader: ContactLoader = .rows) {
        self.book = book
        self.loader = loader
    }

    /// Runs `body` in one read transaction, so that every read in it sees
    /// the book as of one moment (`AddressBook.reading`).
    public func reading<T>(_ body: () throws -> T) throws -> T {
        try book.reading(body)
    }

    /// Runs `body` with what keeps `query`'s contacts, its search found
    /// first, in one read transaction with the statements it runs.
    func withFilter<T>(_ query: EntryQuery, _ body: (ContactFilter) throws -> T) throws -> T {
        try database.reading {
            let search = try query.search.map { try matches.find($0, in: database) } ?? .none
            return try body(ContactFilter(query, search: search))
        }
    }

    /// Contact `id` in full, as the loader reads it; nil when there is none.
    public func contact(_ id: ContactID) throws -> ContactDetail? {
        try loader.contact(id, in: book)
    }

    /// Up to `limit` entries of `query` in list order, strictly after `key`
    /// (from the start when nil); every one when `limit` is negative.
    public func entries(_ query: EntryQuery, after key: EntryKey? = nil, limit: Int) throws -> [PhoneEntry] {
        try batch(query, beyond: key, forward: true, limit: limit, texts: .all).entries
    }

    /// Up to `limit` entries of `query` strictly before `key` (up to the
    /// very end when nil), nearest the key, in list order: the last page of
    /// a section, or the page above a block read from its end.
    public func entries(_ query: EntryQuery, before key: EntryKey?, limit: Int) throws -> [PhoneEntry] {
        try batch(query, beyond: key, forward: false, limit: limit, texts: .all).entries
    }

    /// Up to `limit` entries of `query` beyond `key` (from an end when nil),
    /// after it (`forward`) or before it, as one batch in list order: a page
    /// made into values, or what a printer streams a long section from,
    /// with the `texts` its reader needs. Those sharing a name with a
    /// neighbour are marked when the query asks.
    public func batch(_ query: EntryQuery, beyond key: EntryKey?, forward: Bool, limit: Int,
                      texts: EntryBatch.Texts) throws -> EntryBatch {
        try withFilter(query) { filter in
            // The listing is in the settings' orders, which every screen's query takes.
            guard try Listing.orders(in: database) == (query.sortOrder, query.displayOrder) else {
                throw StoreError.failed(path: book.path, reason: "its order changed while it was read; try again")
            }
            let names = query.namesBooks ? try book.bookNames() : nil
            let section = query.section.map(PageSQL.keyRange(ofSection:))
            func read(beyond key: EntryKey?, forward: Bool, limit: Int, texts: EntryBatch.Texts) throws -> EntryBatch {
                let (text, values) = PageSQL.page(section: section, beyond: key, forward: forward, limit: limit,
                                                  filter: filter, uids: texts.contains(.uids),
                                                  details: query.distinguishesSharedNames, books: names != nil)
                var batch = try EntryBatch(database.cachedStatement(text), values, limit: limit, texts: texts,
                                           details: query.distinguishesSharedNames, bookNames: names)
                if !forward { batch.reverse() }
                return batch
            }
            var batch = try read(beyond: key, forward: forward, limit: limit, texts: texts)
            guard query.distinguishesSharedNames, let first = batch.slots.first, let last = batch.slots.last else {
                return batch
            }
            // The contacts just outside the batch decide too, read where the
            // batch did not meet an end of the query's range: it was read
            // from one (no key), or came back short of `limit`.
            let fromEnd = key == nil, metEnd = limit < 0 || batch.count < limit
            let (readsBefore, readsAfter) = forward ? (!fromEnd, !metEnd) : (!metEnd, !fromEnd)
            let firstKey = batch.key(at: 0), lastKey = batch.key(at: batch.count - 1)
            let before = readsBefore
                ? try read(beyond: EntryKey(sortKey: firstKey.sortKey, contactID: first.contact, position: Int.min),
                           forward: false, limit: 1, texts: []).names.first : nil
            let after = readsAfter
                ? try read(beyond: EntryKey(sortKey: lastKey.sortKey, contactID: last.contact, position: Int.max),
                           forward: true, limit: 1, texts: []).names.first : nil
            batch.markSharedNames(before: before, after: after)
            return batch
        }
    }
}
