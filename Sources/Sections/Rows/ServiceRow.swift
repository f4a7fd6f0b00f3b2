extension RowKind {
    /// A connected third-party service, offering to log out of it.
    public static let service = RowKind("service")
}

extension RowID.Item {
    /// The connected service named `service`: "service:fastmail".
    public static func service(_ service: String) -> Self { Self("service:\(service)") }
}

/// "Log Out of fastmail": one per connected service. Its identity is the
/// service's name, so the rows around it keep theirs when it goes.
public struct ServiceRow: RowModel {
    public static let kind = RowKind.service
    /// The service's name as `connect` took it.
    public var service: String

    public init(service: String) {
        self.service = service
    }

    public var title: String { "Log Out of \(service)" }

    public var item: RowID.Item { .service(service) }

    public var cells: [Cell] { [Cell(title)] }

    public var arrangement: CellArrangement { .wrapped }

    public var fields: [RowField] {
        [RowField("title", .text(title)), RowField("service", .text(service)),
         RowField("action", .text(AccountAction.disconnect(service: service).name))]
    }

    public func selection(of id: RowID) -> RowAction { .perform(.disconnect(service: service)) }
}
