import Contacts
import VCard

/// Whether two properties hold the same value however each card writes it, so a merge adds a value
/// only once: a number by its digits (`+1 (617) 555-0127` is `617-555-0127`, as lookup matches numbers,
/// with the region setting), an email ignoring case, inline data by its base64 text, any other
/// value by its unescaped components with blanks trimmed (so a 2.1 and a 3.0 card agree).
struct SameValue {
    let region: Region?

    func isSame(_ a: VCardProperty, _ b: VCardProperty) -> Bool {
        guard a.name == b.name else { return false }
        switch a.name {
        case "TEL":
            let (x, y) = (Telephone(a).value, Telephone(b).value)
            guard !PhoneDigits.digits(of: x).isEmpty, !PhoneDigits.digits(of: y).isEmpty else { return x.trimmed == y.trimmed }
            return PhoneNumberForms(x, region: region).matches(PhoneNumberForms(y, region: region))
        case "EMAIL":
            return a.text.trimmed.lowercased() == b.text.trimmed.lowercased()
        case "PHOTO", "LOGO", "SOUND", "KEY":
            if let x = BinaryValue(a), let y = BinaryValue(b) { return x.base64 == y.base64 }
            return a.rawValue.trimmed == b.rawValue.trimmed
        default:
            return Self.components(a) == Self.components(b)
        }
    }

    /// Whether the value carries nothing (`TEL;CELL:`, as phones write a field left blank).
    static func isEmpty(_ property: VCardProperty) -> Bool {
        property.rawValue.allSatisfy { $0 == " " || $0 == "\t" || $0 == ";" || $0 == "," }
    }

    /// The value's components, unescaped and trimmed, list items joined by commas (a 2.1 card has no
    /// lists, so its `Silicon Alley 5,` is one item where a 3.0 card's is two); trailing empty
    /// components dropped.
    private static func components(_ property: VCardProperty) -> [String] {
        var components = property.components.map { $0.joined(separator: ",").trimmed }
        while components.last?.isEmpty == true { components.removeLast() }
        return components
    }
}
