import Reading

extension RowKind {
    /// A group of contacts, a category or group cards (`phonebook categories`, the browser's Groups).
    public static let group = RowKind("group")
}

extension RowID.Item {
    /// The group named `name`: "group:Family".
    public static func group(_ name: String) -> Self { Self("group:\(name)") }
}

/// A group and how many contacts it holds ("Family  3 contacts"). Selecting
/// it opens its members.
public struct GroupRow: RowModel {
    public static let kind = RowKind.group
    public var group: ContactGroup

    public init(_ group: ContactGroup) {
        self.group = group
    }

    public var item: RowID.Item { .group(group.name) }

    /// "1 contact", "3 contacts".
    public var count: String { group.contacts == 1 ? "1 contact" : "\(group.contacts) contacts" }

    public var cells: [Cell] { [Cell(group.name), Cell(count, .secondary)] }

    public var fields: [RowField] { [RowField("name", .text(group.name)), RowField("contacts", .number(group.contacts))] }

    public func selection(of id: RowID) -> RowAction { .open(.group(group.name)) }
}
