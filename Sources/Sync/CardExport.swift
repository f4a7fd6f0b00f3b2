import Store
import VCard

/// Writes every contact as its original card: CRLF line endings and lines
/// folded at 75 octets (RFC 6350 §3.2) without splitting a UTF-8 sequence.
/// Importing the result again finds every card unchanged, because the
/// content hash is taken over unfolded lines.
public enum CardExport {
    /// The longest line, in octets, before it is folded.
    static let lineLimit = 75

    /// Streams the export through `sink` in chunks.
    public static func write(from book: AddressBook, to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16)
        try book.forEachCard { card in
            appendCard(card, to: &buffer)
            if buffer.count >= 1 << 16 {
                try buffer.withUnsafeBytes(sink)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if !buffer.isEmpty { try buffer.withUnsafeBytes(sink) }
    }

    /// One card's lines, re-ended with CRLF and folded; blank lines dropped
    /// except where vCard 2.1 needs one to end an inline binary value.
    static func appendCard(_ card: UnsafeRawBufferPointer, to out: inout [UInt8]) {
        var previousWasBinaryContinuation = false
        PhysicalLines.forEach(in: card) { line in
            if line.isEmpty {
                // A 2.1 BASE64 value ends at an empty line; keep that one.
                if previousWasBinaryContinuation { out.append(contentsOf: [0x0D, 0x0A]) }
                previousWasBinaryContinuation = false
                return
            }
            previousWasBinaryContinuation = line[0] == 0x20 || line[0] == 0x09
            appendFolded(line, to: &out)
        }
    }

    static func appendFolded(_ line: UnsafeRawBufferPointer, to out: inout [UInt8]) {
        var start = 0
        var limit = lineLimit
        while line.count - start > limit {
            var cut = start + limit
            // Never split a UTF-8 sequence: back up to the start of a character.
            while cut > start + 1 && (line[cut] & 0xC0) == 0x80 { cut -= 1 }
            out.append(contentsOf: line[start..<cut])
            out.append(contentsOf: [0x0D, 0x0A, 0x20])
            start = cut
            limit = lineLimit - 1  // the folded line starts with a space
        }
        out.append(contentsOf: line[start..<line.count])
        out.append(contentsOf: [0x0D, 0x0A])
    }
}
