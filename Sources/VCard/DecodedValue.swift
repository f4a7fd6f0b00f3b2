/// A property value with its transfer encoding undone and its characters read per its CHARSET.
struct DecodedValue {
    /// The value as text, escapes still in (base64 stays base64, minus its blanks).
    var text: String
    /// The decoded bytes `text` was made from: in the logical line, or in the decoder's work buffer.
    var bytes: UnsafePointer<UInt8>
    var count: Int
    /// The bytes were not in the charset the line declares, nor UTF-8: read as Windows-1252 (see
    /// ``ValueCharacters``), until the card says otherwise (``decoded(as:)``).
    var isGuessed = false

    /// Decodes `count` bytes at `value`, using `work` (room for `count` bytes) for what decoding changes.
    // Inlined into the card's loop: Swift 6.3 made `@inline(__always)` a hint, which it declines here.
    #if compiler(>=6.3)
    @inline(always)
    #else
    @inline(__always)
    #endif
    init(_ value: UnsafePointer<UInt8>, _ count: Int, encoding: ValueEncoding, charset: Charset?,
         work: UnsafeMutablePointer<UInt8>) {
        switch encoding {
        case .base64:
            var written = 0
            for index in 0..<count where !ASCII.isWhitespace(value[index]) {
                work[written] = value[index]
                written += 1
            }
            bytes = UnsafePointer(work)
            self.count = written
            text = ASCII.string(bytes, written)
        case .quotedPrintable:
            bytes = UnsafePointer(work)
            self.count = QuotedPrintable.decode(value, count, into: work)
            text = ValueCharacters.string(bytes, self.count, charset: charset, quotedPrintable: true, guessed: &isGuessed)
        case .plain:
            bytes = value
            self.count = count
            text = ValueCharacters.string(value, count, charset: charset, quotedPrintable: false, guessed: &isGuessed)
        }
    }

    /// A guessed value's bytes read in the card's code page for such text instead (``UnnamedCodePage``).
    /// Asked only then, so the values every card has pass no code page around.
    func decoded(as codePage: Charset) -> String {
        codePage.decode(bytes, count) ?? text
    }

    /// Why a value's characters were guessed, and as what (`unnamed`, and why that), for a warning.
    static func guessMessage(charset: Charset?, unnamed: Charset, reason: UnnamedCodePage.Reason) -> String {
        let what: String
        switch charset {
        case .usASCII?: what = "text is not ASCII as its charset says"
        default: what = "text is not UTF-8 and names no charset"
        }
        switch reason {
        case .default: return what + ": read as Windows-1252"
        case .named: return what + ": read as \(unnamed.name), the charset another line of the card names"
        case .detected: return what + ": read as \(unnamed.name), as all the card's 8-bit text reads best"
        }
    }
}
