import TerminalText

/// The key help, generated from the keymap: one line per binding of normal
/// mode, then those of search mode.
enum HelpOverlay {
    static func lines(_ keymap: Keymap, paint: Paint) -> [String] {
        let groups: [(String, KeyMode)] = [("Keys", .normal), ("While searching", .searching)]
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
