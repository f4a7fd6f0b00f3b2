/// The properties ``VCard`` gives typed access to; everything else is `.other`.
enum PropertyKind: UInt8, Sendable {
    case telephone, email, formattedName, name, uid, organization, note, label
    /// What a search looks at besides (NICKNAME, TITLE, ADR, CATEGORIES).
    case nickname, title, address, categories
    /// What makes a card a group (RFC 6350 §6.1.4 KIND, Apple's
    /// X-ADDRESSBOOKSERVER-KIND) and names its members (§6.6.5 MEMBER,
    /// X-ADDRESSBOOKSERVER-MEMBER), as iCloud, Nextcloud and SabreDAV keep groups.
    case kind, member
    case other

    /// Whether ``CardFields`` gathers it while parsing: every kind but `.other`.
    var isGathered: Bool { self != .other }

    /// Classifies an uppercase property name.
    init(uppercasedName name: String) {
        switch name {
        case "TEL": self = .telephone
        case "EMAIL": self = .email
        case "FN": self = .formattedName
        case "N": self = .name
        case "UID": self = .uid
        case "ORG": self = .organization
        case "NOTE": self = .note
        case "X-ABLABEL": self = .label
        case "NICKNAME": self = .nickname
        case "TITLE": self = .title
        case "ADR": self = .address
        case "CATEGORIES": self = .categories
        case "KIND", "X-ADDRESSBOOKSERVER-KIND": self = .kind
        case "MEMBER", "X-ADDRESSBOOKSERVER-MEMBER": self = .member
        default: self = .other
        }
    }

    /// Whether its entries are labelled from their group (TEL, EMAIL) or label a group (X-ABLabel).
    var usesGroup: Bool { self == .telephone || self == .email || self == .label }
}
