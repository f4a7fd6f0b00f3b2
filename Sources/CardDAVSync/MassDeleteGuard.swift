/// The guard against a plan that would empty a side (vdirsyncer's
/// StorageEmpty, pimsync's `on_empty skip`): deleting every card of one
/// side, or more than half of a side of 10 or more, needs `--allow-mass-delete`.
public enum MassDeleteGuard {
    /// Why `actions` are refused, or nil when they may run. `here` and
    /// `there` are how many cards each side holds before the sync;
    /// `location` says where the other side's are (a collection's `there`:
    /// "on the server", "in the folder").
    public static func refusal(of actions: [SyncAction], here: Int, there: Int, location: String) -> String? {
        var deletesHere = 0, deletesThere = 0
        for action in actions {
            switch action {
            case .deleteHere: deletesHere += 1
            case .deleteThere: deletesThere += 1
            default: continue
            }
        }
        if tooMany(deletesHere, of: here) {
            return "the sync would delete \(deletesHere) of the \(here) contacts here"
        }
        if tooMany(deletesThere, of: there) {
            return "the sync would delete \(deletesThere) of the \(there) cards \(location)"
        }
        return nil
    }

    static func tooMany(_ deletes: Int, of total: Int) -> Bool {
        guard deletes > 0 else { return false }
        return deletes >= total || (total >= 10 && deletes * 2 > total)
    }
}
