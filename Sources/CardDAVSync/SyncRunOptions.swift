/// How one `phonebook sync` runs.
public struct SyncRunOptions: Sendable {
    /// Every read, no write anywhere (not even the token).
    public var dryRun = false
    /// Settles conflicts for this run; the losing version is kept in the conflict record.
    public var prefer: PreferredSide?
    /// Lets a plan delete all of a side, or more than half of one of 10 or more.
    public var allowMassDelete = false
    /// Cards in the first addressbook-multiget of a read, and in each of an
    /// upload's read-back: EDS uses 100.
    public var batchSize = 100
    /// Cards in the largest multiget of a long read, which doubles its batch
    /// from `batchSize` up to this (`SyncEngine.batches`); Radicale's 10k
    /// measurements (carddav.md 5.3) showed little gain past 500.
    public var largestBatch = 800

    public init(dryRun: Bool = false, prefer: PreferredSide? = nil, allowMassDelete: Bool = false) {
        self.dryRun = dryRun
        self.prefer = prefer
        self.allowMassDelete = allowMassDelete
    }
}

/// Where a sync is, for a progress bar: a phase and, when known, N of M.
public struct SyncProgress: Sendable, Equatable {
    public enum Phase: String, Sendable {
        case listing, fetching, writing
    }

    public var phase: Phase
    public var done: Int
    public var total: Int

    public init(phase: Phase, done: Int, total: Int) {
        self.phase = phase
        self.done = done
        self.total = total
    }
}
