import Contacts
import VCard

/// Labels of numbers, emails and addresses: read from a card's TYPE values or group label, and
/// written back as TYPE values the card's version understands, or as an `X-ABLabel`.
enum EntryLabel {
    static let other = "other"

    /// Our words, lowercase; anything else is a label of the person's own, kept as typed.
    private static let vocabulary: Set<String> = [
        "mobile", "home", "work", "main", "home fax", "work fax", "other fax", "pager", other,
    ]
    private static let aliases = ["cell": "mobile", "iphone": "mobile", "fax": "other fax"]

    /// `label` as the form compares it: one of our words in lowercase, else as typed; "other" when empty.
    static func canonical(_ label: String) -> String {
        let label = label.trimmed
        if label.isEmpty { return other }
        let lower = label.lowercased()
        if vocabulary.contains(lower) { return lower }
        return aliases[lower] ?? label
    }

    /// The label a card gives a property: its group's `X-ABLabel` (Apple's built-in ones in our
    /// words), else its TYPE values; numbers as ``PhoneLabel`` names them (and the list shows them).
    static func label(of property: VCardProperty, kind: CardEntry.Kind, groupLabel: String?) -> String {
        if kind == .phone { return canonical(PhoneLabel.normalized(types: property.types, customLabel: groupLabel)) }
        if let custom = groupLabel?.trimmed, !custom.isEmpty {
            return canonical(PhoneLabel.normalized(types: [], customLabel: custom))
        }
        let types = property.types
        if types.contains("HOME") { return "home" }
        if types.contains("WORK") { return "work" }
        return other
    }

    /// The TYPE values that say `label` in a card of `version` (lowercase in 4.0, RFC 6350 §6.4.1),
    /// or nil when none does and the label must be an `X-ABLabel`.
    static func types(for label: String, kind: CardEntry.Kind, version: VCardVersion) -> [String]? {
        let types: [String]?
        switch (kind, label) {
        case (_, other): types = []
        case (.phone, "mobile"): types = ["CELL"]
        case (_, "home"): types = ["HOME"]
        case (_, "work"): types = ["WORK"]
        case (.phone, "home fax"): types = ["HOME", "FAX"]
        case (.phone, "work fax"): types = ["WORK", "FAX"]
        case (.phone, "other fax"): types = ["FAX"]
        case (.phone, "pager"): types = ["PAGER"]
        // MAIN is Apple's word in 3.0 cards; 2.1 and 4.0 have none.
        case (.phone, "main") where version == .v3_0 || version == .unknown: types = ["MAIN"]
        default: types = nil
        }
        return version == .v4_0 ? types?.map { $0.lowercased() } : types
    }
}
