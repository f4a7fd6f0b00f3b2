import Exchange
import Store
import SyncState

/// A collection's first sync commits the server's cards here batch by batch,
/// as they are fetched, so a run killed during a long first download
/// keeps what it read (each batch one journal entry, "sync SERVICE: N
/// added, …"; `undo` takes back one batch at a time). Only cards the plan
/// would add anyway: a UID no contact here has, not seen before in this
/// run, not merged away here. Everything else waits for the plan.
struct FirstDownload {
    private var claimed: Set<String>
    private let mergedAway: [String: Int64]
    /// How many contacts it added.
    private(set) var added = 0

    init(localUIDs: Set<String>, mergedAway: [String: Int64]) {
        claimed = localUIDs
        self.mergedAway = mergedAway
    }

    /// Adds `cards` here with their sync rows, in one transaction. A batch
    /// that cannot be committed is left to the plan, card by card.
    mutating func commit(_ cards: [(card: RemoteCard, record: ContactRecord)], book: AddressBook, collection: SyncCollection) throws {
        var commits: [SyncCommit] = []
        var uids = claimed
        for (card, record) in cards where !uids.contains(card.uid) && mergedAway[card.uid] == nil {
            uids.insert(record.uid)
            let item = SyncItem(uid: record.uid, href: card.href, etag: card.etag, baseHash: card.hash,
                                baseCard: card.card, localHash: record.contentHash, contactID: nil)
            commits.append(SyncCommit(change: .add(record), item: item))
        }
        guard !commits.isEmpty else { return }
        do {
            try book.commitSync(collection, batch: commits, summary: "\(commits.count) added, 0 changed, 0 removed")
        } catch {
            return
        }
        claimed = uids
        added += commits.count
    }
}
