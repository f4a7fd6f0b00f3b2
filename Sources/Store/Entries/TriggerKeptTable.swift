import SQLite

/// A table kept in step with the contacts by triggers that migration 0027
/// made (`SearchIndex`, `LetterCounts`, `EmailListing`, `Listing`), and
/// whether it is filled: its row in `kept_tables`. A bulk write empties it
/// and marks it unfilled, and the next search, mail query or list fills it
/// again, in one transaction with the mark, so the two cannot disagree.
/// Its triggers write only while it is filled, as if they were not there.
struct TriggerKeptTable {
    /// Its row in `kept_tables`.
    let name: String
    /// Empties the table.
    let empty: String

    /// SQL true when the table named by its one parameter (`name`) is filled.
    static let isFilled = "coalesce((SELECT filled FROM kept_tables WHERE name = ?), 0)"

    /// Whether the table is filled.
    func isKept(_ database: Database) throws -> Bool {
        try database.cachedStatement("SELECT \(Self.isFilled)").first([name]) { $0.bool(0) } ?? false
    }

    /// Marks it filled; in the transaction that filled it.
    func keep(_ database: Database) throws {
        try database.cachedStatement("UPDATE kept_tables SET filled = 1 WHERE name = ?").run([name])
    }

    /// Empties it and marks it unfilled, for a bulk write that leaves it to
    /// the next read; inside the write's transaction.
    func discard(_ database: Database) throws {
        guard try isKept(database) else { return }
        try database.cachedStatement("UPDATE kept_tables SET filled = 0 WHERE name = ?").run([name])
        try database.execute(empty)
    }
}

/// A table kept by a `TriggerKeptTable` (`kept`): how it is filled from the
/// rows is all each says; being built, built and discarded are the same for all.
protocol KeptTable {
    /// Its row in `kept_tables` and how it is emptied.
    static var kept: TriggerKeptTable { get }
    /// Empties it and fills it from the rows as they are now; inside a transaction.
    static func fill(in database: Database) throws
}

extension KeptTable {
    /// Whether it is filled.
    static func isBuilt(_ database: Database) throws -> Bool {
        try kept.isKept(database)
    }

    /// Fills it from every row and marks it filled; inside a transaction.
    static func build(_ database: Database) throws {
        try fill(in: database)
        try kept.keep(database)
    }

    /// Empties it and marks it unfilled, for a bulk write that leaves it to
    /// the next read that uses it; inside the write's transaction.
    static func discard(_ database: Database) throws {
        try kept.discard(database)
    }
}
