/// Brings a database forward through numbered migrations.
///
/// Forward only: each pending migration runs in its own transaction together
/// with the row recording it, so a failure leaves the previous schema intact.
/// A database whose recorded version is newer than the newest migration is
/// refused before anything is written.
public struct Migrator: Sendable {
    public let migrations: [Migration]

    /// The table recording applied migrations.
    public static let historyTable = "schema_migrations"

    public init(migrations: [Migration]) {
        precondition(Set(migrations.map(\.version)).count == migrations.count,
                     "two migrations share a version number")
        self.migrations = migrations.sorted { $0.version < $1.version }
    }

    /// The version a fully migrated database has.
    public var latestVersion: Int { migrations.last?.version ?? 0 }

    /// The highest applied version, 0 for a new database. Reads only.
    public func currentVersion(of database: Database) throws -> Int {
        guard try hasHistory(database) else { return 0 }
        guard case let .integer(version) = try database.scalar(
            "SELECT max(version) FROM \(Self.historyTable)") else { return 0 }
        return Int(version)
    }

    /// Throws when the database must not be touched: a newer schema, or
    /// another program's tables. Reads only.
    public func checkCompatible(_ database: Database) throws {
        if try !hasHistory(database) {
            let tables = try database.scalar(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            if tables != .integer(0) { throw MigrationError.foreignDatabase }
            return
        }
        let current = try currentVersion(of: database)
        if current > latestVersion {
            throw MigrationError.schemaTooNew(found: current, supported: latestVersion)
        }
    }

    /// Applies every pending migration; returns the versions applied.
    @discardableResult
    public func migrate(_ database: Database) throws -> [Int] {
        try checkCompatible(database)
        // Up to date: no write lock taken, so a command that only reads
        // neither waits for another writer nor writes anything.
        guard try currentVersion(of: database) < latestVersion else { return [] }
        var applied: [Int] = []
        for migration in migrations {
            let ran = try database.inTransaction(.immediate) { () throws -> Bool in
                // Checked again inside the write lock: another process may
                // have applied it while this one waited.
                try database.execute("""
                    CREATE TABLE IF NOT EXISTS \(Self.historyTable) (
                        version    INTEGER PRIMARY KEY,
                        name       TEXT    NOT NULL,
                        applied_at INTEGER NOT NULL
                    )
                    """)
                let done = try database.scalar(
                    "SELECT count(*) FROM \(Self.historyTable) WHERE version = ?", migration.version)
                guard done == .integer(0) else { return false }
                do {
                    try database.executeScript(migration.sql)
                } catch let error as SQLiteError {
                    throw MigrationError.failed(version: migration.version, name: migration.name, error: error)
                }
                try database.execute(
                    "INSERT INTO \(Self.historyTable) (version, name, applied_at) VALUES (?, ?, unixepoch())",
                    migration.version, migration.name)
                return true
            }
            if ran { applied.append(migration.version) }
        }
        return applied
    }

    private func hasHistory(_ database: Database) throws -> Bool {
        try database.scalar(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?", Self.historyTable) == .integer(1)
    }
}
