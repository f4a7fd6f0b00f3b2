import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// How repeated wrong passwords slow guessing down. Every wrong password
/// (or unknown user) is answered only after `wrongPasswordPause`, so a
/// script guessing through the command line or the browser cannot even go
/// at hashing speed. The first `freeFailures - 1` failures in a row cost
/// nothing more; from the `freeFailures`th on, the next attempt must wait
/// 2^(n-2) seconds after the last failure (3 → 2 s, 4 → 4 s, 5 → 8 s, …,
/// at most 5 minutes). An attempt inside the wait is refused at once
/// without checking the password, so it neither counts nor tells anything;
/// a success resets the count.
public struct LoginThrottle: Sendable {
    /// Consecutive failures from which a wait applies.
    public static let freeFailures = 3
    /// The longest wait, in seconds.
    public static let maximumDelay = 300
    /// How long the answer to a wrong password is held back.
    public static let wrongPasswordPause: Duration = .milliseconds(500)

    /// Holds the calling thread for a pause; tests pass one that records it instead.
    public var sleep: @Sendable (Duration) -> Void

    /// A throttle whose pauses `sleep` waits out; by default the thread sleeps.
    public init(sleep: @escaping @Sendable (Duration) -> Void = LoginThrottle.sleepThread) {
        self.sleep = sleep
    }

    /// Pauses, as `sleep` does, before a wrong password is reported.
    package func pauseAfterWrongPassword() {
        sleep(Self.wrongPasswordPause)
    }

    /// The wait, in seconds after the last failure, once `failures` happened in a row.
    public static func delay(afterFailures failures: Int) -> Int {
        guard failures >= freeFailures else { return 0 }
        let exponent = failures - freeFailures + 1
        return exponent >= 9 ? maximumDelay : min(maximumDelay, 1 << exponent)
    }

    /// Seconds left before the next attempt is checked; 0 when it may be now.
    /// A clock that went backwards does not lengthen the wait.
    public static func secondsToWait(failures: Int, lastFailureAt: Int64?, now: Int64) -> Int {
        guard let lastFailureAt else { return 0 }
        let delay = Int64(delay(afterFailures: failures))
        let elapsed = max(0, now - lastFailureAt)
        return Int(max(0, delay - elapsed))
    }

    /// Sleeps the calling thread for `duration`.
    @Sendable public static func sleepThread(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var wait = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var left = timespec()
        while nanosleep(&wait, &left) != 0 && errno == EINTR { wait = left }
    }
}
