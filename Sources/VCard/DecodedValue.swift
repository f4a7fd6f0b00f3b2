/// A property value with its transfer encoding undone and its characters read per its CHARSET.
struct DecodedValue {
    /// The value as text, escapes still in (base64 stays base64, minus its blanks).
    var text: String
    /// The decoded bytes `text` was made from: in the logical line, or in the decoder's work buffer.
    var bytes: UnsafePointer<UInt8>
    var count: Int
    /// The bytes were not in the charset the line declares, nor UTF-8: read as Windows-1252 (see ``ValueCharacters``).
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

    /// Why a value's characters were guessed, for a warning.
    static func guessMessage(charset: Charset?) -> String {
        switch charset {
        case .other(let name)?: return "text is not UTF-8 and its charset \(name) is unknown: read as Windows-1252"
        case .usASCII?: return "text is not ASCII as its charset says: read as Windows-1252"
        default: return "text is not UTF-8 and names no charset: read as Windows-1252"
        }
    }
}
