import Credentials

/// A card reduced to what two copies must share to count as the same, as
/// vdirsyncer's `normalize_item` does: lines unfolded and freed of their
/// endings and outer whitespace, property names and parameters upper-cased,
/// `BEGIN:VCARD`/`END:VCARD` in any case alike, volatile properties dropped
/// (servers add or bump them: Radicale writes PRODID, others REV), the lines sorted. A server that reorders a card's
/// properties (Radicale 3.9 does on every PUT) leaves its hash unchanged.
public enum NormalisedCard {
    /// Properties a server or client may change without the card changing;
    /// UID too, which identifies the card rather than its content.
    static let volatile: Set<String> = ["PRODID", "REV", "X-RADICALE-NAME", "LAST-MODIFIED", "CREATED",
                                         "DTSTAMP", "METHOD", "X-WR-CALNAME", "UID"]

    /// The normalised lines, sorted.
    public static func lines(_ card: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        func finish() {
            let trimmed = trim(current)
            current.removeAll(keepingCapacity: true)
            guard !trimmed.isEmpty else { return }
            var line = upperCasedHeader(trimmed)
            let name = propertyName(line)
            if name == "BEGIN" || name == "END" { line = line.map { $0 >= 97 && $0 <= 122 ? $0 - 32 : $0 } }
            if !volatile.contains(name) { lines.append(line) }
        }
        while index < card.count {
            let byte = card[index]
            if byte == 13 || byte == 10 {
                // CRLF, LF, CR, and the CR CR LF an iPhone export holds are each one line end.
                if byte == 13 {
                    while index < card.count, card[index] == 13 { index += 1 }
                    if index < card.count, card[index] == 10 { index += 1 }
                } else {
                    index += 1
                }
                // A line starting with a space or tab continues the one before (RFC 6350 §3.2).
                if index < card.count, card[index] == 32 || card[index] == 9 {
                    index += 1
                    continue
                }
                finish()
                continue
            }
            current.append(byte)
            index += 1
        }
        finish()
        return lines.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The SHA-256 (hex) of the normalised lines joined by CRLF.
    public static func hash(_ card: [UInt8]) throws -> String {
        var joined: [UInt8] = []
        joined.reserveCapacity(card.count)
        for line in lines(card) {
            joined += line
            joined += [13, 10]
        }
        return try Digest.sha256Hex(joined)
    }

    private static func trim(_ line: [UInt8]) -> [UInt8] {
        guard let first = line.firstIndex(where: { $0 != 32 && $0 != 9 }),
              let last = line.lastIndex(where: { $0 != 32 && $0 != 9 }) else { return [] }
        return Array(line[first...last])
    }

    /// The line with everything before its value (name, group, parameters)
    /// upper-cased, except inside quotes.
    private static func upperCasedHeader(_ line: [UInt8]) -> [UInt8] {
        var result = line
        var quoted = false
        for (index, byte) in line.enumerated() {
            if byte == 34 { quoted.toggle() }
            if byte == 58, !quoted { break }
            if !quoted, byte >= 97, byte <= 122 { result[index] = byte - 32 }
        }
        return result
    }

    /// The property's name without its group ("ITEM1.TEL" is "TEL").
    private static func propertyName(_ line: [UInt8]) -> String {
        let end = line.firstIndex { $0 == 58 || $0 == 59 } ?? line.endIndex
        var name = line[..<end]
        if let dot = name.lastIndex(of: 46) { name = name[(dot + 1)...] }
        return String(decoding: name, as: UTF8.self)
    }
}
