import TerminalText

/// Lines fitted to the terminal's width and, when colours are on, wrapped
/// in SGR styles (which take no columns).
struct Paint {
    enum Style { case plain, bold, dim, reverse }

    let colors: Bool
    let width: Int

    /// `text` cut with "…" or padded to exactly the width, in `style`.
    func line(_ text: String, style: Style = .plain) -> String {
        styled(ColumnText.fit(VisibleText.line(text), toWidth: width), style)
    }

    /// `text` in `style`; unchanged without colours.
    func styled(_ text: String, _ style: Style) -> String {
        guard colors else { return text }
        switch style {
        case .plain: return text
        case .bold: return "\u{1B}[1m" + text + "\u{1B}[0m"
        case .dim: return "\u{1B}[2m" + text + "\u{1B}[0m"
        case .reverse: return "\u{1B}[7m" + text + "\u{1B}[0m"
        }
    }
}
