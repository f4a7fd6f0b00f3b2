/// Parses the bytes of one card (as found by ``VCardScanner``) into a ``VCard``.
public enum VCardParser {
    /// Parses one card; `firstLine` is the input line number of its first byte, for error messages.
    ///
    /// Throws for a property line without a colon or a name, and for C0 control bytes other than tab.
    /// Parsing stops at `END:VCARD`; a missing END is not an error here (the scanner reports it).
    public static func parse(_ bytes: UnsafeRawBufferPointer, firstLine: Int = 1,
                             keeping selection: PropertySelection = .all) throws(VCardProblem) -> VCard {
        let capacity = max(bytes.count, 1)
        // A logical line is never longer than the card, so two buffers of the card's size always suffice;
        // small cards get them on the stack.
        let result = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity) { buffer -> Result<VCard, VCardProblem> in
            let scratch = buffer.baseAddress!
            var decoder = CardDecoder(bytes: bytes, firstLine: firstLine, scratch: scratch, work: scratch + capacity,
                                      capacity: capacity)
            decoder.selection = selection
            do throws(VCardProblem) {
                return .success(try decoder.decode().0)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses the card `card` of `input`, the buffer it was scanned from.
    public static func parse(_ card: RawCard, in input: UnsafeRawBufferPointer) throws(VCardProblem) -> VCard {
        try parse(UnsafeRawBufferPointer(rebasing: input[card.byteRange]), firstLine: card.line)
    }
}
