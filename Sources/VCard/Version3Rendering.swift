/// A vCard 2.1 card rendered as vCard 3.0 (RFC 2426) with the same fields:
/// what a CardDAV server must accept (RFC 6352 §5.1), while 2.1 is refused
/// by some (SabreDAV 415, Radicale 400) and read badly by other clients.
///
/// Quoted-printable values are decoded and their `CHARSET` applied (the
/// text becomes UTF-8, the parameter goes); bare 2.1 type parameters
/// (`TEL;HOME;VOICE`) become `TYPE=HOME,VOICE`; `BASE64` becomes
/// `ENCODING=b`; line breaks inside text become `\n` and commas inside
/// single-valued text `\,`; lines are folded at 75 octets (never inside a
/// UTF-8 sequence) and end in CRLF. Every property is kept, in its order.
public enum Version3Rendering {
    /// `card` as 3.0 when it says `VERSION:2.1`; nil for any other card.
    public static func of(_ card: [UInt8]) -> [UInt8]? {
        let lines = logicalLines(card)
        guard lines.contains(where: { upper($0).elementsEqual("VERSION:2.1".utf8) }) else { return nil }
        var out: [UInt8] = []
        for line in lines {
            fold(render(line), into: &out)
        }
        return out
    }

    /// One property line in 3.0 form (unfolded).
    private static func render(_ line: [UInt8]) -> [UInt8] {
        guard let colon = headerEnd(line) else { return line }
        let pieces = split(Array(line[..<colon]), at: UInt8(ascii: ";"))
        let name = upper(pieces[0])
        let bareName = name.split(separator: UInt8(ascii: ".")).last.map(Array.init) ?? name
        if bareName.elementsEqual("VERSION".utf8) { return Array(pieces[0]) + Array(":3.0".utf8) }
        var quotedPrintable = false, base64 = false
        var charset: [UInt8]?
        var types: [[UInt8]] = [], kept: [[UInt8]] = []
        for parameter in pieces.dropFirst() where !parameter.isEmpty {
            let parts = parameter.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let key = upper(Array(parts[0]))
            let value = parts.count > 1 ? Array(parts[1]) : nil
            let word = upper(value ?? Array(parts[0]))
            if value == nil || key.elementsEqual("ENCODING".utf8) {
                if word.elementsEqual("QUOTED-PRINTABLE".utf8) { quotedPrintable = true; continue }
                if word.elementsEqual("BASE64".utf8) || word.elementsEqual("B".utf8) { base64 = true; continue }
                if word.elementsEqual("7BIT".utf8) || word.elementsEqual("8BIT".utf8) { continue }
            }
            if key.elementsEqual("CHARSET".utf8), let value { charset = value; continue }
            if value == nil || key.elementsEqual("TYPE".utf8) { types.append(value ?? Array(parts[0])); continue }
            kept.append(parameter)
        }
        var value = Array(line[(colon + 1)...])
        if quotedPrintable { value = decodeQuotedPrintable(value) }
        if let charset, !value.isEmpty {
            let named = charset.withUnsafeBufferPointer { Charset($0.baseAddress!, $0.count) }
            if let text = value.withUnsafeBufferPointer({ named.decode($0.baseAddress!, $0.count) }) {
                value = Array(text.utf8)
            }
        }
        if !base64 { value = escaped(value, commas: commaEscaped.contains(String(decoding: bareName, as: UTF8.self))) }
        var header = Array(pieces[0])
        if !types.isEmpty { header += Array(";TYPE=".utf8) + Array(types.joined(separator: [UInt8(ascii: ",")])) }
        if base64 { header += Array(";ENCODING=b".utf8) }
        for parameter in kept { header += [UInt8(ascii: ";")] + parameter }
        return header + [UInt8(ascii: ":")] + value
    }

    /// Single-valued text properties, whose commas are text in 2.1 and separators in 3.0 unless escaped.
    private static let commaEscaped: Set<String> = ["FN", "N", "NOTE", "TITLE", "ROLE", "ORG", "ADR", "LABEL"]

    /// Line breaks as `\n`; with `commas`, a comma as `\,`. A backslash and what follows it stay as written.
    private static func escaped(_ value: [UInt8], commas: Bool) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < value.count {
            let byte = value[index]
            if byte == UInt8(ascii: "\\"), index + 1 < value.count {
                out += [byte, value[index + 1]]
                index += 2
                continue
            }
            if byte == 13 || byte == 10 {
                out += Array("\\n".utf8)
                index += byte == 13 && index + 1 < value.count && value[index + 1] == 10 ? 2 : 1
                continue
            }
            if commas, byte == UInt8(ascii: ",") { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
            index += 1
        }
        return out
    }

    private static func decodeQuotedPrintable(_ value: [UInt8]) -> [UInt8] {
        guard !value.isEmpty else { return value }
        var out = [UInt8](repeating: 0, count: value.count)
        let count = value.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { QuotedPrintable.decode(input.baseAddress!, input.count, into: $0.baseAddress!) }
        }
        return Array(out[..<count])
    }

    /// The card's logical lines: physical lines (any line end) joined where
    /// a line starts with a space or tab (one dropped), where a
    /// quoted-printable value ends in a soft break `=`, and where a base64
    /// value goes on in lines without a colon; blank lines dropped.
    private static func logicalLines(_ card: [UInt8]) -> [[UInt8]] {
        var physical: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < card.count {
            let byte = card[index]
            if byte == 13 || byte == 10 {
                physical.append(current)
                current = []
                while index < card.count, card[index] == 13 { index += 1 }
                if index < card.count, card[index] == 10 { index += 1 }
                continue
            }
            current.append(byte)
            index += 1
        }
        physical.append(current)
        var lines: [[UInt8]] = []
        for line in physical {
            guard var last = lines.last else {
                if !line.isEmpty { lines.append(line) }
                continue
            }
            let header = upper(Array(last[..<(headerEnd(last) ?? last.count)]))
            if let first = line.first, first == 32 || first == 9 {
                last += line.dropFirst()
            } else if header.contains(subsequence: "QUOTED-PRINTABLE"), last.last == UInt8(ascii: "=") {
                last.removeLast()
                last += line
            } else if !line.isEmpty, header.contains(subsequence: "BASE64"), headerEnd(line) == nil {
                last += line
            } else {
                if !line.isEmpty { lines.append(line) }
                continue
            }
            lines[lines.count - 1] = last
        }
        return lines
    }

    /// Appends `line` folded at 75 octets, never inside a UTF-8 sequence, each piece ended by CRLF.
    private static func fold(_ line: [UInt8], into out: inout [UInt8]) {
        var start = 0
        var limit = 75
        while line.count - start > limit {
            var cut = start + limit
            while cut > start + 1, line[cut] & 0xC0 == 0x80 { cut -= 1 }
            out += line[start..<cut]
            out += [13, 10, 32]
            start = cut
            limit = 74  // the space that starts a continuation line counts
        }
        out += line[start...]
        out += [13, 10]
    }

    /// Where the name and parameters end: the first colon outside double quotes.
    private static func headerEnd(_ line: [UInt8]) -> Int? {
        var quoted = false
        for (index, byte) in line.enumerated() {
            if byte == 34 { quoted.toggle() }
            if byte == UInt8(ascii: ":"), !quoted { return index }
        }
        return nil
    }

    /// `bytes` split at `separator` outside double quotes.
    private static func split(_ bytes: [UInt8], at separator: UInt8) -> [[UInt8]] {
        var pieces: [[UInt8]] = [[]]
        var quoted = false
        for byte in bytes {
            if byte == 34 { quoted.toggle() }
            if byte == separator, !quoted { pieces.append([]) } else { pieces[pieces.count - 1].append(byte) }
        }
        return pieces
    }

    private static func upper(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { $0 >= 97 && $0 <= 122 ? $0 - 32 : $0 }
    }
}

extension Array where Element == UInt8 {
    /// Whether `text`'s bytes occur in it, in a row.
    fileprivate func contains(subsequence text: StaticString) -> Bool {
        let needle = Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        guard !needle.isEmpty, needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { self[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
