import VCard

/// The bytes a card is sent to a server as, the card here keeping its own:
/// a vCard 2.1 card rendered as 3.0 (`Version3Rendering`), every line end CRLF (RFC 6350 §3.2; an iPhone's CR CR LF left stray CRs
/// inside a PHOTO on one server), no byte order mark, and `BEGIN:VCARD` /
/// `END:VCARD` upper case (a server stored a `BEGIN:vCard` card wrapped in
/// a second `BEGIN:VCARD`), and valid UTF-8, as RFC 6352 §5.1 and the
/// `charset=utf-8` it is sent with say: a byte that is not (an Android
/// card's `=80` inside a value it says is UTF-8) goes as U+FFFD. Xandikos
/// stores such a card, then answers 500 to every multiget that names it.
/// A card's `LocalCard.hash` is taken of this text, so the conversion is
/// never mistaken for an edit on either side.
public enum UploadText {
    /// `card` as it is uploaded.
    public static func of(_ card: [UInt8]) -> [UInt8] {
        var body = card[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let source = Version3Rendering.of(Array(body)) ?? Array(body)
        var crlf: [UInt8] = []
        crlf.reserveCapacity(source.count + 64)
        source.withUnsafeBytes { ExportedCard.append($0, to: &crlf) }
        var out: [UInt8] = []
        out.reserveCapacity(crlf.count)
        var start = 0
        while start < crlf.count {
            var end = start
            while end + 1 < crlf.count, !(crlf[end] == 13 && crlf[end + 1] == 10) { end += 1 }
            let lineEnd = end + 1 < crlf.count ? end : crlf.count
            let line = crlf[start..<lineEnd]
            out += isFrame(line) ? line.map(upperCased) : Array(line)
            if lineEnd < crlf.count { out += [13, 10] }
            start = lineEnd + 2
        }
        if String(validating: out, as: UTF8.self) == nil { out = Array(String(decoding: out, as: UTF8.self).utf8) }
        return out
    }

    /// `BEGIN:VCARD` or `END:VCARD` in any case, nothing else on the line.
    private static func isFrame(_ line: ArraySlice<UInt8>) -> Bool {
        let upper = line.map(upperCased)
        return upper.elementsEqual("BEGIN:VCARD".utf8) || upper.elementsEqual("END:VCARD".utf8)
    }

    private static func upperCased(_ byte: UInt8) -> UInt8 {
        byte >= 97 && byte <= 122 ? byte - 32 : byte
    }
}
