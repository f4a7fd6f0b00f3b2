extension RowKind {
    /// A CardDAV service the book syncs with, offering to sync it now.
    public static let sync = RowKind("sync")
}

extension RowID.Item {
    /// The sync row of the service named `service`: "sync:fastmail".
    public static func sync(_ service: String) -> Self { Self("sync:\(service)") }
}

/// "fastmail  synced 14:32": one per service connected to a server, with
/// when it last synced; selecting it offers to sync it now. Its identity is
/// the service's name, so the cursor stays on it when its time changes.
public struct SyncServiceRow: RowModel {
    public static let kind = RowKind.sync
    /// The service's name as `connect` took it.
    public var service: String
    /// "synced 14:32", "synced 2025-06-14 09:05", "never synced".
    public var lastSync: String

    public init(service: String, lastSync: String) {
        self.service = service
        self.lastSync = lastSync
    }

    public var item: RowID.Item { .sync(service) }

    public var cells: [Cell] { [Cell(service), Cell(lastSync, .secondary)] }

    public var fields: [RowField] {
        [RowField("service", .text(service)), RowField("last_sync", .text(lastSync))]
    }

    public func selection(of id: RowID) -> RowAction { .sync(service: service) }
}
