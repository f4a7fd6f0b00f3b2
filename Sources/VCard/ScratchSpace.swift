/// Two growable byte buffers a ``VCardReader`` reuses for every card (the joined logical line and
/// decoded bytes), so reading allocates no scratch memory per card.
final class ScratchSpace {
    private(set) var scratch: UnsafeMutablePointer<UInt8>
    private(set) var work: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        scratch = .allocate(capacity: self.capacity)
        work = .allocate(capacity: self.capacity)
    }

    deinit {
        scratch.deallocate()
        work.deallocate()
    }

    /// Makes both buffers hold at least `needed` bytes, with `count` bytes from `source` (possibly the
    /// current scratch buffer, possibly a caller's buffer) at the start of the scratch buffer.
    func grow(to needed: Int, keeping count: Int, of source: UnsafeMutablePointer<UInt8>?) {
        if needed > capacity {
            let newCapacity = max(needed, capacity * 2)
            let newScratch = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            if let source, count > 0 { newScratch.update(from: source, count: count) }
            scratch.deallocate()
            work.deallocate()
            scratch = newScratch
            work = .allocate(capacity: newCapacity)
            capacity = newCapacity
        } else if let source, count > 0, source != scratch {
            scratch.update(from: source, count: count)
        }
    }

    /// Gives back memory after an unusually large card, so one huge photo does not pin it for the whole read.
    func shrink(to limit: Int, capacity smaller: Int) {
        guard capacity > limit else { return }
        scratch.deallocate()
        work.deallocate()
        capacity = smaller
        scratch = .allocate(capacity: smaller)
        work = .allocate(capacity: smaller)
    }
}
