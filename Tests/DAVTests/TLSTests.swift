import DAV
import Foundation
import Testing
import TestSupport

/// https with a self-signed certificate for 127.0.0.1: refused by the
/// system's store, trusted with --ca-file, and refused when a pinned key differs.
@Suite("TLS trust", .serialized)
struct TLSTests {
    @Test func aSelfSignedServerIsTrustedOnlyThroughItsCAFileAndItsPin() throws {
        try withTemporaryDirectory { folder in
            let cert = folder.appendingPathComponent("cert.pem").path, key = folder.appendingPathComponent("key.pem").path
            #expect(try shell("""
                openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1 \
                  -addext subjectAltName=IP:127.0.0.1 -keyout '\(key)' -out '\(cert)' 2>/dev/null
                """).status == 0)
            let pin = "sha256//" + (try shell("""
                openssl x509 -in '\(cert)' -pubkey -noout | openssl pkey -pubin -outform der \
                  | openssl dgst -sha256 -binary | base64
                """).stdout.trimmingCharacters(in: .whitespacesAndNewlines))
            let server = try TLSServer(cert: cert, key: key, folder: folder)
            defer { server.stop() }
            func changes(caFile: String?, pin: String?) throws -> SyncDelta {
                try CardDAVClient(DAVEndpoint(url: server.url, user: "alice", password: "secret", caFile: caFile,
                                              pinnedKeySHA256: pin, timeoutSeconds: 10)).changes(in: "/book/", since: nil)
            }
            #expect { try changes(caFile: nil, pin: nil) } throws: { isTLS($0) }
            #expect(try changes(caFile: cert, pin: nil).token == "tls-ok")
            #expect(try changes(caFile: cert, pin: pin).token == "tls-ok")
            let wrongPin = "sha256//" + Data(repeating: 7, count: 32).base64EncodedString()
            #expect { try changes(caFile: cert, pin: wrongPin) } throws: { isTLS($0) }
        }
    }

    private func isTLS(_ error: any Error) -> Bool {
        if case .tls = error as? DAVError { true } else { false }
    }

    private func shell(_ command: String) throws -> CommandResult {
        try runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", command])
    }
}

/// Python's http.server wrapped in TLS, answering every request with a
/// multistatus holding the token "tls-ok" (the venv bin/dav-servers made).
private final class TLSServer {
    let url: String
    private let process = Process()

    init(cert: String, key: String, folder: URL) throws {
        let port = try Loopback.freePort()
        url = "https://127.0.0.1:\(port)/"
        let script = folder.appendingPathComponent("tls.py")
        try """
            import http.server, ssl, sys
            class Handler(http.server.BaseHTTPRequestHandler):
                def answer(self):
                    self.rfile.read(int(self.headers.get("Content-Length") or 0))
                    body = b'<?xml version="1.0"?><multistatus xmlns="DAV:"><sync-token>tls-ok</sync-token></multistatus>'
                    self.send_response(207)
                    self.send_header("Content-Type", "text/xml")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                do_REPORT = do_PROPFIND = do_GET = answer
                def log_message(self, *args):
                    pass
            server = http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), Handler)
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(sys.argv[2], sys.argv[3])
            server.socket = context.wrap_socket(server.socket, server_side=True)
            server.serve_forever()
            """.write(to: script, atomically: true, encoding: .utf8)
        process.executableURL = CardDAVServer.tools.appendingPathComponent("bin/python")
        process.arguments = [script.path, String(port), cert, key]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard Loopback.waitUntilListening(port: port, deadline: Date() + 20, givingUp: { !self.process.isRunning }) else {
            stop()
            throw TLSServerError()
        }
    }

    struct TLSServerError: Error, CustomStringConvertible {
        var description: String { "the TLS test server did not start (run bin/dav-servers)" }
    }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
