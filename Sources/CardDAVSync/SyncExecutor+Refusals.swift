import Store
import SyncState

/// Cards a server will not store: refused outright (400, 413, 415, 422),
/// or failed with 500 at every one of `failuresBeforeRefusal` syncs.
extension SyncExecutor {
    /// How many syncs in a row a server may answer 500 to the same card before it counts as a refusal.
    static let failuresBeforeRefusal = 3

    /// Remembers the server's refusal of `local` with its reason; the card
    /// is not sent again until it changes here.
    func refuse(_ local: LocalCard, href: String, creating: Bool, status: Int, reason: String,
                        into report: inout SyncReport) throws {
        let refusal = SyncRefusal(uid: local.uid, href: href, contentHash: local.contact.contentHash, status: status,
                                  reason: reason.isEmpty ? "HTTP \(status)" : reason, refusedAt: book.clock())
        try book.commitSync(collection, SyncCommit(forget: creating ? local.uid : nil, refusal: refusal))
        report.refused += 1
        report.refusedLines.append("\(local.uid) (\(local.contact.displayName)): \(collection.otherSide) refused the card (HTTP \(status)"
                                   + (reason.isEmpty ? "" : ": \(reason)") + "); it stays here, and is sent again once edited")
    }
}
