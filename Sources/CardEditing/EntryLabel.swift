import Contacts
import VCard

/// Labels of numbers, emails and addresses: read from a card's TYPE values or group label, and
/// written back as TYPE values the card's version understands, or as an `X-ABLabel`.
enum EntryLabel {
    static let other = "other"

    /// The label a card gives a property: numbers as ``PhoneLabel`` names them (and the list shows
    /// them), emails and addresses as ``FieldLabel`` does (and `show` shows them). ``CardEntry``
    /// puts it in the form's words.
    static func label(of property: VCardProperty, kind: CardEntry.Kind, groupLabel: String?) -> String {
        kind == .phone ? PhoneLabel.normalized(types: property.types, customLabel: groupLabel)
            : FieldLabel.normalized(types: property.types, customLabel: groupLabel)
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
