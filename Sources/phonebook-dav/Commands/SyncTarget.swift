import Accounts
import CardDAVSync
import DAV
import Foundation
import Reporting
import SharedOptions
import Store
import SyncState
import Vdir

/// The service a sync command works on and the collections it syncs: the
/// one named, or the only one connected. For a CardDAV service, one client
/// for its server (its collections share the origin discovery found them
/// at) logged in with the scheme the server took last (`rememberLogin`);
/// an account connected with --no-discover finds its address book now and
/// syncs it with the default book. For a vdir, its folder, checked first
/// (`connect --vdir` maps it to its book as it stores it).
struct SyncTarget {
    let service: ServiceName
    /// The collections synced, the default book's first, then by book name.
    let collections: [SyncCollection]
    /// The other side, shared by every collection.
    let remote: any RemoteCollection
    /// The server's client, for a CardDAV service.
    private let client: CardDAVClient?
    /// The folder's collection, for a vdir.
    private let vdir: VdirCollection?
    private let access: ServerAccess

    init(book: AddressBook, service named: ServiceName?) throws {
        let service = try Self.service(named, in: book)
        self.service = service
        if let folder = try book.vdirFolder(service: service) {
            try VdirFolderCheck.check(folder)
            let vdir = VdirCollection(folder: folder)
            (self.vdir, client, remote, access) = (vdir, nil, vdir, ServerAccess())
            collections = try book.syncCollections(service: service.rawValue)
            return
        }
        let access = try book.serverAccess(service: service) ?? ServerAccess()
        var collections = try book.syncCollections(service: service.rawValue)
        let client = try StoredServer.client(book: book, service: service, access: access, at: collections.first?.url)
        if collections.isEmpty {
            let found = try client.discover()
            guard !found.isEmpty else {
                throw CommandFailure(message: "\(service): the server has no address book for this account; "
                                     + "make one there with another client, then sync again", status: .failure)
            }
            guard found.count == 1, let only = found.first else {
                throw CommandFailure(message: "\(service) has \(found.count) address books; choose which to sync with "
                                     + "`phonebook connect \(service) --collection NAME --to BOOK`", status: .usage)
            }
            try book.mapCollection(service: service.rawValue, url: only.url, name: only.displayName, to: book.defaultBookID())
            collections = try book.syncCollections(service: service.rawValue)
        }
        (self.client, vdir, remote, self.access, self.collections) = (client, nil, client, access, collections)
    }

    /// The service named, or the only one connected.
    private static func service(_ named: ServiceName?, in book: AddressBook) throws -> ServiceName {
        if let named { return named }
        let connected = try book.authState().connectedServices
        guard connected.count == 1, let only = connected.first, let name = try? ServiceName(only) else {
            throw CommandFailure(message: connected.isEmpty
                ? "no service is connected; run `phonebook connect SERVICE --user NAME --server URL ...` first"
                : "several services are connected (\(connected.joined(separator: ", "))); name one", status: .usage)
        }
        return name
    }

    /// The path `collection`'s hrefs start with, ending in "/".
    func bookPath(of collection: SyncCollection) -> String {
        vdir?.bookPath ?? ResourceName.collectionPath(collection.url)
    }

    /// What the run asked of the other side so far, by kind: a server's
    /// requests (PROPFIND, REPORT, multiget, GET, PUT, DELETE), a vdir's
    /// listings, file reads, writes and removals.
    var requests: [(String, Int)] {
        if let vdir { return vdir.counts }
        guard let counts = client?.counts else { return [] }
        return [("propfind", counts.propfind), ("report", counts.report), ("multiget", counts.multiget),
                ("get", counts.get), ("put", counts.put), ("delete", counts.delete)]
    }

    /// The other side as a message names it, the same for every collection
    /// (`SyncCollection.otherSide`): "the folder" for a vdir, else "the server".
    var otherSide: String { SyncCollection.otherSide(isFolder: vdir != nil) }

    /// The entries of a vdir this run left alone, a line each.
    var notes: [String] { vdir?.notes ?? [] }

    /// Keeps the login scheme the server asked for this run (Digest after a
    /// Basic that it refused), so the next run logs in with it at once.
    func rememberLogin(in book: AddressBook) throws {
        try StoredServer.rememberLogin(of: client, access: access, service: service, in: book)
    }
}

/// A connected service's server as stored: a client for it, signed in with
/// the stored secret and trust, and the login scheme it took kept.
enum StoredServer {
    /// A client for `service`'s server at `url` (a collection's), or at the
    /// server's URL when nil.
    static func client(book: AddressBook, service: ServiceName, access: ServerAccess, at url: String?) throws -> CardDAVClient {
        guard let account = try book.thirdPartyAccount(service) else { throw AuthError.notConnected(service) }
        guard let server = account.serverURL else {
            throw CommandFailure(message: "\(service) has no server; connect it again with --server URL", status: .usage)
        }
        let secret = try book.thirdPartySecret(service: service)
        let endpoint = DAVEndpoint(url: url ?? server.absoluteString, user: account.user.rawValue,
                                   password: String(decoding: secret.bytes, as: UTF8.self),
                                   caFile: access.caFile, pinnedKeySHA256: access.pinnedKeySHA256,
                                   userAgent: "phonebook/\(PhonebookVersion.current)",
                                   authScheme: access.authScheme.flatMap(AuthScheme.init(rawValue:)) ?? .basic)
        return try CardDAVClient(endpoint)
    }

    /// Stores the scheme `client` logged in with when it is not the one `access` holds.
    static func rememberLogin(of client: CardDAVClient?, access: ServerAccess, service: ServiceName,
                              in book: AddressBook) throws {
        guard let client, access.authScheme != client.authScheme.rawValue else { return }
        var changed = access
        changed.authScheme = client.authScheme.rawValue
        try book.setServerAccess(changed, service: service)
    }
}

/// A one-line progress bar on stderr while a sync lists, fetches and
/// writes, drawn only on a terminal (as phonebook's import bar is).
final class SyncProgressBar {
    private var lastDrawn = ContinuousClock.now - .seconds(1)
    private let width = 30

    static var isWanted: Bool { isatty(STDERR_FILENO) == 1 }

    func update(_ progress: SyncProgress) {
        let now = ContinuousClock.now
        guard now - lastDrawn > .milliseconds(100) || progress.done == progress.total else { return }
        lastDrawn = now
        let line: String
        if progress.total > 0 {
            let filled = progress.done * width / progress.total
            let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
            line = "\r[\(bar)] \(progress.phase.rawValue) \(progress.done)/\(progress.total)"
        } else {
            line = "\r\(progress.phase.rawValue)…"
        }
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
