import VCard

/// RFC 2047 encoded words decoded: `=?UTF-8?Q?Gr=C3=A5ce?=` is Gråce, `=?ISO-8859-1?B?SOlsbw==?=`
/// is Hélo, in any charset a card may name (``MIMEText``). Blanks between two encoded words are
/// dropped (§6.2); adjacent words in one charset are decoded together, so a character a mailer
/// split between two words (against §5, but it happens) comes out whole. A word that does not
/// parse, or names a charset nobody here knows, stays as written (§6.3).
enum EncodedWords {
    static func decoded(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out = ""
        var literalStart = 0
        var index = 0
        var pending: (charset: String, bytes: [UInt8], written: String)?
        func flush() {
            guard let word = pending else { return }
            out += MIMEText.decode(word.bytes, charset: word.charset) ?? word.written
            pending = nil
        }
        while index + 1 < bytes.count {
            guard bytes[index] == 0x3D, bytes[index + 1] == 0x3F, let word = Self.word(in: bytes, at: index) else {
                index += 1
                continue
            }
            let between = bytes[literalStart..<index]
            if pending != nil && between.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                // Blanks between encoded words are no text of their own.
            } else {
                flush()
                out += String(decoding: between, as: UTF8.self)
            }
            let written = String(decoding: bytes[index..<word.end], as: UTF8.self)
            if let same = pending, same.charset == word.charset {
                pending = (same.charset, same.bytes + word.bytes, same.written + written)
            } else {
                flush()
                pending = (word.charset, word.bytes, written)
            }
            index = word.end
            literalStart = index
        }
        flush()
        out += String(decoding: bytes[literalStart...], as: UTF8.self)
        return out
    }

    /// The encoded word beginning at `start` (`=?`): its charset (a language after `*`, RFC 2231 §5,
    /// left out), its decoded bytes and where it ends; nil when the text there is none.
    private static func word(in bytes: [UInt8], at start: Int) -> (charset: String, bytes: [UInt8], end: Int)? {
        var index = start + 2
        func field() -> ArraySlice<UInt8>? {
            let from = index
            while index < bytes.count, bytes[index] != 0x3F {
                guard bytes[index] > 0x20 && bytes[index] < 0x7F else { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[from..<index]
        }
        guard let charsetField = field(), !charsetField.isEmpty, let encoding = field(), encoding.count == 1,
              let text = field(), index < bytes.count, bytes[index] == 0x3D else { return nil }
        let charset = String(decoding: charsetField.prefix { $0 != 0x2A }, as: UTF8.self)
        let decoded: [UInt8]?
        switch encoding.first! | 0x20 {
        case 0x62: decoded = MIMEText.base64(String(decoding: text, as: UTF8.self))  // b
        case 0x71: decoded = quoted(text)  // q
        default: decoded = nil
        }
        guard let decoded else { return nil }
        return (charset, decoded, index + 1)
    }

    /// The "Q" encoding (§4.2): `_` is a space, `=XX` a byte in hexadecimal.
    private static func quoted(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte == 0x5F {
                out.append(0x20)
            } else if byte == 0x3D {
                guard index + 2 < text.endIndex, let high = hexValue(text[index + 1]), let low = hexValue(text[index + 2]) else { return nil }
                out.append(high << 4 | low)
                index += 2
            } else {
                out.append(byte)
            }
            index += 1
        }
        return out
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
