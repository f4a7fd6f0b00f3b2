/// A bounded queue between a thread that makes batches and one that uses
/// them (an import's planner and writer, a sync's reads and commits): the
/// maker blocks when the user is `capacity` batches behind, so memory stays
/// flat however large the work; either side can close it early.
public final class Handoff<Item: Sendable>: @unchecked Sendable {
    // @unchecked: `items` and `closed` are only touched while holding `condition`.
    private let condition = Condition()
    private var items: [Item] = []
    private var closed = false
    private let capacity: Int

    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// Waits for room; false when the other side has closed the handoff.
    public func put(_ item: Item) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= capacity && !closed { condition.wait() }
        guard !closed else { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// The next item, waiting for one; nil once closed and drained.
    public func take() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !closed { condition.wait() }
        guard !items.isEmpty else { return nil }
        let item = items.removeFirst()
        condition.broadcast()
        return item
    }

    /// True when a `take` now would wait.
    public var isEmpty: Bool {
        condition.lock()
        defer { condition.unlock() }
        return items.isEmpty
    }

    /// No more items will be put; a waiting `put` gives up.
    public func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }
}
