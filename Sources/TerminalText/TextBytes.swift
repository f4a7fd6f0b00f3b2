/// Tests over a string's UTF-8 bytes on contiguous storage, which native
/// strings (small ones too) always have: walking `String.UTF8View`
/// generically cost several hundred instructions for a short cell, a tenth
/// of `list --format table` (callgrind on 10,000 contacts).
enum TextBytes {
    /// Whether every byte of `text` passes `test`.
    @inline(__always)
    static func all(of text: String, _ test: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(test) } ?? text.utf8.allSatisfy(test)
    }
}
