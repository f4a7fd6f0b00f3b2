import SQLite

/// A table the store keeps in step by triggers created at its first use,
/// whose presence is the table's state (`SearchIndex`, `LetterCounts`,
/// `EmailListing`, `Listing`): a bulk write drops them and empties the
/// table, and the next search, mail query or list fills it again, so the
/// two cannot disagree.
struct TriggerKeptTable {
    /// The triggers' SQL, each `CREATE TRIGGER name …`.
    let triggers: [String]
    /// Empties the table; inside the transaction that drops the triggers.
    let empty: String
    /// The first trigger's name, whose presence says the table is kept.
    let marker: String

    init(triggers: [String], empty: String) {
        self.triggers = triggers
        self.empty = empty
        marker = Self.name(triggers[0])
    }

    /// SQL true when the trigger named by its one parameter (`marker`) exists.
    static let markerExists = "EXISTS (SELECT 1 FROM sqlite_schema WHERE type = 'trigger' AND name = ?)"

    /// Whether the table is kept (its triggers exist).
    func isKept(_ database: Database) throws -> Bool {
        try database.cachedStatement("SELECT \(Self.markerExists)").first([marker]) { $0.bool(0) } ?? false
    }

    /// Creates the triggers; once the table is filled, in the same transaction.
    func keep(_ database: Database) throws {
        for trigger in triggers { try database.execute(trigger) }
    }

    /// Drops the triggers and empties the table, for a bulk write that leaves
    /// it to the next search; inside the write's transaction.
    func discard(_ database: Database) throws {
        guard try isKept(database) else { return }
        for trigger in triggers { try database.execute("DROP TRIGGER IF EXISTS \(Self.name(trigger))") }
        try database.execute(empty)
    }

    /// The name in `CREATE TRIGGER name …`, whatever space or line break follows it.
    private static func name(_ trigger: String) -> String {
        String(trigger.split(whereSeparator: { $0 == " " || $0 == "\n" })[2])
    }
}

/// A table kept by a `TriggerKeptTable` (`kept`): how it is filled from the
/// rows is all each says; being built, built and discarded are the same for all.
protocol KeptTable {
    /// Its triggers and how it is emptied.
    static var kept: TriggerKeptTable { get }
    /// Fills it from the rows as they are now, emptied first; inside a transaction.
    static func fill(in database: Database) throws
}

extension KeptTable {
    /// Whether it is kept (its triggers exist).
    static func isBuilt(_ database: Database) throws -> Bool {
        try kept.isKept(database)
    }

    /// Fills it from every row and creates its triggers; inside a transaction.
    static func build(_ database: Database) throws {
        try fill(in: database)
        try kept.keep(database)
    }

    /// Drops its triggers and empties it, for a bulk write that leaves it to
    /// the next read that uses it; inside the write's transaction.
    static func discard(_ database: Database) throws {
        try kept.discard(database)
    }
}
