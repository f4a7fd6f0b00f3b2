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

    /// What the row stands for within its section.
    public enum Item: Sendable, Hashable, CustomStringConvertible {
        case link(Destination)
        /// Number `position` (card order) of a contact.
        case phone(ContactID, Int)
        /// A contact without any number.
        case contact(ContactID)
        /// The section's "load more" row.
        case loadMore
        /// The inline detail under the entry `phone(contact, position)` or `contact(contact)`.
        case detail(ContactID, Int)
        case action(AccountAction)
        case setting(String)
        case fact(String)
        case email(Int)
        case paragraph(Int)

        public var description: String {
            switch self {
            case .link(let destination): return "link:\(destination)"
            case let .phone(contact, position): return "phone:\(contact):\(position)"
            case .contact(let contact): return "contact:\(contact)"
            case .loadMore: return "loadMore"
            case let .detail(contact, position): return "detail:\(contact):\(position)"
            case .action(let action): return "action:\(action.rawValue)"
            case .setting(let key): return "setting:\(key)"
            case .fact(let name): return "fact:\(name)"
            case .email(let position): return "email:\(position)"
            case .paragraph(let number): return "paragraph:\(number)"
            }
        }
    }

    /// "A/phone:12:0": the form `--format json` and `plain` print.
    public var description: String { "\(section)/\(item)" }
}
