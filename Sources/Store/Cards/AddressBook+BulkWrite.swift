import SQLite
import Threads

extension AddressBook {
    /// Runs `body` (inside an import's transaction) with the secondary indexes
    /// of the contact tables dropped, then builds them again from their own SQL.
    ///
    /// For a bulk import this is several times faster: inserting 100k rows
    /// into four randomly ordered indexes thrashes SQLite's page cache, while
    /// CREATE INDEX sorts once. Uniqueness is checked when the index is
    /// rebuilt, so a duplicate UID still fails and rolls the import back.
    ///
    /// Partial indexes stay (the starred contacts): an import adds no row to
    /// them, while building one reads the whole table again.
    ///
    /// The connection's triggers are off meanwhile (`Database.firesTriggers`;
    /// the schema keeps them, as the migrations made them): the section
    /// counts are taken again in one pass at the end instead of two updates
    /// per contact, and the read models (`readModels`) are filled again from
    /// the rows, each in one ordered pass, before the triggers are back on.
    func withIndexesBuiltAfterwards<T>(_ body: () throws -> T) throws -> T {
        let deferred = try deferIndexes()
        let result = try body()
        try build(deferred)
        return result
    }

    /// The tables a read uses instead of the contacts (`ReadModel`), which a
    /// bulk write fills again at its end.
    static var readModels: [any ReadModel.Type] { [SearchIndex.self, LetterCounts.self, EmailListing.self, Listing.self] }

    /// The indexes a bulk write dropped, each with its stored SQL, to be built again at its end (`build`).
    struct DeferredSchema {
        fileprivate let indexes: [(name: String, sql: String)]
    }

    /// The first half of `withIndexesBuiltAfterwards`: drops the indexes it
    /// builds again and turns the triggers off (the section counts and the
    /// read models are stale until `build`; `importing` turns the triggers
    /// on again whatever happens).
    /// Also the way an import that turns out to write much of the book
    /// switches to a bulk write half way (`AddressBook.importing`).
    func deferIndexes() throws -> DeferredSchema {
        precondition(!database.isAutocommit, "drop indexes only inside the import's transaction")
        listingAnswer = nil
        let indexes = try database.prepare("""
            SELECT name, sql FROM sqlite_schema
            WHERE type = 'index' AND sql IS NOT NULL AND sql NOT LIKE '% WHERE %'
              AND tbl_name IN ('contacts', 'phone_numbers', 'emails')
            ORDER BY name
            """).map { (name: $0.text(0), sql: $0.text(1)) }
        for index in indexes {
            try database.execute("DROP INDEX \(quotedIdentifier(index.name))")
        }
        database.firesTriggers = false
        return DeferredSchema(indexes: indexes)
    }

    /// The second half of `withIndexesBuiltAfterwards`: builds the indexes
    /// `deferIndexes` dropped, takes the section counts again and fills the
    /// read models, from the rows as they are now, and turns the triggers on.
    func build(_ deferred: DeferredSchema) throws {
        startWritingTablesBack()
        // Indexes first: the recount then reads them instead of every row
        // (with its card). One sorter thread
        // beside this one (the import's reader has finished, so a core is
        // free), and a small page cache to give it work: SQLite cuts a sort
        // into runs the size of the page cache (vdbesort.c) and hands each
        // run to the sorter thread while this one reads the next. It stays
        // until the connection closes (shrinking it inside the transaction
        // spills and journals more). The runs are temporary files in the
        // book's folder (`AddressBook.open`).
        try database.execute("PRAGMA threads = 1")
        try database.execute("PRAGMA cache_size = -1000")
        for index in deferred.indexes {
            try database.execute(index.sql)
        }
        try recountSections()
        // On the sorter thread too: the listing's and the search index's fills are sorts.
        for model in Self.readModels { try model.fill(in: database) }
        try database.execute("PRAGMA threads = 0")
        database.firesTriggers = true
    }

    /// A new book's file is synced whole when it is put in place
    /// (`NewBook`): the pages of its tables, written by now, start for the
    /// disk while the indexes are built, from a thread of its own (the
    /// call waits for the pages to be handed to the disk: 0.14 s on 100k
    /// contacts, strace), and the sync then waits for little but the
    /// indexes' pages. A first import of 100k contacts: the sync 0.28-0.30
    /// s -> 0.04-0.05 s, the import 2.12 s -> 1.99 s (15 rounds
    /// alternating with baseline.c at 1.80 s, medians). A book's own file
    /// is written through its log, and synced by the checkpoint: nothing is
    /// started there.
    private func startWritingTablesBack() {
        guard writesPrivateFile, let file = database.fileName else { return }
        let startWriteback = self.startWriteback
        DetachedThread.start { startWriteback(file) }
    }

    /// Takes every section's count again from the contacts themselves, as
    /// one range count per section on each sort-key index. A sort key starts
    /// with its section letter, or "~" for "#" (see `SortKey`), so the ranges
    /// cover every key; grouping by the first character instead sorted every
    /// key again, a tenth of a bulk import.
    func recountSections() throws {
        try database.executeScript("""
            DELETE FROM section_counts;
            WITH \(Self.sectionRanges),
            counted(sort_order, section, contacts) AS (
                SELECT 'family-first', section,
                       (SELECT count(*) FROM contacts WHERE sort_key_family >= low AND sort_key_family < high)
                FROM range
                UNION ALL
                SELECT 'given-first', section,
                       (SELECT count(*) FROM contacts WHERE sort_key_given >= low AND sort_key_given < high)
                FROM range)
            INSERT INTO section_counts SELECT * FROM counted WHERE contacts > 0;
            """)
    }

    /// A recursive CTE `range(section, low, high)`: every section's title
    /// and the range of sort keys it holds, [low, high), "#" as ["~", DEL)
    /// (see `SortKey`).
    static let sectionRanges = """
        RECURSIVE letter(code) AS (SELECT 65 UNION ALL SELECT code + 1 FROM letter WHERE code < 90),
        range(section, low, high) AS (
            SELECT char(code), char(code), char(code + 1) FROM letter
            UNION ALL SELECT '#', '~', char(127))
        """

    private func quotedIdentifier(_ name: String) -> String {
        "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}

extension AddressBook {
    /// Runs `body` (which opens its own transaction) without foreign-key
    /// enforcement: an import's writer adds numbers and emails only under
    /// contacts stored or inserted in the same transaction and deletes them
    /// explicitly (see `ContactWriter`), and checking every number's parent
    /// was a tenth of an import's work. SQLite ignores this pragma inside a
    /// transaction, hence the scope.
    func withoutForeignKeyChecks<T>(_ body: () throws -> T) throws -> T {
        precondition(database.isAutocommit, "foreign keys can only be switched outside a transaction")
        try writing { try database.execute("PRAGMA foreign_keys = OFF") }
        defer { try? database.execute("PRAGMA foreign_keys = ON") }
        return try body()
    }
}
