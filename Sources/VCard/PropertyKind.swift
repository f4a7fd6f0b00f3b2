/// The properties ``VCard`` gives typed access to; everything else is `.other`.
enum PropertyKind: UInt8, Sendable {
    case telephone, email, formattedName, name, uid, organization, note, label, other

    /// Whether ``CardFields`` gathers it while parsing (the rest are computed on demand).
    var isGathered: Bool {
        switch self {
        case .telephone, .email, .formattedName, .uid, .label: return true
        case .name, .organization, .note, .other: return false
        }
    }

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
        default: self = .other
        }
    }
}
