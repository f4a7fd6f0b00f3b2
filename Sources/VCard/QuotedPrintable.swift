/// Quoted-printable decoding (RFC 2045 §6.7) as used by vCard 2.1 values.
enum QuotedPrintable {
    /// Decodes `count` bytes into `output` (room for `count` bytes) and returns the decoded length.
    ///
    /// `=XX` (either case) becomes one byte; a trailing `=` (soft break before the end) is dropped; an `=`
    /// not followed by two hex digits is kept as written, as lenient decoders do.
    static func decode(_ input: UnsafePointer<UInt8>, _ count: Int, into output: UnsafeMutablePointer<UInt8>) -> Int {
        var read = 0
        var written = 0
        while read < count {
            let byte = input[read]
            if byte == ASCII.equals {
                if read + 2 < count, let high = ASCII.hexValue(input[read + 1]), let low = ASCII.hexValue(input[read + 2]) {
                    output[written] = high << 4 | low
                    written += 1
                    read += 3
                    continue
                }
                if read + 1 == count { break }
            }
            output[written] = byte
            written += 1
            read += 1
        }
        return written
    }
}
