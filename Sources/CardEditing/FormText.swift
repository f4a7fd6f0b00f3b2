import Contacts
import VCard

/// Text as the form holds it, so a value read from a card and the same value read back from the form
/// compare equal: line breaks as LF, no blanks at the end of a line, none around the whole.
enum FormText {
    static func normalized(_ text: String) -> String {
        let lines = text.withLFLineBreaks.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { line in
            var view = line
            while let last = view.last, last.isWhitespace { view.removeLast() }
            return String(view)
        }.joined(separator: "\n").trimmed
    }
}
