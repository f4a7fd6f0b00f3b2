/// What a sync did (or, in a dry run, would do): the summary line's counts
/// and one line per conflict and error.
public struct SyncReport: Sendable, Equatable {
    /// Cards read from the server.
    public var fetched = 0
    /// Server cards written here (added or replaced).
    public var appliedHere = 0
    /// Local cards sent to the server.
    public var uploaded = 0
    public var deletedHere = 0
    public var deletedThere = 0
    /// Cards both sides already agreed on.
    public var unchanged = 0
    /// Cards the server changed materially after we uploaded them (applied here).
    public var changedByServer = 0
    public var conflicts = 0
    public var errors = 0
    /// "UID: what happened", one per conflict.
    public var conflictLines: [String] = []
    /// One per error, worded for a person.
    public var errorLines: [String] = []
    /// The plan, one line a step ("upload Ada Lovelace"), for a dry run and --verbose.
    public var planLines: [String] = []
    /// Whether the server's new sync token was stored.
    public var tokenStored = false
    /// Whether nothing was written (a dry run).
    public var dryRun = false

    public init() {}

    /// The summary line.
    public var summary: String {
        let parts = [
            "\(fetched) fetched", "\(appliedHere) applied here", "\(uploaded) uploaded",
            "\(deletedHere) deleted here", "\(deletedThere) deleted there", "\(unchanged) unchanged",
            "\(changedByServer) changed by the server after upload", "\(conflicts) conflicts", "\(errors) errors",
        ]
        return (dryRun ? "dry run, nothing written: " : "") + parts.joined(separator: ", ")
    }
}
