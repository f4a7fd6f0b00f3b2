import Store

/// One change the planner decided and the writer carries out. A record's
/// keys come folded when the planner had the time, nil when the writer is
/// to fold them (see `ImportPlanner.foldsKeys`).
enum WriteCommand: Sendable {
    case insert(ContactRecord, ContactKeys?, id: Int64)
    /// The file's card over a stored contact; its source and base become the record's.
    case update(id: Int64, ContactRecord, ContactKeys?)
    /// The contact stays as it is; `hash` is its base for `source`, which becomes its own.
    case remember(id: Int64, source: String, hash: Int64)
    /// Its base for `source`, not its own source (nil: forget it).
    case rememberOther(id: Int64, source: String, hash: Int64?)
    case delete(ids: [Int64])
}

/// A run of commands with how far the reading has got, for progress.
struct WriteBatch: Sendable {
    var commands: [WriteCommand] = []
    var bytesRead = 0
    var cards = 0
}
