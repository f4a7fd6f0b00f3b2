import TerminalText

/// The key help, generated from the keymap: one entry per binding of normal
/// mode, then those of search mode, keys in a column and what they do
/// beside them. Keys are never cut and a meaning wraps rather than being
/// cut, so every word is there at any width.
enum HelpOverlay {
    static let groups: [(String, KeyMode)] = [("Keys", .normal), ("While searching", .searching)]
    /// Columns before the keys.
    static let indent = 2

    /// How many lines the help takes at `width` columns.
    static func lineCount(_ keymap: Keymap, width: Int) -> Int {
        text(keymap, width: width).count
    }

    static func lines(_ keymap: Keymap, paint: Paint) -> [String] {
        text(keymap, width: paint.width).map { paint.line($0.text, style: $0.isTitle ? .bold : .plain) }
    }

    /// The help's lines as text, group titles marked.
    private static func text(_ keymap: Keymap, width: Int) -> [(text: String, isTitle: Bool)] {
        let entries = groups.map { group in
            keymap.help(for: group.1).map { (label: ColumnCell($0.keys, isWhole: true), value: ColumnCell($0.meaning)) }
        }
        let indent = String(repeating: " ", count: min(Self.indent, max(0, width - 1)))
        let columns = LabelledLines.columns(entries.flatMap { $0 }, width: width - indent.count)
        var lines: [(text: String, isTitle: Bool)] = []
        for (group, pairs) in zip(groups, entries) {
            lines += TextWrap.lines(group.0, width: width).map { ($0, true) }
            lines += LabelledLines.lines(pairs, in: columns).map { (indent + $0.label + $0.value, false) }
        }
        return lines
    }
}
