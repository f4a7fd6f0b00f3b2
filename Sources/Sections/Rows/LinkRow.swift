extension RowKind {
    /// A row leading to another screen.
    public static let link = RowKind("link")
}

extension RowID.Item {
    /// The link to `destination`: "link:settings".
    public static func link(_ destination: Destination) -> Self { Self("link:\(destination)") }
}

/// A row leading to another screen ("Settings", "Privacy Policy").
public struct LinkRow: RowModel {
    public static let kind = RowKind.link
    public var title: String
    public var destination: Destination

    public init(title: String, destination: Destination) {
        self.title = title
        self.destination = destination
    }

    public var item: RowID.Item { .link(destination) }

    public var cells: [Cell] { [Cell(title), Cell("›", .secondary)] }

    public var fields: [RowField] {
        [RowField("title", .text(title)), RowField("destination", .text(destination.description))]
    }

    public func selection(of id: RowID) -> RowAction { .open(destination) }
}
