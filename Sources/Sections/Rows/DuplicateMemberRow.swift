import Store

extension RowKind {
    /// A contact of a group of duplicates.
    public static let duplicate = RowKind("duplicate")
}

extension RowID.Item {
    /// Contact `id` in its duplicate group: "duplicate:12".
    public static func duplicate(_ id: ContactID) -> Self { Self("duplicate:\(id)") }
}

/// One contact of a group that is probably one person: its name,
/// organization, first number and UID. Selecting it merges its group into
/// the group's first contact, as `merge --group` does, after a question.
public struct DuplicateMemberRow: RowModel {
    public static let kind = RowKind.duplicate
    public var member: DuplicateMember
    /// The group's contacts, in member order: the first is the one kept.
    public var group: [ContactID]

    public init(member: DuplicateMember, group: [ContactID]) {
        self.member = member
        self.group = group
    }

    public var item: RowID.Item { .duplicate(member.id) }

    public var contactID: ContactID? { member.id }

    private var firstNumber: String { member.numbers.first ?? "" }

    public var cells: [Cell] {
        [Cell(member.name), Cell(member.organization, .secondary), Cell(firstNumber, kind: .phoneNumber),
         Cell(member.uid, .secondary, kind: .uid)]
    }

    public var fields: [RowField] {
        [RowField("name", .text(member.name)), RowField("organization", .text(member.organization)),
         RowField("number", .text(firstNumber)), RowField("uid", .text(member.uid))]
    }

    public func selection(of id: RowID) -> RowAction { .merge(group) }
}
