/// A card read for editing in place: every property with the bytes its lines occupy, so an edit can
/// replace one property and copy every other byte as it was.
package struct CardLayout {
    /// The card, every property kept.
    package var card: VCard
    /// For each of `card.properties`: its physical lines in the card's bytes, line breaks included.
    package var spans: [Range<Int>]
    /// For each of `card.properties`: its header as written, unfolded, without the colon.
    package var headers: [[UInt8]]
    /// Where `END:VCARD` starts; the end of the bytes when the card has no END line.
    package var endOffset: Int
    /// The card's own line break (its first line's), CR LF when it has none.
    package var lineBreak: [UInt8]
    /// Lines the parser left out, and charset guesses.
    package var problems: [VCardProblem]
    /// Whether the bytes start with `BEGIN:VCARD` (after blank lines) and have an `END:VCARD`.
    package var isComplete: Bool
    /// Whether the bytes start with `BEGIN:VCARD` (after blank lines): a card cut off before its END
    /// (kept so by the import) does, without being complete.
    package var begins: Bool

    /// Reads one card's bytes (a `BEGIN:VCARD` … `END:VCARD` text as the scanner frames it).
    package init(_ bytes: UnsafeRawBufferPointer) {
        let capacity = max(bytes.count, 1)
        let end: Int?
        (card, spans, headers, end, problems) = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity) {
            let scratch = $0.baseAddress!
            var decoder = CardDecoder(bytes: bytes, firstLine: 1, scratch: scratch, work: scratch + capacity, capacity: capacity)
            decoder.recordsLayout = true
            let card = decoder.decode().0
            return (card, decoder.layout.map(\.span), decoder.layout.map(\.header), decoder.endOffset, decoder.problems)
        }
        endOffset = end ?? bytes.count
        var lines = LineCursor(bytes, firstLine: 1)
        lines.position = Delimiter.skippingByteOrderMark(lines.base, 0, lines.count)
        var begins = false
        while let line = lines.next() {
            if Delimiter.isBlank(lines.base, line) { continue }
            begins = Delimiter.isBegin(lines.base, line)
            break
        }
        self.begins = begins
        isComplete = begins && end != nil
        var cursor = LineCursor(bytes, firstLine: 1)
        if let first = cursor.next(), first.next > first.end {
            lineBreak = Array(UnsafeRawBufferPointer(rebasing: bytes[first.end..<first.next]))
        } else {
            lineBreak = [ASCII.cr, ASCII.lf]
        }
    }
}
