import Accounts
import CardDAVSync
import DAV
import Foundation
import Reporting
import SharedOptions
import Store

/// The service a sync command works on, its address book and a client for
/// its server: the one named, or the only one connected. An account
/// connected with --no-discover finds its book now, and keeps it. The
/// client logs in with the scheme the server took last (`rememberLogin`).
struct SyncTarget {
    let service: ServiceName
    let bookURL: String
    let client: CardDAVClient
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
        client = try CardDAVClient(endpoint)
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
        self.service = service
        self.chosen = chosen
        bookURL = chosen.url ?? server.absoluteString
    }

    /// Keeps the login scheme the server asked for this run (Digest after a
    /// Basic that it refused), so the next run logs in with it at once.
    func rememberLogin(in book: AddressBook) throws {
        guard chosen.authScheme != client.authScheme.rawValue else { return }
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
