/// Where one vCard lies in the input: found by the scanner, not yet parsed.
public struct RawCard: Sendable, Hashable {
    /// What ended a card that has no `END:VCARD`.
    public enum Cut: Sendable, Hashable {
        /// The input ended inside it (a truncated download, a cut-off export).
        case byEndOfInput
        /// The next card's `BEGIN:VCARD` came first.
        case byNextBegin
    }

    /// From the start of the `BEGIN:VCARD` line to the end of the `END:VCARD` line, including its line
    /// break; for a cut-off card, to the end of the input or the start of the next `BEGIN:VCARD` line.
    public var byteRange: Range<Int>
    /// 1-based line of `BEGIN:VCARD`.
    public var line: Int
    /// 1-based line of `END:VCARD`, or the card's last line when it is cut off.
    var endLine: Int
    /// Why the card has no `END:VCARD`; nil when it has one.
    public var cut: Cut?

    /// Creates a raw card location.
    package init(byteRange: Range<Int>, line: Int, endLine: Int, cut: Cut? = nil) {
        self.byteRange = byteRange
        self.line = line
        self.endLine = endLine
        self.cut = cut
    }

    /// What a reader says of this card when it is cut off, nil when it is not: that it kept what the card
    /// holds, or (`kept` false, a strict reader) that the card has no END.
    public func cutOffProblem(kept: Bool) -> VCardProblem? {
        guard let cut else { return nil }
        // Kept, the warning names the card; refused, where it ends (its last line, or the next BEGIN).
        switch (cut, kept) {
        case (.byEndOfInput, true):
            return VCardProblem(line: line, cardLine: line, message: "the file ends inside this card; kept what it holds",
                                severity: .cutOff)
        case (.byNextBegin, true):
            return VCardProblem(line: line, cardLine: line,
                                message: "the next BEGIN:VCARD comes before this card's END:VCARD; kept what it holds",
                                severity: .cutOff)
        case (.byEndOfInput, false):
            return VCardProblem(line: endLine, cardLine: line, message: "vCard has no END:VCARD before the end of the input",
                                severity: .cutOff)
        case (.byNextBegin, false):
            return VCardProblem(line: endLine + 1, cardLine: line,
                                message: "vCard has no END:VCARD before the next BEGIN:VCARD", severity: .cutOff)
        }
    }
}
