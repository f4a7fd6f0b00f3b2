import Browser
import Terminal

extension KeyName {
    /// The keymap's name for a key the terminal driver decoded: the one
    /// place where the driver's keys meet the browser's. Nil for a key the
    /// browser has no use for (Delete).
    init?(_ key: Key) {
        switch key {
        case let .character(character): self = .character(character)
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .home: self = .home
        case .end: self = .end
        case .enter: self = .enter
        case .escape: self = .escape
        case .backspace: self = .backspace
        case .tab: self = .tab
        case .delete: return nil
        case let .control(character): self = .control(character)
        }
    }
}
