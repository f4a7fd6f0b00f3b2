/// Where one complete vCard lies in the input: found by the scanner, not yet parsed.
public struct RawCard: Sendable, Hashable {
    /// From the start of the `BEGIN:VCARD` line to the end of the `END:VCARD` line, including its line break.
    public var byteRange: Range<Int>
    /// 1-based line of `BEGIN:VCARD`.
    public var line: Int
    /// 1-based line of `END:VCARD`.
    var endLine: Int

    /// Creates a raw card location.
    package init(byteRange: Range<Int>, line: Int, endLine: Int) {
        self.byteRange = byteRange
        self.line = line
        self.endLine = endLine
    }
}
