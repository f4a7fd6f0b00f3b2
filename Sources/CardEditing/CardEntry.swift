import Contacts

/// One repeatable field of a card as a person sees it: a number, an email, an instant-messaging
/// handle, an address, a URL, a nickname or a note, with its label ("mobile", "work", or the
/// person's own word; for a handle, its service: "jabber", "skype").
public struct CardEntry: Sendable, Hashable {
    /// What the entry is, and which vCard property holds it.
    public enum Kind: Sendable, Hashable, CaseIterable {
        // In the form's order.
        case nickname, phone, email, instantMessaging, address, url, note

        /// The vCard property name.
        var propertyName: String {
            switch self {
            case .phone: "TEL"
            case .email: "EMAIL"
            case .address: "ADR"
            case .url: "URL"
            case .nickname: "NICKNAME"
            case .note: "NOTE"
            case .instantMessaging: "IMPP"
            }
        }

        /// Whether the entry carries a label (TYPE values or a group's `X-ABLabel`).
        public var isLabelled: Bool { self == .phone || self == .email || self == .address }

        /// Whether the form writes a word in parentheses after the field: a label, or a handle's service.
        public var takesLabel: Bool { isLabelled || self == .instantMessaging }
    }

    /// What the entry is.
    public var kind: Kind
    /// "mobile", "home", "work", "other", … or a custom label; a handle's service in lowercase
    /// ("jabber"); "" for kinds without one.
    public var label: String
    /// The text as the form shows it; an address is `street; city; region; postcode; country`
    /// (see ``AddressLine``).
    public var value: String

    /// Creates an entry; `label` is ignored for kinds without one.
    public init(_ kind: Kind, label: String = "", _ value: String) {
        self.kind = kind
        self.label = kind.isLabelled ? FieldLabel.canonical(label) : kind == .instantMessaging ? label.trimmed.lowercased() : ""
        self.value = FormText.normalized(value)
    }

    /// What identifies the entry whatever its label or spelling: a number's digits, an email in
    /// lowercase, an address's parts; so `+1 (617) 555-0127` is `+16175550127`.
    var key: String {
        switch kind {
        case .phone:
            let digits = PhoneDigits.digits(of: value)
            return digits.isEmpty ? value.trimmed : digits
        case .email, .instantMessaging: return value.trimmed.lowercased()
        case .address: return AddressLine(text: value).text
        case .url, .nickname, .note: return value.trimmed
        }
    }
}
