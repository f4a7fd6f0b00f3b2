/// Parses the bytes of one card (as found by ``VCardScanner``) into a ``VCard``.
public enum VCardParser {
    /// Parses one card; `firstLine` is the input line number of its first byte, for problems.
    ///
    /// A malformed line (no colon, no name, a C0 control byte other than tab) is left out of the card
    /// and added to `problems` as a ``VCardProblem/Severity/skippedLine``; so is a warning for each value
    /// whose charset had to be guessed. Whether a card with a skipped line is still wanted is the
    /// caller's choice (a strict import refuses it). Parsing stops at `END:VCARD`; a missing END is not
    /// a problem here (the scanner reports it).
    public static func parse(_ bytes: UnsafeRawBufferPointer, firstLine: Int = 1, keeping selection: PropertySelection = .all,
                             problems: inout [VCardProblem]) -> VCard {
        let capacity = max(bytes.count, 1)
        // A logical line is never longer than the card, so two buffers of the card's size always suffice;
        // small cards get them on the stack.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity) { buffer in
            let scratch = buffer.baseAddress!
            var decoder = CardDecoder(bytes: bytes, firstLine: firstLine, scratch: scratch, work: scratch + capacity,
                                      capacity: capacity)
            decoder.selection = selection
            let card = decoder.decode().0
            // Most cards have none: then the array is not even copied.
            if !decoder.problems.isEmpty { problems += decoder.problems }
            return card
        }
    }
}
