import Store
import Exchange
import SyncState

/// Decides every card's step from "now against last sync" on each side,
/// with the import's three-way rule (`ThreeWayChange`) over normalised
/// hashes, as vdirsyncer and pimsync do: a change on one side wins, a
/// change on both is a conflict unless the two agree, an edit beats a
/// delete on either side, and a first sync links equal cards by UID.
/// Pure: the reads are done before, the writes after.
public struct SyncPlanner {
    public var items: [SyncItem]
    public var contacts: [SyncLocalContact]
    /// The cards of contacts that are new or changed by content hash, by id.
    public var localCards: [ContactID: LocalCard]
    public var remote: RemoteSnapshot
    /// The address book's path on the server, ending in "/".
    public var bookPath: String
    public var prefer: PreferredSide?
    /// Where a card new there goes, by its UID: the collection's rule
    /// (`RemoteCollection.href(forUID:in:)`); a CardDAV server's unless set.
    public var newHref: (String) throws -> String
    /// UIDs of contacts merged into others here (`phonebook merge`), with
    /// the content hash of the card each had: that card on the server is
    /// deleted there, even at a first sync.
    public var mergedAway: [String: Int64] = [:]
    /// UIDs of cards the server refused, with the contact's content hash
    /// then: such a card is not sent again until it changes here.
    public var refused: [String: Int64] = [:]
    /// The other side in a problem's words: "the server", or a vdir's "the folder".
    public var otherSide = "the server"

    public init(items: [SyncItem], contacts: [SyncLocalContact], localCards: [ContactID: LocalCard],
                remote: RemoteSnapshot, bookPath: String, prefer: PreferredSide? = nil) {
        self.items = items
        self.contacts = contacts
        self.localCards = localCards
        self.remote = remote
        self.bookPath = bookPath
        self.prefer = prefer
        newHref = { uid in try ResourceName.href(forUID: uid, in: bookPath) }
    }

    /// The steps, in UID order.
    public func plan() throws -> [SyncAction] {
        var actions: [SyncAction] = []
        let contactsByUID = Dictionary(contacts.map { ($0.uid, $0) }, uniquingKeysWith: { first, _ in first })
        let knownHrefs = Set(items.map(\.href))
        var newRemote: [String: RemoteCard] = [:]
        for card in remote.fetched.values.sorted(by: { $0.href < $1.href }) where !knownHrefs.contains(card.href) {
            if let other = newRemote[card.uid] {
                actions.append(.problem(uid: card.uid, "\(otherSide) holds this UID twice (\(other.href) and \(card.href)); only the first is synced"))
                continue
            }
            newRemote[card.uid] = card
        }
        var itemUIDs = Set<String>()
        for item in items {
            itemUIDs.insert(item.uid)
            let contact = contactsByUID[item.uid]
            var fetched = remote.fetched[item.href]
            if let card = fetched, card.uid != item.uid {
                // The href now holds another card: ours is gone from it.
                if newRemote[card.uid] == nil, !itemUIDs.contains(card.uid) { newRemote[card.uid] = card }
                fetched = nil
            }
            // Its UID at a new href too, while its own href still holds it: held twice
            // (a first download commits the first copy before the plan sees the second).
            if fetched?.uid == item.uid || (fetched == nil && !remote.isGone(item.href)),
               let other = newRemote.removeValue(forKey: item.uid) {
                actions.append(.problem(uid: item.uid, "\(otherSide) holds this UID twice (\(item.href) and \(other.href)); only the first is synced"))
            }
            if let action = decide(item, contact: contact, fetched: fetched, newRemote: &newRemote) {
                actions.append(action)
            }
        }
        for contact in contacts where !itemUIDs.contains(contact.uid) {
            guard let local = localCards[contact.id] else { continue }
            if let card = newRemote.removeValue(forKey: contact.uid) {
                actions.append(card.holdsTheValues(of: local)
                    ? .link(card, contact: contact)
                    : conflict(uid: contact.uid, href: card.href, local: local, remote: card, base: nil))
            } else if let step = upload(local, href: try newHref(contact.uid), etag: nil) {
                actions.append(step)
            }
        }
        for card in newRemote.values where !itemUIDs.contains(card.uid) {
            if contactsByUID[card.uid] == nil, mergedAway[card.uid] == card.contentHash, let etag = card.etag {
                // Merged away here, unchanged there since: deleted there.
                let item = SyncItem(uid: card.uid, href: card.href, etag: etag, baseHash: card.hash, baseCard: card.card,
                                    localHash: nil, contactID: nil)
                actions.append(.deleteThere(item, etag: etag))
                continue
            }
            actions.append(.pull(card, into: nil, rewrittenByServer: false))
        }
        return actions.sorted { $0.uid < $1.uid }
    }

    /// The step for a card the last sync knew.
    private func decide(_ item: SyncItem, contact: SyncLocalContact?, fetched: RemoteCard?,
                        newRemote: inout [String: RemoteCard]) -> SyncAction? {
        // A card another href holds now (it moved): take that one.
        let current = fetched ?? newRemote.removeValue(forKey: item.uid)
        let local: LocalCard? = contact.flatMap { localCards[$0.id] }
        let localHash: String? = contact == nil ? nil : (local?.hash ?? item.baseHash)
        let gone = current == nil && remote.isGone(item.href)
        // A server that re-serialised the card, keeping every value, has not changed it.
        let remoteHash: String? = gone ? nil : (current.map { $0.keepsTheValues(of: item) ? item.baseHash : $0.hash } ?? item.baseHash)

        if item.state == .conflict {
            // Open until settled: the engine re-read the server's card and
            // the contact; the conflict ends by itself when they agree.
            if let localHash, localHash == remoteHash, let contact {
                return .link(current ?? RemoteCard(href: item.href, etag: item.etag, card: item.baseCard,
                                                   uid: item.uid, hash: item.baseHash), contact: contact)
            }
            return conflict(uid: item.uid, href: current?.href ?? item.href, local: local, remote: current, base: item)
        }
        if item.state == .pendingCreate, current == nil {
            // Never reached the server (or not that we know): create it now.
            guard let contact else { return .forget(item) }
            let card = local ?? LocalCard(contact: contact, card: item.baseCard, hash: item.baseHash)
            return upload(card, href: item.href, etag: nil)
        }
        switch (localHash, remoteHash) {
        case (nil, nil):
            return .forget(item)
        case (nil, let remoteHash?):
            if remoteHash == item.baseHash {
                guard let etag = current?.etag ?? item.etag else {
                    return .problem(uid: item.uid, "deleted here, but the server gave no ETag to delete it with")
                }
                return .deleteThere(item, etag: etag)
            }
            return current.map { .pull($0, into: nil, rewrittenByServer: false) }  // edit beats delete
        case (let localHash?, nil):
            guard let contact else { return nil }
            if localHash == item.baseHash { return .deleteHere(contact, item: item) }
            let card = local ?? LocalCard(contact: contact, card: item.baseCard, hash: item.baseHash)
            return upload(card, href: item.href, etag: nil)  // edit beats delete: created again
        case (let localHash?, let remoteHash?):
            guard let contact else { return nil }
            switch ThreeWayChange(base: item.baseHash, local: localHash, incoming: remoteHash) {
            case .unchanged:
                let needsRecord = current.map { $0.etag != item.etag || item.state != .synced || item.uploaded } ?? false
                    || (local != nil && contact.contentHash != item.localHash)
                guard needsRecord else { return nil }
                let card = current ?? RemoteCard(href: item.href, etag: item.etag, card: item.baseCard,
                                                  uid: item.uid, hash: item.baseHash)
                return .link(card, contact: contact)
            case .takeIncoming:
                guard let current else { return nil }
                return .pull(current, into: contact.id, rewrittenByServer: item.uploaded)
            case .keepLocal:
                guard let local else { return nil }
                guard let etag = current?.etag ?? item.etag else {
                    return .problem(uid: item.uid, "changed here, but the server gave no ETag to update it with")
                }
                return upload(local, href: current?.href ?? item.href, etag: etag)
            case .conflict:
                return conflict(uid: item.uid, href: current?.href ?? item.href, local: local, remote: current, base: item)
            }
        }
    }

    /// Sending `card`, unless the server refused it as it is now.
    private func upload(_ card: LocalCard, href: String, etag: String?) -> SyncAction? {
        refused[card.uid] == card.contact.contentHash ? nil : .push(card, href: href, etag: etag)
    }

    private func conflict(uid: String, href: String, local: LocalCard?, remote: RemoteCard?, base: SyncItem?) -> SyncAction {
        .conflict(uid: uid, href: href, local: local, remote: remote, base: base,
                  settle: prefer.map { $0 == .local ? .local : .remote })
    }
}
