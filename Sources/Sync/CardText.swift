import VCard

/// The original card text seen as lines, independent of how the client
/// ended and folded them: CRLF, LF, CR, iPhone's CR CR LF, and RFC 6350
/// §3.2 folds (a line break followed by one space or tab).
enum CardText {
    /// A 64-bit FNV-1a hash of the card's logical lines (unfolded, without
    /// line endings, blank lines skipped): the same card folded or ended
    /// differently (for example our own export) hashes the same.
    static func canonicalHash(_ bytes: UnsafeRawBufferPointer) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var first = true
        PhysicalLines.forEach(in: bytes) { line in
            guard !line.isEmpty else { return }
            var content = line
            if line[0] == 0x20 || line[0] == 0x09, !first {
                content = UnsafeRawBufferPointer(rebasing: line[1...])  // a fold: joins the previous line
            } else if !first {
                hash = (hash ^ 0x0A) &* 0x0000_0100_0000_01B3
            }
            first = false
            for byte in content {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        return Int64(bitPattern: hash)
    }
}
