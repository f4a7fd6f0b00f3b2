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
    /// Cards the server stored otherwise than this run sent them (found by
    /// reading them back: reported, not applied here), or changed
    /// materially after an upload whose read-back was missed (applied here).
    public var changedByServer = 0
    public var conflicts = 0
    public var errors = 0
    /// Cards the server refused to store in this run (kept here, recorded, not sent again until edited here).
    public var refused = 0
    /// Cards refused by an earlier run and unchanged here since: not sent.
    public var refusedBefore = 0
    /// One per card refused in this run: its UID, the status and the server's reason.
    public var refusedLines: [String] = []
    /// One per card the server stored otherwise than it was sent in this
    /// run: its name and the properties that differ ("Ayşe Yılmaz (FN, N)").
    public var rewriteLines: [String] = []
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

    /// The summary line, naming the other side as `otherSide` (a collection's: "the server" or "the folder").
    public func summary(otherSide: String) -> String {
        let parts = [
            "\(fetched) fetched", "\(appliedHere) applied here", "\(uploaded) uploaded",
            "\(deletedHere) deleted here", "\(deletedThere) deleted there", "\(unchanged) unchanged",
            "\(changedByServer) changed by \(otherSide) after upload", "\(conflicts) conflict\(conflicts == 1 ? "" : "s")", "\(errors) error\(errors == 1 ? "" : "s")",
        ]
        let refusals = refused + refusedBefore == 0 ? []
            : ["\(refused + refusedBefore) refused by \(otherSide) (kept here; see `phonebook sync status`)"]
        return (dryRun ? "dry run, nothing written: " : "") + (parts + refusals).joined(separator: ", ")
    }
}
