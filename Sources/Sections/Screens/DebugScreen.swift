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

}

/// The debug page (debug builds only): database path, schema and SQLite versions, counts.
public enum DebugScreen {
    public static func build(_ facts: DebugFacts) -> Screen {
        let database = SectionID.named("database"), counts = SectionID.named("counts")
        func fact(_ section: SectionID, _ key: String, _ title: String, _ value: String) -> Row {
            Row(FactRow(key: key, title: title, value: value), in: section)
        }
        return Screen(id: .debug, title: "Debug Settings", sections: [
            Section(id: database, title: "Database", rows: [
                fact(database, "path", "Path", facts.databasePath),
                fact(database, "schema-version", "Schema Version", String(facts.schemaVersion)),
                fact(database, "sqlite-version", "SQLite Version", facts.sqliteVersion),
            ]),
            Section(id: counts, title: "Counts", rows: [
                fact(counts, "contacts", "Contacts", String(facts.counts.contacts)),
                fact(counts, "phone-numbers", "Phone Numbers", String(facts.counts.phoneNumbers)),
                fact(counts, "emails", "Emails", String(facts.counts.emails)),
                fact(counts, "starred", "Starred", String(facts.counts.starred)),
            ]),
        ])
    }
}
