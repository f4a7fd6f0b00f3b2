import CardEditing
import DAV
import Foundation
import Store
import Exchange
import SyncState

/// Settles one open conflict (`sync resolve CONTACT --keep local|remote|both`)
/// against the other side's card as it is now, so a change there since the
/// conflict was found is not overwritten blindly: the upload is conditional
/// on the ETag just read. The losing text stays in the conflict's record.
public struct ConflictResolver {
    let book: AddressBook
    let collection: SyncCollection
    let client: any RemoteCollection
    let executor: SyncExecutor

    /// Settles `collection`'s conflicts against `client`'s collection at `bookPath` (ending in "/").
    public init(book: AddressBook, collection: SyncCollection, client: any RemoteCollection, bookPath: String) {
        self.book = book
        self.collection = collection
        self.client = client
        executor = SyncExecutor(book: book, collection: collection, client: client, bookPath: bookPath, progress: { _ in })
    }

    /// Settles the open conflict on `uid`; returns lines saying what went where.
    public func resolve(uid: String, keep: SyncConflict.Resolution) throws -> [String] {
        guard let conflict = try book.syncConflicts(collection).first(where: { $0.uid == uid }) else {
            throw ResolveError.noConflict(uid)
        }
        let remote = try client.get(conflict.href).map { try RemoteCard($0) }
        let contact = try book.syncLocalContacts(in: collection.book).first { $0.uid == uid }
        let local = try contact.flatMap { contact in
            try book.storedCard(of: contact.id).map { LocalCard(contact: contact, card: $0, hash: try NormalisedCard.hash(UploadText.of($0))) }
        }
        var report = SyncReport()
        switch keep {
        case .local:
            if let local {
                guard try executor.push(local, href: remote?.href ?? conflict.href, etag: remote?.etag, into: &report) else {
                    throw ResolveError.notDone(report.errorLines.first ?? "\(collection.otherSide) did not take the card")
                }
            } else if let remote, let etag = remote.etag, let item = try item(uid) {
                try executor.deleteThere(item, etag: etag, into: &report)
            }
            try book.commitSync(collection, SyncCommit(resolved: (uid, .local)))
            return ["kept the local version of \(uid)" + (local == nil ? " (deleted): deleted \(collection.there)" : ": uploaded")]
        case .remote:
            if let remote {
                try executor.pull(remote, into: contact?.id, resolving: true)
            } else if let contact {
                try book.commitSync(collection, SyncCommit(change: .remove(contact.id), forget: uid,
                                                                 resolved: (uid, .remote)))
            }
            return ["kept \(collection.otherSide)'s version of \(uid)" + (remote == nil ? " (deleted): deleted here" : ": applied here")]
        case .both:
            guard let local, let remote else { throw ResolveError.bothNeedsBoth(uid) }
            let now = Date(timeIntervalSince1970: TimeInterval(book.clock()))
            let newUID = CardStamp.randomUID()
            let copy = try CardEditor.withUID(newUID, local.card, now: now)
            let record = try CardWrites.record(of: copy)
            let id = try book.commitSync(collection, SyncCommit(change: .add(record)))
            try executor.pull(remote, into: local.contact.id, resolving: false)
            try book.commitSync(collection, SyncCommit(resolved: (uid, .both)))
            guard let id, let added = try book.syncLocalContacts(in: collection.book).first(where: { $0.id == id }) else { return [] }
            let copyCard = LocalCard(contact: added, card: copy, hash: try NormalisedCard.hash(UploadText.of(copy)))
            let uploaded = try executor.push(copyCard, href: client.href(forUID: newUID, in: executor.bookPath),
                                             etag: nil, into: &report)
            return [
                "\(local.contact.displayName) (UID \(uid)) now holds \(collection.otherSide)'s version",
                "\(added.displayName) (UID \(newUID)) is a new contact holding the local version"
                    + (uploaded ? ", uploaded" : ", not uploaded yet: \(report.errorLines.first ?? "")"),
            ]
        }
    }

    private func item(_ uid: String) throws -> SyncItem? {
        try book.syncItems(collection).first { $0.uid == uid }
    }
}

/// Why a conflict could not be settled.
public enum ResolveError: Error, Sendable, Equatable, CustomStringConvertible {
    case noConflict(String)
    case bothNeedsBoth(String)
    case notDone(String)

    public var description: String {
        switch self {
        case .noConflict(let uid): return "no open sync conflict for \(uid) (see `phonebook sync conflicts`)"
        case .bothNeedsBoth(let uid): return "\(uid) is deleted on one side; keep local or remote"
        case .notDone(let why): return why
        }
    }
}
