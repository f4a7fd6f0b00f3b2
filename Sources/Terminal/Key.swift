/// One key press, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
    /// A printable character, including multi-byte UTF-8 ones.
    case character(Character)
    /// The arrow keys.
    case up, down, left, right
    /// Paging and jumping: PgUp, PgDn, Home, End.
    case pageUp, pageDown, home, end
    /// Return (CR) or Control-J (LF).
    case enter
    /// A lone Escape, told from the start of a sequence by a short timeout.
    case escape
    /// DEL (0x7F) or Control-H (0x08), as terminals send Backspace either way.
    case backspace
    /// Tab (also Control-I).
    case tab
    /// The Delete key (`ESC [ 3 ~`).
    case delete
    /// A control key other than those named above, by its lowercase letter
    /// (`control("c")` for Control-C) or symbol (`control("@")` for NUL).
    case control(Character)
}

extension Key: CustomStringConvertible {
    /// A short name for status lines and test output: "up", "ctrl-b", "j".
    public var description: String {
        switch self {
        case let .character(character): return String(character)
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .pageUp: return "page-up"
        case .pageDown: return "page-down"
        case .home: return "home"
        case .end: return "end"
        case .enter: return "enter"
        case .escape: return "escape"
        case .backspace: return "backspace"
        case .tab: return "tab"
        case .delete: return "delete"
        case let .control(character): return "ctrl-\(character)"
        }
    }
}
