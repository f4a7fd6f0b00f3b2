extension String {
    /// Without leading and trailing white space; the common case (none)
    /// costs no copy, which matters on the import's path.
    public var trimmed: String {
        let utf8 = self.utf8
        guard let first = utf8.first, let last = utf8.last else { return self }
        if first < 0x80 && last < 0x80 && !Self.isASCIISpace(first) && !Self.isASCIISpace(last) {
            return self
        }
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view.removeFirst() }
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return String(view)
    }

    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
