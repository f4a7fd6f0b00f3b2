import Contacts
import Store
import TerminalText

/// The lines a mail client's address query reads (`email --format mutt|aerc`).
///
/// mutt and neomutt (`query_command`): a first line of free text, shown as
/// a message (as an error when the command fails), then one line per
/// address, `address<TAB>name<TAB>label`. aerc (`address-book-cmd`): one
/// line per address, `address<TAB>name`, no first line. Both split on
/// tabs and read to the newline, so a tab, newline or other control
/// character in a field goes out as a space, and a name is trimmed
/// (neomutt's strtok would read an empty name as the next field, so a
/// name left empty is sent as the address). Everything else, quotes and
/// non-ASCII letters included, is sent as it is, in UTF-8: both clients
/// quote and encode a name themselves when they write the header.
enum MailQueryFormat {
    case mutt, aerc

    /// The first line mutt shows: how many addresses were found.
    static func muttSummary(_ count: Int) -> String {
        "phonebook: \(count) \(count == 1 ? "match" : "matches")"
    }

    /// The line for `entry`, newline included.
    func line(_ entry: EmailEntry) -> String {
        let address = ColumnText.singleLine(entry.email.address).trimmed
        let name = ColumnText.singleLine(entry.name).trimmed
        var line = address + "\t" + (name.isEmpty ? address : name)
        if self == .mutt { line += "\t" + ColumnText.singleLine(entry.email.label).trimmed }
        return line + "\n"
    }

    /// Every line of the answer for `entries` (at least one): mutt's summary first.
    func lines(_ entries: [EmailEntry]) -> [String] {
        (self == .mutt ? [Self.muttSummary(entries.count) + "\n"] : []) + entries.map(line)
    }
}
