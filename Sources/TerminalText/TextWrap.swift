/// Greedy word wrapping by display width, for text that reads as prose
/// (a document paragraph, an inline detail, a note in `show`'s table).
/// Every line is shown through `VisibleText.line`.
public enum TextWrap {
    /// `text` on as many lines of at most `width` columns as it needs;
    /// a word wider than a line is broken between grapheme clusters.
    public static func lines(_ text: String, width: Int) -> [String] {
        let text = VisibleText.line(text)
        guard width > 0 else { return [""] }
        if DisplayWidth.of(text) <= width { return [text] }
        var lines: [String] = [], line = "", used = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word), wordWidth = DisplayWidth.of(word)
            if used > 0, used + 1 + wordWidth <= width {
                line += " " + word
                used += 1 + wordWidth
                continue
            }
            if used > 0 { lines.append(line); line = ""; used = 0 }
            while wordWidth > width {
                var head = "", headWidth = 0
                for character in word {
                    let columns = DisplayWidth.of(character)
                    if headWidth + columns > width { break }
                    head.append(character)
                    headWidth += columns
                }
                if head.isEmpty { break }  // a two-column character in a one-column line
                lines.append(head)
                word.removeFirst(head.count)
                wordWidth -= headWidth
            }
            line = word
            used = wordWidth
        }
        if used > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` broken at its own line breaks (LF, CR LF, CR), each of its
    /// lines wrapped as `lines(_:width:)` wraps one: a note of several lines
    /// shows as those lines, the breaks never reaching the terminal.
    public static func linesKeepingBreaks(_ text: String, width: Int) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .flatMap { lines(String($0), width: width) }
    }
}
