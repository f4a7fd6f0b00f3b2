/// Fitting text into a number of terminal columns: cutting with an
/// ellipsis and padding, both by display width, never mid-grapheme.
public enum ColumnText {
    /// The ellipsis that marks cut text (one column wide).
    public static let ellipsis = "…"

    /// `text` cut to at most `width` columns, ending in "…" when cut.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if let columns = DisplayWidth.simpleWidth(text) {
            // A fixed width a scalar (see `simpleWidth`): cut after the bytes of width-1 columns.
            if columns <= width { return text }
            let kept = DisplayWidth.simpleScalarEnds(text, upTo: width - 1)?.end ?? 0
            return String(decoding: text.utf8.prefix(kept), as: UTF8.self) + ellipsis
        }
        if DisplayWidth.of(text) <= width { return text }
        var result = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + ellipsis
    }

    /// `text` cut to `width` columns, then padded with spaces to exactly `width`.
    public static func fit(_ text: String, toWidth width: Int) -> String {
        let fitted = cut(text, toWidth: width)
        return padded(fitted.text, fitted.padding)
    }

    /// `text` cut to at most `width` columns, and the spaces that would pad
    /// it to exactly `width`; text that fits is measured once, not twice.
    public static func cut(_ text: String, toWidth width: Int) -> (text: String, padding: Int) {
        if let columns = DisplayWidth.simpleWidth(text), columns <= width { return (text, width - columns) }
        let cut = truncate(text, toWidth: width)
        return (cut, max(0, width - DisplayWidth.of(cut)))
    }

    /// `text` followed by `padding` spaces.
    public static func padded(_ text: String, _ padding: Int) -> String {
        padding > 0 ? text + String(repeating: " ", count: padding) : text
    }

    /// `text` with every control character (C0 with tab and newline, DEL,
    /// C1) turned into a space, so one value can never break a record apart:
    /// the rule of the record formats for programs (`--format plain` into a
    /// pipe, the mail-query lines). Text a person reads goes through
    /// `VisibleText`, which shows each control instead.
    public static func singleLine(_ text: String) -> String {
        // A C1 control is C2 80–9F in UTF-8: no byte 0xC2 passes the quick test.
        guard !TextBytes.all(of: text, { $0 >= 0x20 && $0 != 0x7F && $0 != 0xC2 }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.properties.generalCategory == .control ? " " : $0
        }))
    }
}
