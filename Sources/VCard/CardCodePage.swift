/// What one card says and holds about its 8-bit text that names no charset: the code page another of
/// its lines names, that text's bytes, and the code page chosen for it (``UnnamedCodePage``).
///
/// A class made at the first such value or named code page, so that the cards with neither, nearly
/// all of them, carry one nil reference and nothing to set up or tear down.
final class CardCodePage {
    /// The first code page a line of the card names.
    var named: Charset?
    /// The unnamed values' bytes, each followed by a space, gathered in the first reading.
    private(set) var text: [UInt8] = []
    /// The code page unnamed text is read in, and why.
    private(set) var chosen = Charset.windows1252
    private(set) var reason = UnnamedCodePage.Reason.default

    /// Keeps a value's bytes as evidence, while the choice is still to make.
    func gather(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
        guard reason == .default && text.count < UnnamedCodePage.evidenceLimit else { return }
        text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
        text.append(ASCII.space)
    }

    /// Chooses the code page from what the first reading gathered; true when it is not Windows-1252, so
    /// the card must be read again.
    func choose() -> Bool {
        guard reason == .default && !text.isEmpty else { return false }
        if let named {
            (chosen, reason) = (named, .named)
        } else {
            (chosen, reason) = (UnnamedCodePage.detect(text), .detected)
        }
        return chosen != .windows1252
    }
}
