/// How many requests of each kind a client has sent, for idempotence checks
/// (a second sync with nothing changed sends no PUT, DELETE or multiget).
public struct RequestCounts: Sendable, Equatable {
    public var propfind = 0
    /// sync-collection reports.
    public var report = 0
    /// addressbook-multiget reports.
    public var multiget = 0
    public var get = 0
    public var put = 0
    public var delete = 0

    public init() {}
}
