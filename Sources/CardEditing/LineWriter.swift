import VCard

/// Writes one content line as the card's version reads it back: encoded, folded, ended with the card's
/// own line break.
///
/// Folding is at 75 octets (RFC 6350 §3.2), never inside a UTF-8 sequence: a fold there leaves an
/// invalid byte for readers that decode each physical line. In vCard 2.1 a value that is not ASCII,
/// or holds a newline or another control character, is written `CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE` (2.1 §2.1.3; 2.1 has no
/// escape for a newline, and its readers do not assume UTF-8); its lines then end in soft breaks,
/// continued with no leading blank, as ``LogicalLine`` joins them.
struct LineWriter {
    let version: VCardVersion
    let lineBreak: [UInt8]

    static let maximumOctets = 75

    /// `header:value`, `value` already escaped; `header` has no encoding parameters (see ``HeaderText``).
    func line(header: HeaderText, value: String) -> [UInt8] {
        let bytes = Array(value.utf8)
        if version == .v2_1 && bytes.contains(where: { $0 >= 0x80 || $0 < 0x20 && $0 != 0x09 || $0 == 0x7F }) {
            var header = header
            header.append("CHARSET=UTF-8")
            header.append("ENCODING=QUOTED-PRINTABLE")
            return quotedPrintable(header.bytes + [0x3A], bytes)
        }
        return folded(header.bytes + [0x3A] + bytes)
    }

    /// Physical lines of at most 75 octets; each continuation starts with a space.
    private func folded(_ content: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(content.count + content.count / 70 * 3 + lineBreak.count)
        var start = 0
        var room = Self.maximumOctets
        while content.count - start > room {
            var cut = start + room
            // Back up to the first byte of a UTF-8 sequence (continuation bytes are 10xxxxxx).
            while cut > start + 1 && content[cut] & 0xC0 == 0x80 { cut -= 1 }
            out += content[start..<cut]
            out += lineBreak
            out.append(0x20)
            start = cut
            room = Self.maximumOctets - 1
        }
        out += content[start...]
        out += lineBreak
        return out
    }

    /// `prefix` then `value` quoted-printable (RFC 2045 §6.7), soft-broken before 75 octets.
    ///
    /// `=` and `:` are encoded, so no continuation can look like a delimiter line (`END:VCARD`), nor
    /// end in a bare `=`; a trailing blank is encoded, as RFC 2045 rule 3 asks.
    private func quotedPrintable(_ prefix: [UInt8], _ value: [UInt8]) -> [UInt8] {
        let hex = Array("0123456789ABCDEF".utf8)
        var out = prefix
        var lineLength = prefix.count
        var tokensOnLine = 0
        for (index, byte) in value.enumerated() {
            let isLast = index == value.count - 1
            var token: [UInt8]
            switch byte {
            case 0x21...0x7E where byte != 0x3D && byte != 0x3A: token = [byte]
            case 0x20 where !isLast: token = [byte]
            default: token = [0x3D, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
            // Keep one octet for the soft break's `=`; a line holds at least one token, so an empty value
            // never ends in `=`.
            if tokensOnLine > 0 && lineLength + token.count > Self.maximumOctets - 1 {
                out.append(0x3D)
                out += lineBreak
                lineLength = 0
                tokensOnLine = 0
            }
            out += token
            lineLength += token.count
            tokensOnLine += 1
        }
        out += lineBreak
        return out
    }
}
