/// What a sync does with a contact held in two places: here (`local`) and
/// in a source, a file or, later, a CardDAV server (`incoming`), given the
/// version last taken from that source (`base`). A change on one side only
/// wins; a change on both sides keeps the local one and is a conflict.
/// Versions are compared for equality only: content hashes for an import.
public enum ThreeWayChange: Sendable, Equatable {
    /// Both sides hold the same version (the base becomes it).
    case unchanged
    /// Only the source changed, or nothing was taken from it before: take its version.
    case takeIncoming
    /// Only this side changed since the source's version was taken: keep it.
    case keepLocal
    /// Both changed, differently: keep the local version and say so.
    case conflict

    /// The rule. `base` is nil when nothing was taken from this source yet;
    /// then the source's version wins, as a first import's would.
    public init<Version: Equatable>(base: Version?, local: Version, incoming: Version) {
        if incoming == local {
            self = .unchanged
        } else if let base {
            if incoming == base {
                self = .keepLocal
            } else if local == base {
                self = .takeIncoming
            } else {
                self = .conflict
            }
        } else {
            self = .takeIncoming
        }
    }
}
