import Threads

/// Moves a value to the planner thread leaving no reference behind, so the
/// planner's map of every contact is never copied on its first write. It
/// may be put after the planner has started: the planner reads ahead while
/// the writer's thread loads the value (see `ImportPlanner`).
/// `Value: Sendable`: it crosses to another thread, so it must be safe to.
final class TakeOnce<Value: Sendable>: @unchecked Sendable {
    // @unchecked: the fields are only touched with `condition` locked.
    private let condition = Condition()
    private var value: Value?
    private var isPut = false
    private var waiters = 0

    /// Empty until `put(_:)`.
    init() {}

    init(_ value: consuming Value) {
        self.value = value
        isPut = true
    }

    /// Gives the value to the one who takes it, now or when they ask.
    func put(_ value: consuming Value) {
        condition.lock()
        defer { condition.unlock() }
        precondition(!isPut, "a TakeOnce put twice")
        self.value = value
        isPut = true
        condition.broadcast()
    }

    /// The value, waiting until it is put, leaving none here: a second take
    /// is a programming error.
    func take() -> Value {
        condition.lock()
        defer { condition.unlock() }
        waiters += 1
        while !isPut { condition.wait() }
        waiters -= 1
        return takeLocked()
    }

    /// The value if it has been put, else nil at once.
    func takeIfPut() -> Value? {
        condition.lock()
        defer { condition.unlock() }
        return isPut ? takeLocked() : nil
    }

    /// Whether a `take` is waiting for the value now (tests use it to put
    /// the value only once the planner has read every card ahead).
    var isAwaited: Bool {
        condition.lock()
        defer { condition.unlock() }
        return waiters > 0
    }

    private func takeLocked() -> Value {
        guard let taken = value.take() else { preconditionFailure("a TakeOnce taken twice") }
        return taken
    }
}
