import Foundation
import Glibc

/// A real CardDAV server for one test (or one suite) on 127.0.0.1: Radicale
/// 3.9.0 or Xandikos 0.4.10 from the venv `bin/dav-servers` fills, or
/// Debian's SabreDAV 1.8 (CardDAVServer+SabreDAV.swift), on a free port,
/// with its storage in the caller's temporary folder. It is stopped by
/// `stop()`, `kill()` or, at the latest, when released, so none outlives its
/// test; should the test runner itself die, the server notices its parent is
/// gone and exits (see `parentWatch`).
///
/// The "phone side" (`putCard`, `deleteCard`, `cards`, in
/// CardDAVServer+PhoneSide.swift) changes the server with the curl CLI, as
/// another client would, without any of our code.
public final class CardDAVServer: @unchecked Sendable {
    // @unchecked: `pid` is the only mutable state, read and written under `lock`.

    /// Which server program.
    public enum Kind: String, Sendable, CaseIterable, CustomStringConvertible {
        /// Radicale 3.9.0: htpasswd (plain) user alice/secret, owner_only rights, reorders properties on PUT.
        case radicale
        /// Xandikos 0.4.10: no authentication (it refuses htpasswd over plain http), keeps bytes as sent.
        case xandikos
        /// SabreDAV 1.8.12 on PHP's built-in server: Digest login (its stock backend) unless started
        /// with `login: .basic`; no sync-collection (1.8 predates it); stores some UTF-8 garbled.
        case sabredav
        public var description: String { rawValue }

        /// Whether it offers RFC 6578 sync-collection (SabreDAV 1.8 does not: a client lists it by PROPFIND).
        public var hasSyncCollection: Bool { self != .sabredav }
        /// Whether /.well-known/carddav (RFC 6764) leads to the principal (SabreDAV 1.8 answers 404).
        public var answersWellKnown: Bool { self != .sabredav }
    }

    /// How a server checks who is asking.
    public enum Login: String, Sendable, CustomStringConvertible {
        /// Anyone, with or without credentials (Xandikos).
        case none
        /// RFC 7617 Basic (Radicale; SabreDAV's variant).
        case basic
        /// RFC 7616 Digest, realm "SabreDAV" (SabreDAV's stock backend).
        case digest
        public var description: String { rawValue }
    }

    /// Which server this is.
    public let kind: Kind
    /// How it checks the user: Basic on Radicale, none on Xandikos, Digest or Basic on SabreDAV.
    public let login: Login
    /// The port it listens on, on 127.0.0.1.
    public let port: UInt16
    /// The server's root, `http://127.0.0.1:PORT/`.
    public let url: String
    /// An address book collection, created and ready, with a trailing slash:
    /// `/alice/book/` on Radicale (made by extended MKCOL), `/user/contacts/addressbook/`
    /// on Xandikos (made by its `--defaults`), `/addressbooks/alice/book/` on
    /// SabreDAV (a row of its database). The only address book on the server.
    public let bookURL: String
    /// `bookURL`'s path, as hrefs in the server's answers start.
    public let bookPath: String
    /// The user name clients send (Xandikos accepts any, or none).
    public let user = "alice"
    /// The password clients send (Xandikos accepts any, or none).
    public let password = "secret"
    /// The folder holding the configuration, the storage and `server.log`.
    public let folder: URL

    private let lock = NSLock()
    private var pid: pid_t?

    /// The venv `bin/dav-servers` creates in the checkout.
    public static let tools: URL = Repository.root.appendingPathComponent(".tools/python")

    /// Starts a server with its storage under `folder` (a test's temporary
    /// directory), and returns once it answers and its address book exists.
    /// `login` chooses SabreDAV's (Digest unless `.basic`); the others have one each.
    /// Fails with "run bin/dav-servers" when Radicale or Xandikos is not
    /// installed in `tools`, "run bin/packages need test" when SabreDAV is not.
    public static func start(_ kind: Kind, in folder: URL, login: Login? = nil, timeout: Double = 60,
                             tools: URL = CardDAVServer.tools) throws -> CardDAVServer {
        let python = tools.appendingPathComponent("bin/python").path
        let script = tools.appendingPathComponent("bin/\(kind.rawValue)").path
        if kind != .sabredav {
            guard FileManager.default.isExecutableFile(atPath: python), FileManager.default.fileExists(atPath: script) else {
                throw CardDAVServerError("\(kind) is not installed in \(tools.path): run bin/dav-servers")
            }
        }
        let login = switch kind {
        case .radicale: Login.basic
        case .xandikos: Login.none
        case .sabredav: login == .basic ? Login.basic : .digest
        }
        let home = folder.appendingPathComponent("\(kind)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        // Another program may take the free port between the look and the server's bind: try again then.
        var lastError: Error?
        for _ in 0..<3 {
            do {
                let port = try Loopback.freePort()
                let command = kind == .sabredav
                    ? try sabreDAVCommand(port: port, folder: home, login: login)
                    : (python, ["-c", parentWatch, script] + (try arguments(kind, port: port, folder: home)))
                return try CardDAVServer(kind, login: login, port: port, folder: home, command: command, timeout: timeout)
            } catch let error as CardDAVServerError where error.portTaken {
                lastError = error
            }
        }
        throw lastError ?? CardDAVServerError("\(kind) did not start")
    }

    private init(_ kind: Kind, login: Login, port: UInt16, folder: URL, command: (String, [String]),
                 timeout: Double) throws {
        self.kind = kind
        self.login = login
        self.port = port
        self.folder = folder
        url = "http://\(Loopback.host):\(port)/"
        bookPath = switch kind {
        case .radicale: "/alice/book/"
        case .xandikos: "/user/contacts/addressbook/"
        case .sabredav: "/addressbooks/alice/book/"
        }
        bookURL = "http://\(Loopback.host):\(port)\(bookPath)"

        let log = folder.appendingPathComponent("server.log").path
        let started = try ChildProcess.spawn(command.0, command.1, output: log, environment: Self.environment)
        pid = started
        let deadline = Date().addingTimeInterval(timeout)
        var exited: Int32?
        let listening = Loopback.waitUntilListening(port: port, deadline: deadline) {
            exited = ChildProcess.exitStatusIfEnded(started)
            return exited != nil
        }
        guard listening else {
            if exited != nil { lock.withLock { pid = nil } } else { kill() }
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            var error = CardDAVServerError(exited == nil
                ? "\(kind) did not listen on port \(port) within \(timeout) s; its log:\n\(text)"
                : "\(kind) exited with status \(exited!) before listening on port \(port); its log:\n\(text)")
            error.portTaken = text.contains("Address already in use") || text.contains("address already in use")
            throw error
        }
        try makeBookReady()
    }

    deinit { stop() }

    /// True until `stop()` or `kill()` (or the server dying on its own).
    public var isRunning: Bool {
        lock.withLock {
            guard let running = pid else { return false }
            if ChildProcess.exitStatusIfEnded(running) != nil { pid = nil }
            return pid != nil
        }
    }

    /// Stops the server with SIGTERM, as an administrator would, and waits
    /// for it to end (SIGKILL after 10 s) and its port to close. Does
    /// nothing when already stopped.
    public func stop() {
        lock.withLock {
            guard let running = pid else { return }
            Glibc.kill(running, SIGTERM)
            let deadline = Date().addingTimeInterval(10)
            while ChildProcess.exitStatusIfEnded(running) == nil {
                if Date() >= deadline {
                    Glibc.kill(running, SIGKILL)
                    _ = ChildProcess.wait(running)
                    break
                }
                usleep(5_000)  // between looks; the deadline bounds the wait
            }
            pid = nil
            waitUntilPortCloses()
        }
    }

    /// Kills the server with SIGKILL, mid-request if one is running (the
    /// server dying under a sync), and waits until it has ended: the port is closed on return.
    public func kill() {
        lock.withLock {
            guard let running = pid else { return }
            Glibc.kill(running, SIGKILL)
            _ = ChildProcess.wait(running)
            pid = nil
            waitUntilPortCloses()
        }
    }

    /// Waits until nothing accepts connections on the port any more. The
    /// process reaped is not always the one listening: SabreDAV's PHP is a
    /// child of the process started, and ends just after it.
    private func waitUntilPortCloses() {
        let deadline = Date().addingTimeInterval(10)
        while Loopback.isListening(port: port), Date() < deadline {
            usleep(5_000)  // between looks; the deadline bounds the wait
        }
    }

    /// Creates another address book beside `bookURL` by extended MKCOL (RFC 5689),
    /// for discovery with several books; returns its URL (trailing slash).
    @discardableResult
    public func createBook(_ name: String, displayName: String? = nil) throws -> String {
        let home = switch kind {
        case .radicale: "/alice/"
        case .xandikos: "/user/contacts/"
        case .sabredav: "/addressbooks/alice/"
        }
        let created = "http://\(Loopback.host):\(port)\(home)\(name)/"
        let response = try request("MKCOL", created, headers: ["Content-Type: application/xml; charset=utf-8"],
                                   body: Array(Self.mkcolBody(displayName: displayName ?? name).utf8))
        guard response.status == 201 else {
            throw CardDAVServerError("MKCOL \(created) answered \(response.status): \(response.text)")
        }
        return created
    }

    /// Makes sure the address book exists: created on Radicale, checked on Xandikos and SabreDAV.
    private func makeBookReady() throws {
        if kind == .radicale {
            try createBook("book", displayName: "Book")
        } else {
            let response = try request("PROPFIND", bookURL, headers: ["Depth: 0"])
            guard response.status == 207 else {
                throw CardDAVServerError("\(kind) has no address book at \(bookPath): \(response.status) \(response.text)")
            }
        }
    }

    /// The server's environment: ours, without anything that could send it elsewhere.
    private static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        for name in ["http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] {
            environment[name] = nil
        }
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        environment["PYTHONUNBUFFERED"] = "1"
        return environment
    }()

    static func mkcolBody(displayName: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <d:mkcol xmlns:d="DAV:" xmlns:card="urn:ietf:params:xml:ns:carddav">
          <d:set><d:prop>
            <d:resourcetype><d:collection/><card:addressbook/></d:resourcetype>
            <d:displayname>\(displayName)</d:displayname>
          </d:prop></d:set>
        </d:mkcol>
        """
    }
}

/// A server that could not be started or refused what the phone side asked.
public struct CardDAVServerError: Error, CustomStringConvertible {
    public let description: String
    var portTaken = false
    init(_ description: String) { self.description = description }
}
