/// A connected service with a server to sync with, and when it last synced:
/// what the settings screen's Sync rows are built from.
public struct ServiceSync: Sendable, Equatable {
    /// The service's name as `connect` took it.
    public var service: String
    /// When its last sync finished, in seconds since 1970; nil before the first.
    public var lastSyncedAt: Int64?

    public init(service: String, lastSyncedAt: Int64? = nil) {
        self.service = service
        self.lastSyncedAt = lastSyncedAt
    }
}
