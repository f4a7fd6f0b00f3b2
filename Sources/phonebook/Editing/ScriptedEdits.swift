import Contacts
import CardEditing
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What `edit CONTACT --set-… --add-… --remove-…` asks, checked: turned into the card edits of one
/// rewrite (`edits(of:)`).
struct ScriptedEdits {
    /// `--set-name`, `--set-given`, `--set-family`, `--set-org`, `--set-title`, `--set-birthday`,
    /// `--set-note`: nil when not given, "" to clear.
    var name, given, family, organization, title, birthday, note: String?
    /// Entries to add, in the order given; one the card has already is not added again.
    var added: [CardEntry] = []
    /// Entries to remove: each the value to match (a number by its digits, an email ignoring case),
    /// with the option that named it.
    var removed: [(entry: CardEntry, option: String)] = []

    /// The edits that make `card` say what the options say. A field set to
    /// what the card already holds gives no edit. Throws when a removal names what the card lacks.
    func edits(of card: [UInt8]) throws -> [CardEdit] {
        let before = try ContactDetails(card: card)
        var after = before
        after.name = name ?? before.name
        after.given = given ?? before.given
        after.family = family ?? before.family
        after.organization = organization.map(Self.organizationText) ?? before.organization
        after.title = title ?? before.title
        after.birthday = birthday ?? before.birthday
        // The single fields as the form changes them: entries are equal, so only these differ.
        var edits = before.edits(to: after)
        // A birthday that is no date (text) is not in the details; clearing it still removes it.
        if birthday == "", before.birthday.isEmpty { edits.append(.setBirthday(nil)) }
        if let note, before.entries(.note) != (note.isEmpty ? [] : [CardEntry(.note, note)]) {
            edits.append(.setNote(note.isEmpty ? nil : note))
        }
        // A removal names the line as the card has it, label and all, never a new one.
        var remaining = before.entries
        var removals: [CardEdit] = []
        for (entry, option) in removed {
            removals += try Self.removal(of: entry, option: option, from: &remaining)
        }
        // What the card still has is not added again (the same number by its digits, the same email
        // ignoring case), so a script run twice adds one line, not two.
        var additions: [CardEdit] = []
        for entry in added where !remaining.contains(where: { $0.isSame(as: entry) }) {
            remaining.append(entry)
            additions.append(.add(entry))
        }
        // Additions first: a new line goes after the last of its kind, so one replacing a removed line
        // takes its place.
        return edits + additions + removals
    }

    /// Removes every entry the same as `entry` from `remaining`, as edits; a nickname may also be
    /// one of a line's comma-separated names. Throws when there is none.
    private static func removal(of entry: CardEntry, option: String, from remaining: inout [CardEntry]) throws -> [CardEdit] {
        let same = remaining.filter { $0.isSame(as: entry) }
        if !same.isEmpty {
            remaining.removeAll { $0.isSame(as: entry) }
            return same.map { .remove($0) }
        }
        if entry.kind == .nickname, let index = remaining.firstIndex(where: { $0.kind == .nickname && names($0).contains(entry.value) }) {
            let line = remaining[index]
            let rest = names(line).filter { $0 != entry.value }.joined(separator: ", ")
            guard !rest.isEmpty else {
                remaining.remove(at: index)
                return [.remove(line)]
            }
            remaining[index] = CardEntry(.nickname, rest)
            return [.change(from: line, to: remaining[index])]
        }
        throw CommandFailure(message: "\(option): \(CardEditError.noSuchEntry(entry)); nothing was changed", status: .failure)
    }

    /// A nickname line's names.
    private static func names(_ entry: CardEntry) -> [String] {
        entry.value.split(separator: ",").map { String($0).trimmed }
    }

    /// `IBM ;Accounting` as the form writes an organization: `IBM; Accounting`.
    static func organizationText(_ text: String) -> String {
        text.split(separator: ";").map { String($0).trimmed }.filter { !$0.isEmpty }
            .joined(separator: "; ")
    }
}
