import TerminalText
/// What the event loop hands to the program.
public enum Event: Sendable {
    /// A key was pressed.
    case key(Key)
    /// The terminal now has this size (SIGWINCH); the next frame is a full redraw.
    case resize(TerminalSize)
    /// Something another thread posted to the loop's `Mailbox` (a search result).
    case message(any Sendable)
}

/// What the program wants after an event.
public enum Flow {
    /// Keep going and show these lines (laid out for the loop's current size).
    case `continue`([String])
    /// Stop the loop; the terminal is restored by the session.
    case quit
}
