extension String {
    /// Calls `body` with the string's UTF-8 bytes in place. Native and small
    /// strings are always contiguous; walking `utf8` byte by byte through
    /// its index type cost the import's key building several times more.
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}

extension UnsafeMutablePointer<UInt8> {
    /// Copies `bytes` here and returns the position just past them.
    @inline(__always)
    func appending(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return self }
        update(from: source, count: bytes.count)
        return self + bytes.count
    }
}
