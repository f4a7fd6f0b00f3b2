import TerminalText

/// The key help, generated from the keymap: one line per binding of normal
/// mode, then those of search mode.
enum HelpOverlay {
    static let groups: [(String, KeyMode)] = [("Keys", .normal), ("While searching", .searching)]

    /// How many lines the help takes.
    static func lineCount(_ keymap: Keymap) -> Int {
        groups.reduce(0) { $0 + 1 + keymap.help(for: $1.1).count }
    }

    static func lines(_ keymap: Keymap, paint: Paint) -> [String] {
        let entries = groups.flatMap { keymap.help(for: $0.1) }
        let keyWidth = min(entries.map { DisplayWidth.of($0.keys) }.max() ?? 0, paint.width / 2)
        var lines: [String] = []
        for (title, mode) in groups {
            lines.append(paint.line(title, style: .bold))
            for entry in keymap.help(for: mode) {
                lines.append(paint.line("  " + ColumnText.fit(entry.keys, toWidth: keyWidth) + "  " + entry.meaning))
            }
        }
        return lines
    }
}
