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
    /// The entry's number; its row is written with its first snapshot (which
    /// refers to it) or at `finish`, so a change that changed nothing
    /// writes nothing at all (an unchanged re-import stays read-only).
    let entry: Int64
    private let kind: ChangeKind
    private let now: Int64
    private var isWritten = false
    /// The ids of the contacts it created, as ranges.
    private(set) var created: [ClosedRange<Int64>] = []
    private var touched: Set<Int64> = []
    private var highestID: Int64 = 0
    /// Whether a person would see the change: a contact created, changed or
    /// removed. What an import only remembers of its sources (a contact's
    /// source and base) is saved with the entry but makes none of its own.
    private var changesWhatIsShown = false

    init(_ database: Database, kind: ChangeKind, now: Int64) throws {
        self.database = database
        self.kind = kind
        self.now = now
        entry = try database.cachedStatement("SELECT coalesce(max(id), 0) + 1 FROM journal").first { $0.int64(0) } ?? 1
    }

    /// Saves contact `id`'s state before its first change in this entry;
    /// a contact this entry created has no earlier state. `shown`: the
    /// change is one a person sees (not only the import's memory of a source).
    func willChange(_ id: Int64, shown: Bool = true) throws {
        changesWhatIsShown = changesWhatIsShown || shown
        guard !touched.contains(id), !wasCreated(id) else { return }
        guard let snapshot = try ContactSnapshot.capture(id, from: database) else { return }
        touched.insert(id)
        highestID = max(highestID, id)
        try writeEntry(summary: "")
        try database.cachedStatement("INSERT INTO journal_snapshots (entry_id, contact_id, state) VALUES (?, ?, ?)")
            .run([entry, id, snapshot.encoded()])
    }

    /// Whether the entry changed no contact but those it created.
    var changesCreatedContactsOnly: Bool { touched.isEmpty }

    /// Notes that contact `id` is new.
    func didCreate(_ id: Int64) {
        changesWhatIsShown = true
        highestID = max(highestID, id)
        if let last = created.last, last.upperBound == id - 1 {
            created[created.count - 1] = last.lowerBound...id
        } else {
            created.append(id...id)
        }
    }

    /// Notes that book `id`, named `name`, is removed by this entry (its
    /// contacts' states saved already): its undo makes the book again.
    func didRemoveBook(_ id: Int64, name: String) throws {
        changesWhatIsShown = true
        try writeEntry(summary: "")
        try database.cachedStatement("INSERT INTO journal_books (entry_id, book_id, name) VALUES (?, ?, ?)")
            .run([entry, id, name])
    }

    /// Writes the entry's row, or its summary and highest id once it is written.
    private func writeEntry(summary: String) throws {
        if isWritten {
            try database.cachedStatement("UPDATE journal SET summary = ?, highest_contact_id = ? WHERE id = ?")
                .run([summary, highestID, entry])
        } else {
            try database.cachedStatement("""
                INSERT INTO journal (id, made_at, kind, summary, highest_contact_id) VALUES (?, ?, ?, ?, ?)
                """).run([entry, now, kind.rawValue, summary, highestID])
            isWritten = true
        }
    }

    private func wasCreated(_ id: Int64) -> Bool {
        created.reversed().contains { $0.contains(id) }
    }

    /// Writes the entry as `summary`, then forgets entries beyond `bounds`;
    /// returns the entry, or nil when nothing a person sees changed: no
    /// entry then, so `undo` never spends itself on an invisible step
    /// (an import whose cards were all unchanged, from a new source).
    @discardableResult
    func finish(summary: String, bounds: JournalBounds) throws -> Int64? {
        guard changesWhatIsShown else {
            if isWritten {
                try database.cachedStatement("DELETE FROM journal_snapshots WHERE entry_id = ?").run([entry])
                try database.cachedStatement("DELETE FROM journal WHERE id = ?").run([entry])
            }
            return nil
        }
        try writeEntry(summary: summary)
        let range = try database.cachedStatement(
            "INSERT INTO journal_created (entry_id, first_id, last_id) VALUES (?, ?, ?)")
        for ids in created { try range.run([entry, ids.lowerBound, ids.upperBound]) }
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
        for table in ["journal_snapshots", "journal_created", "journal_books"] {
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
