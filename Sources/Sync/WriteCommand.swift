import Store

/// One change the planner decided and the writer carries out. A record's
/// keys come folded when the planner had the time, nil when the writer is
/// to fold them (see `ImportPlanner.foldsKeys`).
enum WriteCommand: Sendable {
    case insert(ContactRecord, ContactKeys?, id: Int64)
    case update(id: Int64, ContactRecord, ContactKeys?)
    case moveSource(id: Int64, to: String)
    case delete(ids: [Int64])
}

/// A run of commands with how far the reading has got, for progress.
struct WriteBatch: Sendable {
    var commands: [WriteCommand] = []
    var bytesRead = 0
    var cards = 0
}
