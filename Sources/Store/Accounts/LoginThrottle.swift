/// How repeated wrong passwords slow guessing down. The first
/// `freeFailures - 1` failures in a row cost nothing; from the
/// `freeFailures`th on, the next attempt must wait 2^(n-2) seconds after
/// the last failure (3 → 2 s, 4 → 4 s, 5 → 8 s, …, at most 5 minutes). An
/// attempt inside the wait is refused without checking the password, so it
/// neither counts nor tells anything; a success resets the count.
public enum LoginThrottle {
    /// Consecutive failures from which a wait applies.
    public static let freeFailures = 3
    /// The longest wait, in seconds.
    public static let maximumDelay = 300

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
}
