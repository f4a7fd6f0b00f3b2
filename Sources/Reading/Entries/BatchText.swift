/// The bytes of a batch's texts, one after another: written while the
/// batch is read (its init), never after, so the batches that share them
/// share bytes that no longer change. Copied in with one bounds check each,
/// where an array's append asks again whether its storage is shared.
final class BatchText: @unchecked Sendable {
    private var base: UnsafeMutableRawPointer
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(byteCount: self.capacity, alignment: 1)
    }

    deinit { base.deallocate() }

    @inline(__always)
    func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(bytes.count) }
        (base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    @inline(never)
    private func grow(_ more: Int) {
        capacity = max(capacity * 2, count + more)
        let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
        grown.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = grown
    }

    /// The bytes from `start` to `end`, valid while this storage lives.
    @inline(__always)
    subscript(start: UInt32, end: UInt32) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + Int(start), count: Int(end &- start))
    }
}
