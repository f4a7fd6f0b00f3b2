import Accounts
import CardDAVSync
import DAV
import Foundation
import Reporting
import SharedOptions
import Store
import Vdir

/// The service a sync command works on and the collection it syncs with:
/// the one named, or the only one connected. For a CardDAV service, its
/// address book and a client for its server (an account connected with
/// --no-discover finds its book now, and keeps it; the client logs in with
/// the scheme the server took last, `rememberLogin`); for a vdir, its
/// folder, checked first.
struct SyncTarget {
    let service: ServiceName
    /// The collection, and the path its hrefs start with.
    let remote: any RemoteCollection
    let bookPath: String
    /// The server's client, for a CardDAV service.
    private let client: CardDAVClient?
    /// The folder's collection, for a vdir.
    private let vdir: VdirCollection?
    private var chosen: CardDAVBook

    init(book: AddressBook, service named: ServiceName?) throws {
        let service: ServiceName
        if let named {
            service = named
        } else {
            let connected = try book.authState().connectedServices
            guard connected.count == 1, let only = connected.first, let name = try? ServiceName(only) else {
                throw CommandFailure(message: connected.isEmpty
                    ? "no service is connected; run `phonebook connect SERVICE --user NAME --server URL ...` first"
                    : "several services are connected (\(connected.joined(separator: ", "))); name one", status: .usage)
            }
            service = name
        }
        self.service = service
        chosen = CardDAVBook()
        if let folder = try book.vdirFolder(service: service) {
            try VdirFolderCheck.check(folder)
            let vdir = VdirCollection(folder: folder)
            (self.vdir, client, remote, bookPath) = (vdir, nil, vdir, vdir.bookPath)
            return
        }
        guard let account = try book.thirdPartyAccount(service) else { throw AuthError.notConnected(service) }
        guard let server = account.serverURL else {
            throw CommandFailure(message: "\(service) has no server; connect it again with --server URL", status: .usage)
        }
        var chosen = try book.carddavBook(service: service) ?? CardDAVBook()
        let secret = try book.thirdPartySecret(service: service)
        let endpoint = DAVEndpoint(url: chosen.url ?? server.absoluteString, user: account.user.rawValue,
                                   password: String(decoding: secret.bytes, as: UTF8.self),
                                   caFile: chosen.caFile, pinnedKeySHA256: chosen.pinnedKeySHA256,
                                   userAgent: "phonebook/\(PhonebookVersion.current)",
                                   authScheme: chosen.authScheme.flatMap(AuthScheme.init(rawValue:)) ?? .basic)
        let client = try CardDAVClient(endpoint)
        if chosen.url == nil {
            let found = try client.discover()
            guard found.count == 1, let only = found.first else {
                throw CommandFailure(message: "\(service) has \(found.count) address books; choose one with "
                                     + "`phonebook connect \(service) ... --collection NAME`", status: .usage)
            }
            chosen.url = only.url
            chosen.displayName = only.displayName
            chosen.authScheme = client.authScheme.rawValue
            try book.setCarddavBook(chosen, service: service)
        }
        self.chosen = chosen
        (self.client, vdir, remote) = (client, nil, client)
        bookPath = ResourceName.collectionPath(chosen.url ?? server.absoluteString)
    }

    /// What the run asked of the other side, by kind: a server's requests
    /// (PROPFIND, REPORT, multiget, GET, PUT, DELETE), a vdir's listings,
    /// file reads, writes and removals.
    var requests: [(String, Int)] {
        if let vdir { return vdir.counts }
        guard let counts = client?.counts else { return [] }
        return [("propfind", counts.propfind), ("report", counts.report), ("multiget", counts.multiget),
                ("get", counts.get), ("put", counts.put), ("delete", counts.delete)]
    }

    /// The entries of a vdir this run left alone, a line each.
    var notes: [String] { vdir?.notes ?? [] }

    /// Keeps the login scheme the server asked for this run (Digest after a
    /// Basic that it refused), so the next run logs in with it at once.
    func rememberLogin(in book: AddressBook) throws {
        guard let client, chosen.authScheme != client.authScheme.rawValue else { return }
        var changed = chosen
        changed.authScheme = client.authScheme.rawValue
        try book.setCarddavBook(changed, service: service)
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
