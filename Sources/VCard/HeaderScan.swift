/// Finds the colon that ends a content line's group, name and parameters, possibly across folded lines.
///
/// Quotes count only inside parameters (after the first `;`), so `LABEL="a:b"` does not end the header.
/// A quote with no closing partner is an ordinary character; that is decided only once no more folded
/// lines can follow (`final`), because the closing quote may sit on the next line. Scanning resumes where
/// it stopped, so a header folded over many lines is still read in linear time.
struct HeaderScan {
    private var position = 0
    private var inParameters = false
    private var openQuote: Int?

    /// Offset of the colon in `bytes[0..<count]`, or nil if the header is not complete (yet).
    mutating func findColon(_ bytes: UnsafePointer<UInt8>, _ count: Int, final: Bool) -> Int? {
        while true {
            while position < count {
                let byte = bytes[position]
                if openQuote != nil {
                    if byte == ASCII.quote { openQuote = nil }
                } else if byte == ASCII.colon {
                    return position
                } else if byte == ASCII.semicolon {
                    inParameters = true
                } else if byte == ASCII.quote && inParameters {
                    openQuote = position
                }
                position += 1
            }
            // Everything after an unterminated quote was scanned without finding another quote,
            // so rescanning from just past it cannot open a new one.
            guard final, let quote = openQuote else { return nil }
            openQuote = nil
            position = quote + 1
        }
    }
}
