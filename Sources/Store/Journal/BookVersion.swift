import SQLite

/// Which state of the book a connection sees, to know whether something
/// worked out from the book (the browser's count of duplicate groups) is
/// still right: two versions read on one connection are equal only when
/// no contact changed between the reads.
///
/// Every change to the contacts made here is a journal entry (a new,
/// higher entry number) or an undo (one more entry marked undone; undo
/// never redoes, and pruning only follows a new entry); a commit by any
/// other connection, this process's or another's (an import, `settings
/// set region`), moves SQLite's `PRAGMA data_version`, which is counted
/// per connection: versions read on two connections do not compare.
public struct BookVersion: Sendable, Hashable {
    /// The latest journal entry's number (0 for none).
    public var latestEntry: Int64
    /// How many entries the journal keeps marked undone.
    public var undoneEntries: Int64
    /// `PRAGMA data_version` on the connection that read the version.
    public var dataVersion: Int64

    public init(latestEntry: Int64, undoneEntries: Int64, dataVersion: Int64) {
        self.latestEntry = latestEntry
        self.undoneEntries = undoneEntries
        self.dataVersion = dataVersion
    }
}

extension AddressBook {
    /// The state of the book this connection sees now: two small reads (the
    /// journal keeps at most the history-entries setting's entries).
    public func version() throws -> BookVersion {
        let dataVersion: Int64
        switch try database.scalar("PRAGMA data_version") {
        case .integer(let value): dataVersion = value
        default: dataVersion = 0  // never: SQLite always answers an integer
        }
        return try database.cachedStatement("""
            SELECT coalesce(max(id), 0), count(undone_at) FROM journal
            """).first { BookVersion(latestEntry: $0.int64(0), undoneEntries: $0.int64(1), dataVersion: dataVersion) }
            ?? BookVersion(latestEntry: 0, undoneEntries: 0, dataVersion: dataVersion)
    }
}
