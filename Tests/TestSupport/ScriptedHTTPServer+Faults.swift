import Foundation

extension ScriptedHTTPServer {
    /// Which requests something applies to: by method, by REPORT kind, or any test.
    public struct RequestMatch: Sendable {
        let test: @Sendable (HTTPRequest) -> Bool

        /// A predicate of the test's own.
        public init(_ test: @escaping @Sendable (HTTPRequest) -> Bool) { self.test = test }

        /// Requests with this method (`PUT`, `DELETE`, `PROPFIND`, `GET`, `REPORT`, ...).
        public static func method(_ method: String) -> RequestMatch {
            RequestMatch { $0.method == method.uppercased() }
        }

        /// REPORTs whose body's root element has this local name:
        /// `sync-collection`, `addressbook-multiget`, `addressbook-query`.
        public static func report(_ kind: String) -> RequestMatch {
            RequestMatch { $0.reportKind == kind }
        }

        /// Every request.
        public static let any = RequestMatch { _ in true }

        /// True when `request` is one of these.
        public func matches(_ request: HTTPRequest) -> Bool { test(request) }
    }

    /// What a script answers to a request.
    public enum Reply: Sendable {
        /// Send this response.
        case response(HTTPResponse)
        /// Close the connection without answering.
        case closeConnection
        /// Never answer: keep the connection open, reading, until the client gives up or the server stops.
        case silent
    }

    /// What the proxy does instead of plainly forwarding a request.
    public enum FaultAction: Sendable {
        /// Close the connection without forwarding or answering (the server went down before it).
        case closeConnection
        /// Forward the request, then close the connection without answering (the server did
        /// the work, the answer was lost: a PUT stored, the client never told).
        case closeAfterForwarding
        /// Never answer (nothing forwarded); a client's timeout must fire.
        case silent
        /// Answer this instead of forwarding (401, 412, 415, 503 with a body).
        case respond(HTTPResponse)
        /// Forward, keep the status and headers, and replace the body with XML that does not parse.
        case garbageXML
        /// Answer 200 with an HTML login page, as a captive portal or an expired SSO session does.
        case htmlLoginPage
        /// Forward, and remove the DAV:sync-token element from the multistatus.
        case dropSyncToken
        /// Forward, and change the real server's answer with the test's function.
        case transform(@Sendable (HTTPResponse) -> HTTPResponse)
        /// Call the test's function as the request arrives, then close the connection
        /// unforwarded and unanswered (a client killed before the server saw the request).
        case instead(@Sendable () -> Void)
        /// Forward and answer as usual, then call the test's function (a client killed
        /// while it reads and commits the answer).
        case afterAnswering(@Sendable () -> Void)

        /// `respond` with a status and a text body.
        public static func status(_ status: Int, body: String = "", contentType: String = "text/plain; charset=utf-8") -> FaultAction {
            .respond(HTTPResponse(status: status, contentType: contentType, body: body))
        }
    }

    /// A fault the proxy injects: at the `nth` request (counting from 1) that
    /// `match` selects, and the `times - 1` matching requests after it.
    public struct Fault: Sendable {
        public var match: RequestMatch
        public var nth: Int
        public var times: Int
        public var action: FaultAction

        /// A fault for the `nth` request `match` selects (and `times - 1` after it; `.max`: from then on).
        public init(_ action: FaultAction, at match: RequestMatch, nth: Int = 1, times: Int = 1) {
            self.match = match
            self.nth = nth
            self.times = times
            self.action = action
        }
    }

    /// Broken XML: a mismatched end tag, then a control character.
    static let garbageXML = """
        <?xml version="1.0" encoding="utf-8"?>
        <d:multistatus xmlns:d="DAV:"><d:response><d:href>/broken</d:hre></d:response>\u{01}
        """

    /// What a login portal answers in place of the DAV reply.
    static let loginPage = HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: """
        <!DOCTYPE html>
        <html><head><title>Sign in</title></head>
        <body><form method="post" action="/login"><input name="user"><input name="password" type="password">
        <button>Sign in</button></form></body></html>
        """)

    /// `response` with every DAV:sync-token element (any prefix, empty or not) taken out of its body.
    static func withoutSyncToken(_ response: HTTPResponse) -> HTTPResponse {
        var changed = response
        let pattern = #"<([A-Za-z0-9_]+:)?sync-token(\s[^>]*)?(/>|>.*?</([A-Za-z0-9_]+:)?sync-token>)"#
        changed.body = Array(response.text.replacingOccurrences(of: pattern, with: "", options: .regularExpression).utf8)
        return changed
    }
}
