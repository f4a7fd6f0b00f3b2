/// The physical lines of a card as the parser sees them (see ``LineCursor``:
/// LF, CR LF, CR CR LF or a lone CR end a line), for callers that work on
/// the card's bytes themselves, such as hashing or re-folding it.
enum PhysicalLines {
    /// Calls `body` with each line's bytes, without the line break.
    static func forEach(in bytes: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var cursor = LineCursor(bytes, firstLine: 1)
        while let line = cursor.next() {
            body(UnsafeRawBufferPointer(start: base + line.start, count: line.end - line.start))
        }
    }
}
