import SQLite

/// A table derived from the contacts that a read uses instead of them (the
/// search index, the letter counts, the email listing, the listing). It is
/// always filled: the triggers of migration 0029 keep it in step in the
/// transaction of every write, and a bulk import, which turns those
/// triggers off while it writes, fills it again from the rows in its own index
/// phase (`AddressBook.build`), in the import's transaction. So the first
/// read after an import costs what every later one does.
protocol ReadModel {
    /// Empties it and fills it from every row as it is now; inside a transaction.
    static func fill(in database: Database) throws
}
