import Foundation
import Store

/// A login throttle whose pauses are written down instead of slept, so a
/// test sees that a wrong password paused, and for how long, without waiting.
public final class RecordedPauses: @unchecked Sendable {
    // @unchecked: `recorded` is only read and written under `lock`; the rest is immutable.
    private let lock = NSLock()
    private var recorded: [Duration] = []
    /// Runs in the pause, after it is recorded (on the thread that pauses).
    private let during: (@Sendable () -> Void)?

    public init(during: (@Sendable () -> Void)? = nil) {
        self.during = during
    }

    /// The pauses asked for so far, in order.
    public var pauses: [Duration] {
        lock.withLock { recorded }
    }

    /// The throttle to give the address book.
    public var throttle: LoginThrottle {
        LoginThrottle { [self] duration in
            lock.withLock { recorded.append(duration) }
            during?()
        }
    }
}
