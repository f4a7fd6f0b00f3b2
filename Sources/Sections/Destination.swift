import Store

/// Where a link row leads.
public enum Destination: Sendable, Hashable, CustomStringConvertible {
    case contacts
    case settings
    case termsAndConditions
    case privacyPolicy
    case debugSettings
    /// The groups of contacts that are probably one person.
    case duplicates
    /// One contact in full.
    case contact(ContactID)
    /// The book's groups (`GroupsScreen`).
    case groups
    /// The contacts of the group of this name.
    case group(String)
    /// The address books, to choose the one listed.
    case books

    public var description: String {
        switch self {
        case .contacts: return "contacts"
        case .settings: return "settings"
        case .termsAndConditions: return "terms"
        case .privacyPolicy: return "privacy"
        case .debugSettings: return "debug"
        case .duplicates: return "duplicates"
        case .contact(let id): return "contact:\(id)"
        case .groups: return "groups"
        case .group(let name): return "group:\(name)"
        case .books: return "books"
        }
    }
}
