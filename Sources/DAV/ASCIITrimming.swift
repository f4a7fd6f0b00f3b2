extension StringProtocol {
    /// The text without leading and trailing ASCII white space (space, tab, CR, LF).
    /// Works on bytes: as Characters, "\r\n" is one and a lone "\n" another.
    var asciiTrimmed: String {
        let bytes = Array(utf8)
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = bytes.lastIndex(where: { !isSpace($0) })!
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
