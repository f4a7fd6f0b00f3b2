import Store

/// Which screen a model is: what `--format json` names as "screen".
public enum ScreenID: String, Sendable, Hashable {
    case contacts, settings, terms, privacy, debug, contact, lookup
}

/// Where a link row leads.
public enum Destination: Sendable, Hashable, CustomStringConvertible {
    case contacts
    case settings
    case termsAndConditions
    case privacyPolicy
    case debugSettings
    /// One contact in full.
    case contact(ContactID)

    public var description: String {
        switch self {
        case .contacts: return "contacts"
        case .settings: return "settings"
        case .termsAndConditions: return "terms"
        case .privacyPolicy: return "privacy"
        case .debugSettings: return "debug"
        case .contact(let id): return "contact:\(id)"
        }
    }
}

/// A section's identity: stable across rebuilds, unique within a screen.
public enum SectionID: Sendable, Hashable, CustomStringConvertible {
    case links
    case favorites
    /// A letter section of the contacts list: "A"..."Z" or "#".
    case letter(String)
    /// Any other named section (settings groups, a contact's numbers, …).
    case named(String)

    public var description: String {
        switch self {
        case .links: return "links"
        case .favorites: return "favorites"
        case .letter(let title): return title
        case .named(let name): return name
        }
    }
}

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
