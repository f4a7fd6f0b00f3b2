/// Card text made safe for a person's terminal: the one rule every human
/// output (tables, plain text on a terminal, prompts, status and error
/// lines, the browser, an export to a terminal) shows text through. Card
/// text is untrusted: a quoted-printable value can hold ESC ] 52 (a write
/// to the clipboard), a C1 CSI (U+009B) or a right-to-left override that
/// shows a number reversed. Nothing is dropped; each such character is
/// shown as something a person can see and a terminal does not act on:
///
/// - a C0 control (U+0000–U+001F) as its Control Picture, U+2400 plus its
///   code: ESC "␛", BEL "␇", TAB "␉", LF "␊", CR "␍"; DEL (U+007F) as "␡"
///   (U+2421). One column each, as the character would have taken.
/// - a C1 control (U+0080–U+009F) as `<U+009B>`: Unicode has no pictures
///   for them, and U+FFFD would hide which one it was.
/// - a bidi override or isolate (U+202A–U+202E, U+2066–U+2069) as
///   `<U+202E>`: it would reorder the rest of the line (a number shown
///   reversed). The marks U+200E, U+200F and U+061C stay: they affect only
///   the neutral characters beside them, and right-to-left names use them.
///
/// `lines` keeps line feeds, tabs and a carriage return before a line feed,
/// for outputs of several lines (an export to a terminal); `line` shows
/// them too, for a value that must stay on its line.
///
/// Formats for programs (`--format json`, `plain` into a pipe, an export
/// into a file) do not go through this: they keep every byte.
public enum VisibleText {
    /// `text` on one line, every control and bidi override shown visibly.
    public static func line(_ text: String) -> String {
        shown(text, keepingLines: false)
    }

    /// `text` as lines: line feeds, tabs and CR LF kept, every other control and bidi override shown visibly.
    public static func lines(_ text: String) -> String {
        shown(text, keepingLines: true)
    }

    /// Whether `line(_:)` (or with `keepingLines`, `lines(_:)`) leaves the
    /// text of these UTF-8 bytes as it is: no byte below 0x20 (but LF, TAB
    /// and CR before LF when keeping lines), no 0x7F, no C1 (C2 80–9F), no
    /// override or isolate (E2 80 AA–AE, E2 81 A6–A9). Printable ASCII,
    /// nearly every name and number, is passed eight bytes at a time.
    public static func isShownAsIs(_ bytes: UnsafeBufferPointer<UInt8>, keepingLines: Bool = false) -> Bool {
        if DisplayWidth.isPrintableASCII(bytes) { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 {
                guard keepingLines else { return false }
                let kept = byte == 0x0A || byte == 0x09 || (byte == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A)
                guard kept else { return false }
            } else if byte == 0x7F {
                return false
            } else if byte == 0xC2 {
                if index + 1 < count, bytes[index + 1] & 0xE0 == 0x80 { return false }
            } else if byte == 0xE2, index + 2 < count {
                let second = bytes[index + 1], third = bytes[index + 2]
                if second == 0x80 && third >= 0xAA && third <= 0xAE { return false }
                if second == 0x81 && third >= 0xA6 && third <= 0xA9 { return false }
            }
            index += 1
        }
        return true
    }

    /// Whether `text` needs no change to be shown (see `isShownAsIs(_:keepingLines:)`).
    public static func isShownAsIs(_ text: String, keepingLines: Bool = false) -> Bool {
        if let result = text.utf8.withContiguousStorageIfAvailable({ isShownAsIs($0, keepingLines: keepingLines) }) {
            return result
        }
        var copy = text
        return copy.withUTF8 { isShownAsIs($0, keepingLines: keepingLines) }
    }

    /// `text` with each bidi override and isolate shown as `line` shows it
    /// (`<U+202E>`), every other character as it is: for a record that a
    /// program splits on tabs and newlines and then shows a person (a mail
    /// client's address query), whose controls are the record's own rule
    /// (`ColumnText.singleLine`). The replacement adds no tab or newline.
    public static func overridesShown(_ text: String) -> String {
        // Every override and isolate starts with the byte E2.
        guard !TextBytes.all(of: text, { $0 != 0xE2 }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isOverride(scalar.value) {
                result.append(contentsOf: codePoint(scalar.value).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `line` shows this scalar as something else: a C0 control,
    /// DEL, a C1 control, a bidi override or isolate. What a format for
    /// programs escapes in its own way (`--format json`'s `\uXXXX`).
    public static func isShownVisibly(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || isOverride(value)
    }

    /// A bidi override or isolate: U+202A–U+202E, U+2066–U+2069.
    private static func isOverride(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    private static func shown(_ text: String, keepingLines: Bool) -> String {
        if isShownAsIs(text, keepingLines: keepingLines) { return text }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            switch value {
            case 0x00...0x1F:
                let kept = keepingLines && (value == 0x0A || value == 0x09
                    || (value == 0x0D && index + 1 < scalars.count && scalars[index + 1] == "\n"))
                result.append(kept ? scalar : Unicode.Scalar(0x2400 + value)!)
            case 0x7F:
                result.append("\u{2421}")
            case 0x80...0x9F:
                result.append(contentsOf: codePoint(value).unicodeScalars)
            case _ where isOverride(value):
                result.append(contentsOf: codePoint(value).unicodeScalars)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `<U+009B>`: four hex digits at least, upper case, as Unicode writes code points.
    private static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
}
