import Contacts
import CardEditing
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The value of an option naming a number, email, address, URL, nickname or note (`add --phone`,
/// `edit --add-email`, …): for a number, email or address `LABEL=VALUE`, or the value alone, which
/// takes the usual label (docs/commands.md, "Adding and editing").
enum EntryOption {
    /// The label of a number, email or address given without one: what the blank form suggests.
    static func defaultLabel(_ kind: CardEntry.Kind) -> String {
        kind == .phone ? "mobile" : "home"
    }

    /// The entry `text` gives: for a labelled kind, the label is what comes before the first `=`
    /// (`work=grace@navy.mil`); with no `=`, or nothing before it, the default label.
    static func entry(_ kind: CardEntry.Kind, _ text: String) -> CardEntry {
        guard kind.isLabelled else { return CardEntry(kind, text) }
        if let equals = text.firstIndex(of: "="), !text[..<equals].allSatisfy(\.isWhitespace) {
            return CardEntry(kind, label: String(text[..<equals]), String(text[text.index(after: equals)...]))
        }
        let value = text.first == "=" ? String(text.dropFirst()) : text
        return CardEntry(kind, label: defaultLabel(kind), value)
    }

    /// The entry `text` gives to a new line, checked as the form checks one: a bad value is a
    /// failure naming `option` (exit 65).
    static func checked(_ kind: CardEntry.Kind, _ text: String, option: String) throws(CommandFailure) -> CardEntry {
        let entry = entry(kind, text)
        if entry.value.isEmpty { throw CommandFailure(message: "\(option): the value is empty", status: .dataError) }
        if let problem = FieldCheck.problem(with: entry) {
            throw CommandFailure(message: "\(option): \(problem)", status: .dataError)
        }
        return entry
    }

    /// A birthday option's value, checked (exit 65); "" passes, for the options that clear it.
    static func checkedBirthday(_ text: String, option: String) throws(CommandFailure) -> String {
        let date = text.trimmed
        if !date.isEmpty, let problem = FieldCheck.birthdayProblem(date) {
            throw CommandFailure(message: "\(option): \(problem)", status: .dataError)
        }
        return date
    }
}
