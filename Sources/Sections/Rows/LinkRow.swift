extension RowKind {
    /// A row leading to another screen.
    public static let link = RowKind("link")
}

extension RowID.Item {
    /// The link to `destination`: "link:settings".
    public static func link(_ destination: Destination) -> Self { Self("link:\(destination)") }
}

/// A row leading to another screen ("Settings", "Privacy Policy"), with a
/// word on what is there when it has one ("Duplicates  2 groups ›").
public struct LinkRow: RowModel {
    public static let kind = RowKind.link
    public var title: String
    public var destination: Destination
    /// Shown before the arrow, in the row's last column: it widens no column of the list.
    public var detail: String?

    public init(title: String, destination: Destination, detail: String? = nil) {
        self.title = title
        self.destination = destination
        self.detail = detail
    }

    public var item: RowID.Item { .link(destination) }

    public var cells: [Cell] { [Cell(title), Cell(detail.map { "\($0) ›" } ?? "›", .secondary)] }

    public var fields: [RowField] {
        [RowField("title", .text(title)), RowField("destination", .text(destination.description))]
            + (detail.map { [RowField("detail", .text($0))] } ?? [])
    }

    public func selection(of id: RowID) -> RowAction { .open(destination) }
}
