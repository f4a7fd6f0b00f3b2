import SQLite
import Threads

extension AddressBook {
    /// Runs `body` (inside an import's transaction) as a bulk write: the
    /// indexes of the tables an import fills are set aside (`startBulkWrite`)
    /// and made again at the end from the SQL the migrations stored, the
    /// connection's triggers are off while it writes (`Database.firesTriggers`;
    /// the schema keeps them, as the migrations made them), then the read
    /// models (`readModels`) are filled again from the rows, each in one
    /// ordered pass, before the triggers are back on. Row by row, the
    /// triggers cost about 100 µs a contact; the passes cost a few.
    func writingInBulk<T>(_ body: () throws -> T) throws -> T {
        let setAside = try startBulkWrite()
        let result = try body()
        try finishBulkWrite(setAside)
        return result
    }

    /// The tables a read uses instead of the contacts (`ReadModel`), which a
    /// bulk write fills again at its end.
    static var readModels: [any ReadModel.Type] { [SearchIndex.self, SectionCounts.self, EmailListing.self, Listing.self] }

    /// The indexes a bulk write dropped, each with the SQL the migrations
    /// stored for it (`sqlite_schema.sql`), to be made again at its end.
    struct SetAsideIndexes {
        fileprivate let definitions: [(name: String, sql: String)]
    }

    /// The first half of `writingInBulk`: drops the indexes of the tables an
    /// import fills and turns the triggers off (the indexes and the read
    /// models, the section counts among them, are missing or stale until
    /// `finishBulkWrite`; `importing` turns the triggers on again whatever
    /// happens, and a failed import's rollback gives the indexes back).
    /// Also the way an import that turns out to write much of the book
    /// switches to a bulk write half way (`AddressBook.importing`).
    ///
    /// Inserted row by row, the rows went to several indexes in random
    /// order each and thrashed the page cache; an index made at the end
    /// is one sort. A partial index stays (the starred, the group cards): an
    /// import adds few rows to it, and making it reads the whole table.
    /// A UID clash then fails the import when the UID index is made, and
    /// rolls it back.
    func startBulkWrite() throws -> SetAsideIndexes {
        precondition(!database.isAutocommit, "a bulk write runs only inside the import's transaction")
        let definitions = try database.prepare("""
            SELECT name, sql FROM sqlite_schema
            WHERE type = 'index' AND sql IS NOT NULL AND sql NOT LIKE '% WHERE %'
              AND tbl_name IN ('contacts', 'phone_numbers', 'emails', 'contact_categories', 'group_members')
            ORDER BY name
            """).map { (name: $0.text(0), sql: $0.text(1)) }
        for index in definitions {
            try database.execute("DROP INDEX \(quotedIdentifier(index.name))")
        }
        database.firesTriggers = false
        return SetAsideIndexes(definitions: definitions)
    }

    /// The second half of `writingInBulk`: makes the indexes
    /// `startBulkWrite` dropped, each from its stored SQL, fills the read
    /// models from the rows as they are now, and turns the triggers on.
    func finishBulkWrite(_ setAside: SetAsideIndexes) throws {
        startWritingTablesBack()
        // Making an index and the listing's and the search indexes' fills
        // are sorts: one sorter thread beside this one (the import's reader
        // has finished, so a core is free), and a small page cache to give
        // it work: SQLite cuts a sort into runs the size of the page cache
        // (vdbesort.c) and hands each run to the sorter thread while this
        // one reads the next. The runs are temporary files in the book's
        // folder (`AddressBook.open`). It stays until the connection closes
        // (shrinking it inside the transaction spills and journals more).
        // A larger cache leaves the pages' writing to the commit, where
        // SQLite loses the errno behind a failing write (EFBIG, EIO), and a
        // person the reason.
        try database.execute("PRAGMA cache_size = -1000")
        try database.execute("PRAGMA threads = 1")
        for index in setAside.definitions { try database.execute(index.sql) }
        for model in Self.readModels { try model.fill(in: database) }
        try database.execute("PRAGMA threads = 0")
        database.firesTriggers = true
    }

    /// A new book's file is synced whole when it is put in place
    /// (`NewBook`): the pages of its tables, written by now, start for the
    /// disk while the read models are filled, from a thread of its own (the
    /// call waits for the pages to be handed to the disk), and the sync
    /// then waits for little but the read models' pages. A book's own file
    /// is written through its log, and synced by the checkpoint: nothing is
    /// started there.
    private func startWritingTablesBack() {
        guard writesPrivateFile, let file = database.fileName else { return }
        let startWriteback = self.startWriteback
        DetachedThread.start { startWriteback(file) }
    }

    private func quotedIdentifier(_ name: String) -> String {
        "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}

extension AddressBook {
    /// Runs `body` (which opens its own transaction) without foreign-key
    /// enforcement: an import's writer adds numbers and emails only under
    /// contacts stored or inserted in the same transaction and deletes them
    /// explicitly (see `ContactWriter`), so checking every number's parent
    /// would be work for nothing. SQLite ignores this pragma inside a
    /// transaction, hence the scope.
    func withoutForeignKeyChecks<T>(_ body: () throws -> T) throws -> T {
        precondition(database.isAutocommit, "foreign keys can only be switched outside a transaction")
        try writing { try database.execute("PRAGMA foreign_keys = OFF") }
        defer { try? database.execute("PRAGMA foreign_keys = ON") }
        return try body()
    }
}
