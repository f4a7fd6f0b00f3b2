import SQLite

/// One journal entry in the making, inside the transaction of its change:
/// the writer tells it each contact it is about to change (the first time,
/// its state is saved) and each it created; `finish` writes the entry, or
/// drops it when nothing changed, and keeps the journal within its bounds.
///
/// Created contacts are kept as ranges of ids, not one row each: an import
/// into an empty book gives 100k ascending ids, one range.
final class ChangeRecorder {
    private let database: Database
    /// The entry's row, written first so snapshots can refer to it.
    let entry: Int64
    private let now: Int64
    private var created: [ClosedRange<Int64>] = []
    private var touched: Set<Int64> = []
    private var highestID: Int64 = 0

    init(_ database: Database, kind: ChangeKind, now: Int64) throws {
        self.database = database
        self.now = now
        try database.cachedStatement("INSERT INTO journal (made_at, kind, summary) VALUES (?, ?, '')")
            .run([now, kind.rawValue])
        entry = database.lastInsertRowID
    }

    /// Whether the change has touched any contact yet.
    var isEmpty: Bool { created.isEmpty && touched.isEmpty }

    /// Saves contact `id`'s state before its first change in this entry;
    /// a contact this entry created has no earlier state.
    func willChange(_ id: Int64) throws {
        guard !touched.contains(id), !wasCreated(id) else { return }
        guard let snapshot = try ContactSnapshot.capture(id, from: database) else { return }
        touched.insert(id)
        highestID = max(highestID, id)
        try database.cachedStatement("INSERT INTO journal_snapshots (entry_id, contact_id, state) VALUES (?, ?, ?)")
            .run([entry, id, snapshot.encoded()])
    }

    /// Notes that contact `id` is new.
    func didCreate(_ id: Int64) {
        highestID = max(highestID, id)
        if let last = created.last, last.upperBound == id - 1 {
            created[created.count - 1] = last.lowerBound...id
        } else {
            created.append(id...id)
        }
    }

    private func wasCreated(_ id: Int64) -> Bool {
        created.reversed().contains { $0.contains(id) }
    }

    /// Writes the entry as `summary`, then forgets entries beyond `bounds`;
    /// returns the entry, or nil (and writes nothing) when nothing changed.
    @discardableResult
    func finish(summary: String, bounds: JournalBounds) throws -> Int64? {
        guard !isEmpty else {
            try database.cachedStatement("DELETE FROM journal WHERE id = ?").run([entry])
            return nil
        }
        let range = try database.cachedStatement(
            "INSERT INTO journal_created (entry_id, first_id, last_id) VALUES (?, ?, ?)")
        for ids in created { try range.run([entry, ids.lowerBound, ids.upperBound]) }
        try database.cachedStatement("UPDATE journal SET summary = ?, highest_contact_id = ? WHERE id = ?")
            .run([summary, highestID, entry])
        try Self.prune(database, to: bounds, now: now)
        return entry
    }

    /// Forgets the oldest entries: those beyond the newest `bounds.entries`,
    /// and those older than `bounds.days` with every entry before them (the
    /// journal always keeps an unbroken run of the latest changes, which
    /// undo's check of later changes relies on).
    static func prune(_ database: Database, to bounds: JournalBounds, now: Int64) throws {
        let cutoff = try database.cachedStatement("""
            SELECT max(
                coalesce((SELECT max(id) FROM journal WHERE made_at < ?1), 0),
                coalesce((SELECT id FROM journal ORDER BY id DESC LIMIT 1 OFFSET ?2), 0))
            """).first([now - Int64(bounds.days) * 86_400, bounds.entries]) { $0.int64(0) } ?? 0
        guard cutoff > 0 else { return }
        // Explicitly, not by the foreign keys' cascade: an import's scope has them off.
        for table in ["journal_snapshots", "journal_created"] {
            try database.cachedStatement("DELETE FROM \(table) WHERE entry_id <= ?").run([cutoff])
        }
        try database.cachedStatement("DELETE FROM journal WHERE id <= ?").run([cutoff])
    }
}

/// How much history the journal keeps (the history-days and history-entries settings).
public struct JournalBounds: Sendable, Equatable {
    public var days: Int
    public var entries: Int

    public init(days: Int, entries: Int) {
        self.days = days
        self.entries = entries
    }
}
