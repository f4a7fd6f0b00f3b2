extension String {
    /// Without leading and trailing white space; the common case (none)
    /// costs no copy, which matters on the import's path.
    public var trimmed: String {
        let untouched = withUTF8Bytes { bytes in
            guard let first = bytes.first, let last = bytes.last else { return true }
            return first < 0x80 && last < 0x80 && !Self.isASCIISpace(first) && !Self.isASCIISpace(last)
        }
        if untouched { return self }
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view.removeFirst() }
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return String(view)
    }

    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
