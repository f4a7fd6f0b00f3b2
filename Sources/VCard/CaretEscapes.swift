/// RFC 6868 parameter value escapes: `^n` newline, `^^` caret, `^'` double quote; other `^` kept.
enum CaretEscapes {
    /// Decodes in place and returns the new length.
    static func decode(_ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        var read = 0
        var written = 0
        while read < count {
            var byte = bytes[read]
            if byte == ASCII.caret && read + 1 < count {
                switch bytes[read + 1] {
                case 0x6E, 0x4E: byte = ASCII.lf; read += 1
                case ASCII.caret: read += 1
                case 0x27: byte = ASCII.quote; read += 1
                default: break
                }
            }
            bytes[written] = byte
            written += 1
            read += 1
        }
        return written
    }
}
