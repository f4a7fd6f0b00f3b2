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
        /// The kind's name for it ("phone"), or the whole identity when it is not made of numbers.
        public let name: String
        /// The numbers after the name, each after a ":" ("phone:12:0"). Kept as
        /// numbers, so building an entry row builds no string: an interpolated
        /// identity would be a tenth of `list --format plain` (callgrind, 10k contacts).
        public let first: Int64?
        public let second: Int64?

        public init(_ description: String) {
            name = description
            first = nil
            second = nil
        }

        /// "name:first" or "name:first:second".
        public init(_ name: String, _ first: Int64, _ second: Int64? = nil) {
            self.name = name
            self.first = first
            self.second = second
        }

        public var description: String {
            guard let first else { return name }
            return second.map { "\(name):\(first):\($0)" } ?? "\(name):\(first)"
        }
    }

    /// "A/phone:12:0": the form `--format json` and `plain` print.
    public var description: String { "\(section)/\(item)" }
}
