import DAV
import Foundation
import TestSupport

/// A client for `server`'s root (or `path` on it), as alice, with a short timeout.
func client(for server: CardDAVServer, url: String? = nil, password: String? = nil) throws -> CardDAVClient {
    try CardDAVClient(DAVEndpoint(url: url ?? server.url, user: server.user, password: password ?? server.password,
                                  timeoutSeconds: 10))
}

/// A vCard 3.0 with CRLF line ends.
func card(uid: String, name: String, note: String = "") -> [UInt8] {
    Array(("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nN:\(name);;;;\r\n"
        + (note.isEmpty ? "" : "NOTE:\(note)\r\n") + "END:VCARD\r\n").utf8)
}

/// Runs `body` with a server of `kind` in a temporary folder, stopped afterwards.
func withServer(_ kind: CardDAVServer.Kind, _ body: (CardDAVServer) throws -> Void) throws {
    try withTemporaryDirectory { folder in
        let server = try CardDAVServer.start(kind, in: folder)
        defer { server.stop() }
        try body(server)
    }
}
