import Contacts
import Reading
import Sections
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
/// name left empty is sent as the address). Both clients show the lines on
/// a terminal as they are, so a bidi override or isolate, which would
/// reorder the rest of the line there, goes out as `list` shows it
/// (`<U+202E>`, `VisibleText`). Everything else, quotes and non-ASCII
/// letters included, is sent as it is, in UTF-8: both clients quote and
/// encode a name themselves when they write the header.
enum MailQueryFormat {
    case mutt, aerc

    /// The first line mutt shows: how many addresses were found.
    static func muttSummary(_ count: Int) -> String {
        "phonebook: \(count) \(count == 1 ? "match" : "matches")"
    }

    /// The line for `entry`, newline included.
    func line(_ entry: EmailEntry) -> String {
        line(address: entry.email.address, name: entry.name, label: entry.email.label)
    }

    private func line(address: String, name: String, label: String) -> String {
        let address = Self.field(address)
        let name = Self.field(name)
        var line = address + "\t" + (name.isEmpty ? address : name)
        if self == .mutt { line += "\t" + Self.field(label) }
        return line + "\n"
    }

    /// `text` as a field of a line: each control a space, each bidi
    /// override or isolate shown, no white space at either end. Printable
    /// ASCII, nearly every field, is only trimmed.
    private static func field(_ text: String) -> String {
        var text = text
        if text.withUTF8({ DisplayWidth.isPrintableASCII($0) }) { return text.trimmed }
        return ColumnText.singleLine(VisibleText.overridesShown(text)).trimmed
    }

    /// `line(entry)` appended to `out`: its fields copied as they are
    /// where `line` would send them so (printable ASCII, no space at either
    /// end, a name), else the line made as `line` makes it.
    func write(_ entry: EmailEntry, to out: inout OutputBuffer) {
        let address = entry.email.address, name = entry.name, label = entry.email.label
        guard Self.isSentAsItIs(address), !name.isEmpty, Self.isSentAsItIs(name),
              self == .aerc || Self.isSentAsItIs(label) else { return out.append(line(entry)) }
        out.append(address)
        out.append(byte: 0x09)
        out.append(name)
        if self == .mutt {
            out.append(byte: 0x09)
            out.append(label)
        }
        out.append(byte: 0x0A)
    }

    /// A field `line` sends as it is: printable ASCII, no space to trim.
    private static func isSentAsItIs(_ field: String) -> Bool {
        var field = field
        return field.withUTF8 { field in
            guard let first = field.first, let last = field.last else { return true }
            return first != 0x20 && last != 0x20 && DisplayWidth.isPrintableASCII(field)
        }
    }
}
