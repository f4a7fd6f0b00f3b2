import DAV
import Foundation
import Store
import Exchange
import SyncState

/// One `phonebook sync` of one collection (an address book on a server or
/// in a vdir, a `RemoteCollection`) with the book here it is mapped to
/// (`SyncCollection`), touching no other book: every read first (the
/// change feed, the changed cards, the changed contacts), then a plan
/// (`SyncPlanner`), then the steps, each committed here as soon as its
/// request succeeded (`SyncExecutor`).
public final class SyncEngine {
    let book: AddressBook
    let collection: SyncCollection
    let client: any RemoteCollection
    /// The address book's path on the server, ending in "/".
    let bookPath: String
    let options: SyncRunOptions
    let progress: (SyncProgress) -> Void

    /// A sync of `collection` with `client`'s collection at `bookPath` (ending in "/", as its hrefs start).
    public init(book: AddressBook, collection: SyncCollection, client: any RemoteCollection, bookPath: String,
                options: SyncRunOptions, progress: @escaping (SyncProgress) -> Void = { _ in }) {
        self.book = book
        self.collection = collection
        self.client = client
        self.bookPath = bookPath
        self.options = options
        self.progress = progress
    }

    /// Runs the sync. Per-card failures are counted in the report; a
    /// failure to read the server at all (or a plan refused) throws.
    public func run() throws -> SyncReport {
        var report = SyncReport()
        report.dryRun = options.dryRun
        var items = try book.syncItems(collection)
        let token = try book.reread(collection)?.token
        var mergedAway: [String: Int64] = [:]
        try book.forEachFormerKey(in: collection.book) { key, _, cardHash in
            if let cardHash { mergedAway[key] = cardHash }
        }
        progress(SyncProgress(phase: .listing, done: 0, total: 0))
        let listing = try listRemote(token: token)
        let toFetch = hrefsToFetch(listing, items: items)
        var snapshot = RemoteSnapshot(listing: listing.snapshot, fetched: [:])
        var unreadable: [String] = []
        var firstDownload: FirstDownload?
        if items.isEmpty, !options.dryRun {
            firstDownload = FirstDownload(localUIDs: Set(try book.syncLocalContacts(in: collection.book).map(\.uid)),
                                          mergedAway: mergedAway)
        }
        try fetch(toFetch, into: &snapshot, unreadable: &unreadable) { batch in
            try firstDownload?.commit(batch, book: book, collection: collection)
        }
        report.fetched = snapshot.fetched.count
        report.errorLines += unreadable
        let committedEarly = firstDownload?.added ?? 0
        report.appliedHere += committedEarly
        if committedEarly > 0 { items = try book.syncItems(collection) }

        let contacts = try book.syncLocalContacts(in: collection.book)
        let localCards = try readLocalCards(contacts, items: items)
        var planner = SyncPlanner(items: items, contacts: contacts, localCards: localCards, remote: snapshot,
                                  bookPath: bookPath, prefer: options.prefer)
        planner.newHref = { [client, bookPath] uid in try client.href(forUID: uid, in: bookPath) }
        planner.mergedAway = mergedAway
        planner.otherSide = collection.otherSide
        for refusal in try book.syncRefusals(collection) { planner.refused[refusal.uid] = refusal.contentHash }
        report.refusedBefore = contacts.filter { planner.refused[$0.uid] == $0.contentHash }.count
        let actions = try planner.plan()
        report.planLines = actions.map { SyncExecutor.describe($0, location: collection.there) }
        if !options.allowMassDelete,
           let refusal = MassDeleteGuard.refusal(of: actions, here: contacts.count, there: snapshot.count(known: items),
                                                location: collection.there) {
            throw SyncError.massDelete(refusal)
        }
        let allUIDs = Set(items.map(\.uid)).union(contacts.map(\.uid)).union(snapshot.fetched.values.map(\.uid))
        if options.dryRun {
            SyncExecutor.count(actions, into: &report)
            report.unchanged = max(0, allUIDs.count - actions.filter(\.changesContent).count)
            report.errors = report.errorLines.count
            return report
        }
        let executor = SyncExecutor(book: book, collection: collection, client: client, bookPath: bookPath,
                                    progress: progress)
        try executor.execute(actions, into: &report)
        try executor.readBack(batchSize: options.batchSize, into: &report)
        let byHref = Dictionary(items.map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first })
        try book.markUploadsSeen(collection, hrefs: listing.members.compactMap { member in
            guard let item = byHref[member.href], item.uploaded, member.etag != nil, member.etag == item.etag else { return nil }
            return member.href
        })
        report.unchanged = max(0, allUIDs.count - actions.filter(\.changesContent).count - committedEarly)
        report.errors = report.errorLines.count
        // The token last, and only when everything it covers was applied:
        // a card left out would otherwise never be read again. A card the
        // server refused is not a change it covers: it stays here, recorded.
        let storing = report.errors == 0 && listing.token != nil
        try book.recordSync(collection, at: book.clock(), token: listing.token, storingToken: storing)
        report.tokenStored = storing
        return report
    }

    /// The server's members: a delta since `token`, or, without a usable
    /// one, a whole listing (sync-collection from nothing, else PROPFIND).
    func listRemote(token: String?) throws -> RemoteListing {
        if let token {
            do {
                let delta = try client.changes(in: bookPath, since: token)
                return RemoteListing(members: delta.changed, snapshot: .delta(removed: Set(delta.removed)),
                                     token: delta.token)
            } catch {
                // 403 from Radicale, 412 from Xandikos: start over.
                guard error == .invalidSyncToken else { throw error }
            }
        }
        let all: SyncDelta
        do {
            all = try client.changes(in: bookPath, since: nil)
        } catch {
            // No sync-collection here: a Depth 1 listing.
            switch error {
            case .forbidden, .server: break
            default: throw error
            }
            let members = try client.members(of: bookPath)
            return RemoteListing(members: members, snapshot: .full(hrefs: Set(members.map(\.href))), token: nil)
        }
        // An initial sync-collection lists 404s for cards long gone (Radicale): ignore them.
        return RemoteListing(members: all.changed, snapshot: .full(hrefs: Set(all.changed.map(\.href))), token: all.token)
    }

    /// New hrefs, hrefs whose ETag moved, and the cards whose row cannot
    /// vouch for them (no ETag, a create not confirmed, an open conflict).
    func hrefsToFetch(_ listing: RemoteListing, items: [SyncItem]) -> [String] {
        let byHref = Dictionary(items.map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first })
        var hrefs: [String] = []
        var seen = Set<String>()
        for member in listing.members where member.href != bookPath && seen.insert(member.href).inserted {
            guard let item = byHref[member.href] else { hrefs.append(member.href); continue }
            if member.etag == nil || member.etag != item.etag || item.state != .synced { hrefs.append(member.href) }
        }
        let removed: Set<String>
        if case .delta(let gone) = listing.snapshot { removed = gone } else { removed = [] }
        // A card we uploaded after the token's snapshot may be absent from
        // the delta though deleted since: Xandikos reports only differences
        // between the token's state and now, so a card made and deleted in
        // between is never named. Read it until the server has listed it once.
        for item in items where !seen.contains(item.href) && !removed.contains(item.href)
            && (item.etag == nil || item.state != .synced || item.uploaded) {
            if case .full(let listed) = listing.snapshot, !listed.contains(item.href) { continue }
            hrefs.append(item.href)
        }
        return hrefs
    }

    /// Reads `hrefs` by addressbook-multiget in batches (`batches`, read a
    /// batch ahead by `BatchReader`), handing each batch's cards, with their
    /// records, to `afterBatch` as it arrives.
    func fetch(_ hrefs: [String], into snapshot: inout RemoteSnapshot, unreadable: inout [String],
               afterBatch: ([(card: RemoteCard, record: ContactRecord)]) throws -> Void = { _ in }) throws {
        var done = 0
        progress(SyncProgress(phase: .fetching, done: 0, total: hrefs.count))
        let reader = BatchReader(client: client, bookPath: bookPath,
                                 batches: Self.batches(of: hrefs, first: options.batchSize, largest: options.largestBatch))
        defer { reader.finish() }
        while let result = reader.next() {
            let batch = try result.get()
            var read: [(card: RemoteCard, record: ContactRecord)] = []
            for card in batch.cards {
                do {
                    let record = try CardWrites.record(of: card.card)
                    let remote = try RemoteCard(card, record: record)
                    snapshot.fetched[card.href] = remote
                    read.append((remote, record))
                } catch {
                    unreadable.append("\(card.href): \(error)")
                }
            }
            try afterBatch(read)
            snapshot.missing.formUnion(batch.missing)
            done += batch.size
            progress(SyncProgress(phase: .fetching, done: done, total: hrefs.count))
        }
    }

    /// `hrefs` cut into batches of `first`, then each twice the one before
    /// up to `largest`: the first cards come soon (a first download commits
    /// each batch), and a long read takes few requests. On Radicale 3.9 a
    /// multiget of 100 cards takes 25 ms and one of 1,000 134 ms: 10,000
    /// cards cost 2.5 s in batches of 100, 1.4 s in 15 growing ones.
    static func batches(of hrefs: [String], first: Int, largest: Int) -> [ArraySlice<String>] {
        var batches: [ArraySlice<String>] = []
        var start = hrefs.startIndex, size = max(1, first)
        while start < hrefs.endIndex {
            let end = min(start + size, hrefs.endIndex)
            batches.append(hrefs[start..<end])
            start = end
            size = min(size * 2, max(largest, first))
        }
        return batches
    }

    /// The cards of contacts that are new or whose content hash moved since
    /// they were agreed (or whose row is not settled), normalised.
    func readLocalCards(_ contacts: [SyncLocalContact], items: [SyncItem]) throws -> [ContactID: LocalCard] {
        let byUID = Dictionary(items.map { ($0.uid, $0) }, uniquingKeysWith: { first, _ in first })
        var cards: [ContactID: LocalCard] = [:]
        for contact in contacts {
            if let item = byUID[contact.uid], item.state == .synced, item.localHash == contact.contentHash { continue }
            guard let card = try book.storedCard(of: contact.id) else { continue }
            cards[contact.id] = LocalCard(contact: contact, card: card, hash: try NormalisedCard.hash(UploadText.of(card)))
        }
        return cards
    }
}

/// The server's members as listed, with the token that listing ends at.
struct RemoteListing {
    var members: [RemoteMember]
    var snapshot: RemoteSnapshot.Listing
    var token: String?
}

extension RemoteCard {
    /// A fetched card, parsed for its UID and normalised.
    init(_ fetched: FetchedCard) throws {
        try self.init(fetched, record: try CardWrites.record(of: fetched.card))
    }

    /// A fetched card with the record an import gives it, read once by the caller.
    init(_ fetched: FetchedCard, record: ContactRecord) throws {
        self.init(href: fetched.href, etag: fetched.etag, card: fetched.card, uid: record.uid,
                  hash: try NormalisedCard.hash(fetched.card), contentHash: record.contentHash)
    }
}

extension SyncAction {
    /// Whether the step writes a card on either side, or records a conflict.
    var changesContent: Bool {
        switch self {
        case .link, .forget: return false
        default: return true
        }
    }
}

/// Why a sync stopped before writing.
public enum SyncError: Error, Sendable, Equatable, CustomStringConvertible {
    case massDelete(String)

    public var description: String {
        switch self {
        case .massDelete(let what): return "\(what); refused (run again with --allow-mass-delete if that is meant)"
        }
    }
}
