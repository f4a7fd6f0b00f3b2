/// The two byte buffers a ``VCardReader`` lends the decoder of every card (the joined logical line and
/// decoded bytes): each as long as the input, which no logical line exceeds, so none is allocated per card.
final class ScratchSpace {
    let scratch: UnsafeMutablePointer<UInt8>
    let work: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        scratch = .allocate(capacity: self.capacity)
        work = .allocate(capacity: self.capacity)
    }

    deinit {
        scratch.deallocate()
        work.deallocate()
    }
}
