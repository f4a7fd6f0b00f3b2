import Reading
import Store

/// What a screen of entries reads, and nothing more: batches of entries
/// either way from a key (a page, the rows after a row), each section's
/// count, what a page leaves, and a contact in full (an inline detail).
/// `BookReader` reads them from a book: a screen never holds the book.
public protocol EntrySource {
    /// Runs `body` in one read transaction: every read in it sees one moment.
    func reading<T>(_ body: () throws -> T) throws -> T
    /// Up to `limit` entries of `query` in list order (every one when
    /// negative), strictly after `key` (`forward`) or before it, from the
    /// start or the end when nil, with the `texts` their reader needs.
    func batch(_ query: EntryQuery, beyond key: EntryKey?, forward: Bool, limit: Int,
               texts: EntryBatch.Texts) throws -> EntryBatch
    /// How many contacts `query` has in each section, by title.
    func contactCountsBySection(_ query: EntryQuery) throws -> [String: Int]
    /// What is left of `query` after `key`.
    func remaining(_ query: EntryQuery, after key: EntryKey) throws -> RemainingEntries
    /// Contact `id` in full; nil when there is none.
    func contact(_ id: ContactID) throws -> ContactDetail?
}

extension BookReader: EntrySource {}
