import Synchronization

/// Moves a value to the planner thread leaving no reference behind, so the
/// planner's map of every contact is never copied on its first write.
/// `Value: Sendable`: it crosses to another thread, so it must be safe to.
final class TakeOnce<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    init(_ value: consuming Value) {
        self.value = Mutex(value)
    }

    /// The value, leaving none here: a second take is a programming error.
    func take() -> Value {
        value.withLock { value in
            guard let taken = value.take() else { preconditionFailure("a TakeOnce taken twice") }
            return taken
        }
    }
}
