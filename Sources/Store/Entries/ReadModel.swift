import SQLite

/// A table derived from the contacts that a read uses instead of them (the
/// search index, the section and letter counts, the email listing, the
/// listing). It is always filled: its triggers (migration 0029's, the
/// counts' of 0036) keep it in step in the transaction of every write. A write that turns those triggers off
/// brings it up to date itself before it commits: a bulk import fills it
/// again from the rows in its own index phase (`AddressBook.build`), and a
/// write that only adds contacts (`AddressBook.addingContacts`) adds their
/// rows. So the first read after either costs what every later one does.
protocol ReadModel {
    /// Empties it and fills it from every row as it is now; inside a transaction.
    static func fill(in database: Database) throws

    /// Adds the rows of the contacts `added` lists, which it holds nothing
    /// of (they were inserted with the triggers off), as the triggers would
    /// have written them; inside the transaction that inserted them.
    static func add(_ added: AddedContacts, in database: Database) throws
}
