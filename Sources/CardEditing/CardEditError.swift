/// Why an edit could not be made; the message names what a person can act on.
public enum CardEditError: Error, Equatable, CustomStringConvertible {
    /// The stored bytes are not one `BEGIN:VCARD` … `END:VCARD` card.
    case notACard
    /// A remove or change names an entry the card does not hold.
    case noSuchEntry(CardEntry)
    /// A birthday that is not a `YYYY-MM-DD` or `--MM-DD` date.
    case badBirthday(String)
    /// An anniversary that is not a `YYYY-MM-DD` or `--MM-DD` date.
    case badAnniversary(String)

    public var description: String {
        switch self {
        case .notACard:
            return "the stored card is not a vCard (no BEGIN:VCARD … END:VCARD)"
        case .noSuchEntry(let entry):
            return "the contact has no \(entry.kind.noun) \(entry.value)"
        case .badBirthday(let text):
            return "birthday \"\(text)\" is not a date as YYYY-MM-DD or --MM-DD"
        case .badAnniversary(let text):
            return "anniversary \"\(text)\" is not a date as YYYY-MM-DD or --MM-DD"
        }
    }
}

extension CardEntry.Kind {
    /// How a message names the kind.
    var noun: String {
        switch self {
        case .phone: "phone number"
        case .email: "email"
        case .address: "address"
        case .url: "URL"
        case .nickname: "nickname"
        case .note: "note"
        case .instantMessaging: "IM address"
        }
    }
}
