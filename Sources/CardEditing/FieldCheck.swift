import Contacts

/// What a value a person types must be, wherever it is typed: the form, and `add`'s and `edit`'s
/// options. Each check gives the message that says what is wrong, or nil.
public enum FieldCheck {
    /// Why `entry` cannot be written as a new one: a number without digits, an email without @,
    /// an address of more than six parts, a handle without its service.
    public static func problem(with entry: CardEntry) -> String? {
        switch entry.kind {
        case .phone where PhoneDigits.digits(of: entry.value).isEmpty:
            return "phone number \"\(entry.value)\" has no digits"
        case .email where !entry.value.contains("@"):
            return "email \"\(entry.value)\" has no @"
        case .address where AddressLine(text: entry.value).hasExtraParts:
            return "an address has at most 6 parts: street; city; region; postcode; country, "
                + "after an extended part (a suite, a flat) when it has one"
        case .instantMessaging where entry.label.isEmpty:
            return "an IM address needs its service in parentheses: IM (jabber): \(entry.value)"
        default:
            return nil
        }
    }

    /// Why `text` is not a birthday as `YYYY-MM-DD` or `--MM-DD` (a day of the calendar).
    public static func birthdayProblem(_ text: String) -> String? {
        BirthdayDate(text.trimmed) == nil ? CardEditError.badBirthday(text).description : nil
    }
}

extension CardEntry {
    /// Whether `other` is the same number, email, address, URL, nickname or note, however written
    /// (a number by its digits, an email ignoring case), whatever its label.
    public func isSame(as other: CardEntry) -> Bool {
        kind == other.kind && key == other.key
    }
}
