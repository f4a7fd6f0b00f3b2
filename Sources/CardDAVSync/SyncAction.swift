import Store
import SyncState

/// One step of a sync, decided before anything is written: one per UID.
public enum SyncAction: Sendable, Equatable {
    /// Take the server's card here: replace contact `into`, or add it when
    /// nil. `rewrittenByServer` when the server changed what we uploaded.
    case pull(RemoteCard, into: ContactID?, rewrittenByServer: Bool)
    /// Send the local card: create it at `href` (`etag` nil: If-None-Match: *)
    /// or update it (If-Match: etag).
    case push(LocalCard, href: String, etag: String?)
    /// The server deleted the card, unchanged here: delete the contact.
    case deleteHere(SyncLocalContact, item: SyncItem)
    /// Deleted here, unchanged there: delete it on the server (If-Match).
    case deleteThere(SyncItem, etag: String)
    /// Both sides hold the same card now: remember that (ETag, hashes).
    case link(RemoteCard, contact: SyncLocalContact)
    /// Gone from both sides: forget its row.
    case forget(SyncItem)
    /// Changed on both sides differently (or different on each at a first
    /// sync): recorded with both versions; `settle` decides it now (`--prefer`).
    case conflict(uid: String, href: String, local: LocalCard?, remote: RemoteCard?, base: SyncItem?,
                  settle: SyncConflict.Resolution?)
    /// Something the sync will not do for this card, and why.
    case problem(uid: String, String)

    /// The UID the step is about.
    public var uid: String {
        switch self {
        case let .pull(card, _, _): return card.uid
        case let .push(card, _, _): return card.uid
        case let .deleteHere(contact, _): return contact.uid
        case let .deleteThere(item, _): return item.uid
        case let .link(card, _): return card.uid
        case let .forget(item): return item.uid
        case let .conflict(uid, _, _, _, _, _): return uid
        case let .problem(uid, _): return uid
        }
    }
}

/// Which side wins a conflict for one run (`sync --prefer`).
public enum PreferredSide: String, Sendable, CaseIterable {
    case local, remote
}
