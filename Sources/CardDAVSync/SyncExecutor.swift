import CardEditing
import DAV
import Foundation
import Store
import Exchange
import SyncState

/// Carries out a plan one card at a time: each card's request, then at
/// once its state here in one transaction (`AddressBook.commitSync`), so a
/// run cut short anywhere leaves a state the next run converges from. A
/// card's failure is reported and the rest go on; a server that stops
/// answering (or refuses our credentials) ends the run with that error.
final class SyncExecutor {
    let book: AddressBook
    /// The collection synced: its cards' rows, and the book here it writes.
    let collection: SyncCollection
    let client: any RemoteCollection
    let bookPath: String
    let progress: (SyncProgress) -> Void
    /// The cards this run uploaded, for `readBack`.
    private(set) var uploadedCards: [UploadedCard] = []

    init(book: AddressBook, collection: SyncCollection, client: any RemoteCollection, bookPath: String,
         progress: @escaping (SyncProgress) -> Void) {
        self.book = book
        self.collection = collection
        self.client = client
        self.bookPath = bookPath
        self.progress = progress
    }

    func execute(_ actions: [SyncAction], into report: inout SyncReport) throws {
        let here = actions.filter(\.needsNoRequest)
        let there = actions.filter { !$0.needsNoRequest }
        try applyHere(here, into: &report)
        let writes = there.filter(\.changesContent).count
        var done = 0
        for action in there {
            do {
                try perform(action, into: &report)
            } catch let error as DAVError where error.endsRun {
                // No later request can succeed; what is done is committed, and the next run goes on from it.
                throw error
            } catch {
                report.errorLines.append("\(action.uid): \(error)")
            }
            if action.changesContent {
                done += 1
                progress(SyncProgress(phase: .writing, done: done, total: writes))
            }
        }
    }

    /// The steps that need no request, in one transaction and one journal
    /// entry: nothing is sent on their behalf, so nothing is lost if the
    /// run dies before the commit (the token is not stored; the next run
    /// reads the same changes again). Should the batch fail, each step is
    /// tried alone, so one bad card cannot hold back the others.
    private func applyHere(_ actions: [SyncAction], into report: inout SyncReport) throws {
        guard !actions.isEmpty else { return }
        var commits: [SyncCommit] = []
        var counted = SyncReport()
        var added = 0, changed = 0, removed = 0
        for action in actions {
            switch action {
            case let .pull(card, into, rewritten):
                // A stored card that cannot be read back leaves the server's to be applied, as before any check.
                if let into, let withheld = (try? withheld(card, over: into)) ?? nil {
                    commits.append(withheld.commit)
                    Self.count(withheld, into: &counted)
                    continue
                }
                let record: ContactRecord
                do {
                    record = try CardWrites.record(of: card.card)
                } catch {
                    report.errorLines.append("\(card.uid): \(error)")
                    continue
                }
                var item = agreed(card, localHash: record.contentHash, contactID: into)
                item.uid = record.uid
                commits.append(SyncCommit(change: into.map { .replace($0, record) } ?? .add(record), item: item))
                counted.appliedHere += 1
                if rewritten { counted.changedByServer += 1 }
                if into == nil { added += 1 } else { changed += 1 }
            case let .deleteHere(contact, item):
                commits.append(SyncCommit(change: .remove(contact.id), forget: item.uid))
                counted.deletedHere += 1
                removed += 1
            case let .link(card, contact):
                commits.append(SyncCommit(item: agreed(card, localHash: contact.contentHash, contactID: contact.id),
                                          resolved: (card.uid, .remote)))
            case let .forget(item):
                commits.append(SyncCommit(forget: item.uid))
            case let .conflict(uid, href, local, remote, base, _):
                commits.append(conflictCommit(uid: uid, href: href, local: local, remote: remote, base: base))
                counted.conflicts += 1
                counted.conflictLines.append(Self.conflictLine(uid))
            case let .problem(uid, why):
                report.errorLines.append("\(uid): \(why)")
            default:
                continue
            }
        }
        do {
            let summary = ["\(added) added", "\(changed) changed", "\(removed) removed"].joined(separator: ", ")
            try book.commitSync(collection, batch: commits, summary: summary)
        } catch {
            for action in actions where !(action.isProblem) {
                do {
                    try perform(action, into: &report)
                } catch {
                    report.errorLines.append("\(action.uid): \(error)")
                }
            }
            return
        }
        report.appliedHere += counted.appliedHere
        report.changedByServer += counted.changedByServer
        report.deletedHere += counted.deletedHere
        report.conflicts += counted.conflicts
        report.conflictLines += counted.conflictLines
        report.rewriteLines += counted.rewriteLines
    }

    private func perform(_ action: SyncAction, into report: inout SyncReport) throws {
        switch action {
        case let .pull(card, into, rewritten):
            if let into, let withheld = (try? withheld(card, over: into)) ?? nil {
                try book.commitSync(collection, withheld.commit)
                Self.count(withheld, into: &report)
                return
            }
            try pull(card, into: into)
            report.appliedHere += 1
            if rewritten { report.changedByServer += 1 }
        case let .push(local, href, etag):
            if try push(local, href: href, etag: etag, into: &report) { report.uploaded += 1 }
        case let .deleteHere(contact, item):
            try book.commitSync(collection, SyncCommit(change: .remove(contact.id), forget: item.uid))
            report.deletedHere += 1
        case let .deleteThere(item, etag):
            try deleteThere(item, etag: etag, into: &report)
        case let .link(card, contact):
            try link(card, contact: contact)
        case let .forget(item):
            try book.commitSync(collection, SyncCommit(forget: item.uid))
        case let .conflict(uid, href, local, remote, base, settle):
            try conflict(uid: uid, href: href, local: local, remote: remote, base: base, settle: settle, into: &report)
        case let .problem(uid, why):
            report.errorLines.append("\(uid): \(why)")
        }
    }

    /// The server's card here: the contact replaced (or added), its row agreed.
    func pull(_ card: RemoteCard, into id: ContactID?, resolving: Bool = false) throws {
        let record = try CardWrites.record(of: card.card)
        var item = agreed(card, localHash: record.contentHash, contactID: id)
        item.uid = record.uid
        let change: SyncCommit.LocalChange = id.map { .replace($0, record) } ?? .add(record)
        try book.commitSync(collection, SyncCommit(change: change, item: item,
                                                         resolved: resolving ? (card.uid, .remote) : nil))
    }

    func link(_ card: RemoteCard, contact: SyncLocalContact, resolution: SyncConflict.Resolution? = .remote) throws {
        try book.commitSync(collection, SyncCommit(
            item: agreed(card, localHash: contact.contentHash, contactID: contact.id),
            resolved: resolution.map { (card.uid, $0) }))
    }

    func agreed(_ card: RemoteCard, localHash: Int64?, contactID: ContactID?) -> SyncItem {
        SyncItem(uid: card.uid, href: card.href, etag: card.etag, baseHash: card.hash, baseCard: card.card,
                 localHash: localHash, contactID: contactID)
    }

    /// Sends the local card; true when the server took it. A create writes
    /// its row first ('pending create'), so a kill before the reply is
    /// found by its href next time instead of making a second copy.
    func push(_ original: LocalCard, href: String, etag: String?, into report: inout SyncReport) throws -> Bool {
        var local = original
        var href = href
        let now = Date(timeIntervalSince1970: TimeInterval(book.clock()))
        if etag == nil, let card = try CardEditor.readyForServer(local.card, name: local.contact.displayName, now: now,
                                                                 newUID: client.uid(forCardKnownAs: local.uid)) {
            // A UID and an FN before the first upload; the card's previous text stays in the journal.
            let record = try CardWrites.record(of: card)
            try book.commitSync(collection, SyncCommit(change: .replace(local.contact.id, record)))
            local.contact.uid = record.uid
            local.contact.contentHash = record.contentHash
            local.card = card
            local.hash = try NormalisedCard.hash(UploadText.of(card))
            href = try client.href(forUID: record.uid, in: bookPath)
        }
        // The base is the text sent (its hash is `local.hash`), as the server should hold it.
        let pending = SyncItem(uid: local.uid, href: href, etag: nil, baseHash: local.hash, baseCard: UploadText.of(local.card),
                               localHash: local.contact.contentHash, contactID: local.contact.id, state: .pendingCreate)
        if etag == nil { try book.commitSync(collection, SyncCommit(item: pending)) }
        let outcome: PutOutcome
        let precondition: PutPrecondition = etag.map { .update(etag: $0) } ?? .create
        let card = UploadText.of(local.card)
        switch Self.attempt({ () throws(DAVError) -> PutOutcome in try client.put(card, at: href, precondition) }) {
        case .success(let put):
            outcome = put
        case .failure(.preconditionFailed):
            // Someone changed (or, for a create, made) it since our listing: read it and decide.
            try settleAfterRefusal(local, href: href, into: &report)
            return false
        case .failure(.uidConflict):
            try linkExisting(local, into: &report)
            return false
        case .failure(.unsupportedCard(_, let status, let reason)):
            try refuse(local, href: href, creating: etag == nil, status: status, reason: reason, into: &report)
            return false
        case .failure(let error):
            if case .server(500, _) = error {
                // A fault of the server this card triggers, every time: refused once it has lasted.
                let failures = try book.countUploadFailure(collection, uid: local.uid,
                                                           contentHash: local.contact.contentHash, at: book.clock())
                if failures >= Self.failuresBeforeRefusal {
                    try refuse(local, href: href, creating: etag == nil, status: 500,
                               reason: "it failed to store it at \(failures) syncs in a row", into: &report)
                    return false
                }
            }
            throw error
        }
        var item = pending
        item.state = .synced
        item.uploaded = true
        item.etag = outcome.etag
        if let location = outcome.location { item.href = Self.path(of: location) }
        try book.commitSync(collection, SyncCommit(item: item, resolved: nil))
        uploadedCards.append(UploadedCard(item: item, name: local.contact.displayName))
        return true
    }

    func deleteThere(_ item: SyncItem, etag: String, into report: inout SyncReport) throws {
        switch Self.attempt({ () throws(DAVError) in try client.delete(item.href, etag: etag) }) {
        case .success:
            break
        case .failure(.preconditionFailed):
            // Changed there since: deleted here, changed there; the edit wins.
            if let fetched = try client.get(item.href) {
                try pull(try RemoteCard(fetched), into: nil)
                report.appliedHere += 1
                return
            }
        case .failure(let error):
            throw error
        }
        try book.commitSync(collection, SyncCommit(forget: item.uid))
        report.deletedThere += 1
    }

    /// A request's outcome as a value: matching typed errors in `catch`
    /// clauses crashes the 6.x compiler's SIL ownership checker here.
    static func attempt<T>(_ request: () throws(DAVError) -> T) -> Result<T, DAVError> {
        do {
            return .success(try request())
        } catch {
            return .failure(error)
        }
    }

    /// The path of a Location header (absolute URL or already a path).
    static func path(of location: String) -> String {
        if location.hasPrefix("/") { return location }
        return URLComponents(string: location)?.percentEncodedPath ?? location
    }
}

extension DAVError {
    /// Errors after which no further request can succeed in this run.
    public var endsRun: Bool {
        switch self {
        case .unauthorized, .unsupportedLogin, .loginAtAnotherOrigin, .timeout, .connection, .tls: return true
        default: return false
        }
    }
}
