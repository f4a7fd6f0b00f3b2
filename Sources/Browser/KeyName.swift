/// A key as the keymap names it: what the driver's key decoder reports,
/// mapped in one small adapter. Carries no escape sequences.
public enum KeyName: Sendable, Hashable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    /// A printable character ("j", "/", "é", "王").
    case character(Character)
    /// Control plus a letter, lowercase ("b" for Ctrl-B).
    case control(Character)

    /// How the help shows it.
    public var label: String {
        switch self {
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .tab: return "Tab"
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .control(let letter): return "Ctrl-" + letter.uppercased()
        }
    }
}
