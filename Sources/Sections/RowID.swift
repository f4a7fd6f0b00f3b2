import Store

/// A row's identity, derived from its data and never from its position: the
/// same contact's second number is `phone(id, 1)` in whichever section and
/// after whatever reordering. Scoped by section, since a starred contact's
/// entry is listed both under Favorites and under its letter.
public struct RowID: Sendable, Hashable, CustomStringConvertible {
    public var section: SectionID
    public var item: Item

    public init(section: SectionID, item: Item) {
        self.section = section
        self.item = item
    }

    /// What the row stands for within its section, as its kind names it
    /// ("phone:12:0", "link:settings"). Each kind declares how in its own
    /// file, as a static member (`RowID.Item.phone(contact, position)`).
    public struct Item: Sendable, Hashable, CustomStringConvertible {
        public let description: String

        public init(_ description: String) {
            self.description = description
        }
    }

    /// "A/phone:12:0": the form `--format json` and `plain` print.
    public var description: String { "\(section)/\(item)" }
}
