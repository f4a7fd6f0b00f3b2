import TerminalText

/// Greedy word wrapping by display width, for rows that read as prose
/// (a document paragraph, an inline detail).
enum TextWrap {
    /// `text` on as many lines of at most `width` columns as it needs;
    /// a word wider than a line is broken between grapheme clusters.
    static func lines(_ text: String, width: Int) -> [String] {
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
}
