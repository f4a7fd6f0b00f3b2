/// What is on the screen: lines already laid out by the caller (ANSI SGR
/// colour codes may be inside them; each should fit in `size.columns`), top
/// to bottom, at the size they were laid out for.
public struct Frame: Hashable, Sendable {
    public var lines: [String]
    public var size: TerminalSize

    public init(lines: [String], size: TerminalSize) {
        self.lines = lines
        self.size = size
    }
}
