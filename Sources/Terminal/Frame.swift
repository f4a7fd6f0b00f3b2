import TerminalText
/// What is on the screen: lines already laid out by the caller (ANSI SGR
/// colour codes may be inside them; each should fit in `size.columns`), top
/// to bottom, at the size they were laid out for.
public struct Frame: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [String]
    /// The size they were laid out for.
    public var size: TerminalSize

    public init(lines: [String], size: TerminalSize) {
        self.lines = lines
        self.size = size
    }
}
