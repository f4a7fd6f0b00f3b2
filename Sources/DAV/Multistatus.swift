/// A 207 reply (RFC 4918 §13): per href its status or its properties'
/// statuses, and the collection's sync token (RFC 6578) before or after them.
struct Multistatus: Sendable {
    var responses: [Response]
    /// The DAV:sync-token child of the root, wherever it stands among the responses.
    var syncToken: String?

    /// One DAV:response.
    struct Response: Sendable {
        /// The href exactly as sent (entities decoded, surrounding white space dropped).
        var href: String
        /// The response-level status (e.g. 404 for a removed member), when given.
        var status: Int?
        var propstats: [Propstat]

        /// The property called `name` from a propstat whose status is 2xx.
        func property(_ name: XMLName) -> XMLNode? {
            for propstat in propstats where (200..<300).contains(propstat.status) {
                if let found = propstat.properties.first(where: { $0.name == name }) { return found }
            }
            return nil
        }

        /// A property's href child (current-user-principal, addressbook-home-set).
        func hrefProperty(_ name: XMLName) -> String? {
            property(name)?.child(.dav("href"))?.trimmedText
        }
    }

    /// One DAV:propstat: properties sharing a status.
    struct Propstat: Sendable {
        var status: Int
        var properties: [XMLNode]
    }

    /// Reads `bytes` as a multistatus; anything else (an HTML page, a
    /// DAV:error, broken XML) is an `XMLProblem`.
    init(parsing bytes: [UInt8]) throws(XMLProblem) {
        let root = try XMLTreeParser.parse(bytes)
        guard root.name == .dav("multistatus") else {
            throw XMLProblem("expected a DAV:multistatus, found <\(root.name.local)>")
        }
        syncToken = root.child(.dav("sync-token")).map(\.trimmedText)
        var responses: [Response] = []
        for node in root.children(.dav("response")) {
            let hrefs = node.children(.dav("href")).map(\.trimmedText)
            guard !hrefs.isEmpty else { throw XMLProblem("a response without an href") }
            let status = node.child(.dav("status")).flatMap { Self.statusCode($0.trimmedText) }
            let propstats = node.children(.dav("propstat")).map { propstat in
                Propstat(status: propstat.child(.dav("status")).flatMap { Self.statusCode($0.trimmedText) } ?? 0,
                         properties: propstat.child(.dav("prop"))?.children ?? [])
            }
            // RFC 4918 allows one response to carry several hrefs sharing a status.
            responses += hrefs.map { Response(href: $0, status: status, propstats: propstats) }
        }
        self.responses = responses
    }

    /// 404 from "HTTP/1.1 404 Not Found".
    static func statusCode(_ line: String) -> Int? {
        let words = line.split(separator: " ")
        return words.count >= 2 ? Int(words[1]) : nil
    }
}

/// The preconditions a DAV:error body names (RFC 4918 §16): valid-sync-token,
/// no-uid-conflict. Empty when the body is not such an XML document.
enum ErrorBody {
    static func conditions(in bytes: [UInt8]) -> Set<XMLName> {
        guard !bytes.isEmpty, let root = try? XMLTreeParser.parse(bytes), root.name == .dav("error") else { return [] }
        return Set(root.children.map(\.name))
    }

    /// What a refusal says, for a person: the message of a DAV:error body
    /// (SabreDAV's `s:message`), else the first line of a plain-text body;
    /// at most 200 characters, controls and bidi overrides dropped (it is
    /// the server's text, printed on a terminal). "" when it says nothing.
    static func reason(in response: HTTPResponse) -> String {
        let body = response.body
        var text = ""
        if let root = try? XMLTreeParser.parse(body), root.name == .dav("error") {
            text = root.children.first { $0.name.local == "message" }?.trimmedText ?? ""
        } else if let first = body.first, first != UInt8(ascii: "<") {
            let line = body.prefix { $0 != 10 && $0 != 13 }
            text = String(decoding: line, as: UTF8.self).asciiTrimmed
        }
        let printable = text.unicodeScalars.filter { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
              || (0x2066...0x2069).contains(scalar.value))
        }
        return String(String.UnicodeScalarView(printable.prefix(200)))
    }
}
