import Store

/// What the debug page shows about the database in use.
public struct DebugFacts: Sendable, Equatable {
    public var databasePath: String
    public var schemaVersion: Int
    public var sqliteVersion: String
    public var counts: Counts

    public init(databasePath: String, schemaVersion: Int, sqliteVersion: String, counts: Counts) {
        self.databasePath = databasePath
        self.schemaVersion = schemaVersion
        self.sqliteVersion = sqliteVersion
        self.counts = counts
    }

    /// The facts of `book`.
    public static func read(from book: AddressBook) throws -> DebugFacts {
        DebugFacts(databasePath: book.path, schemaVersion: try book.schemaVersion(),
                   sqliteVersion: AddressBook.sqliteVersion, counts: try book.counts())
    }
}

/// The debug page (debug builds only): database path, schema and SQLite versions, counts.
public enum DebugScreen {
    public static func build(_ facts: DebugFacts) -> Screen {
        let database = SectionID.named("database"), counts = SectionID.named("counts")
        func fact(_ section: SectionID, _ title: String, _ value: String) -> Row {
            Row(id: RowID(section: section, item: .fact(title)), content: .fact(title: title, value: value))
        }
        return Screen(id: .debug, title: "Debug Settings", sections: [
            Section(id: database, title: "Database", rows: [
                fact(database, "Path", facts.databasePath),
                fact(database, "Schema Version", String(facts.schemaVersion)),
                fact(database, "SQLite Version", facts.sqliteVersion),
            ]),
            Section(id: counts, title: "Counts", rows: [
                fact(counts, "Contacts", String(facts.counts.contacts)),
                fact(counts, "Phone Numbers", String(facts.counts.phoneNumbers)),
                fact(counts, "Emails", String(facts.counts.emails)),
                fact(counts, "Starred", String(facts.counts.starred)),
            ]),
        ])
    }
}
