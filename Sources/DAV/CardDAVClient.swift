/// A CardDAV client for one server and account: listing changes, fetching,
/// writing and deleting cards, and discovery (CardDAVClient+Discovery).
/// One libcurl handle is reused for every request (keep-alive); one thread
/// at a time. It never fetches a URI found inside a card.
public final class CardDAVClient {
    /// The server, account and trust it was made with.
    public let endpoint: DAVEndpoint
    /// How many requests of each kind it has sent.
    public private(set) var counts = RequestCounts()
    /// The scheme it logs in with: the endpoint's at first, then the one the
    /// server's challenge asked for. The caller remembers it for the next run.
    public private(set) var authScheme: AuthScheme

    let base: ServerURL
    private let connection: CurlConnection
    /// Redirects followed for /.well-known before giving up.
    static let maximumRedirects = 5

    /// A client for `endpoint`; refuses a URL that is not absolute http(s),
    /// and plain http to a host that is not loopback.
    public init(_ endpoint: DAVEndpoint) throws(DAVError) {
        guard let base = ServerURL(endpoint.url) else {
            throw .invalidURL(url: endpoint.url, reason: "not an absolute http:// or https:// URL without a user name")
        }
        if let refusal = base.refusal { throw .invalidURL(url: endpoint.url, reason: refusal) }
        self.endpoint = endpoint
        self.base = base
        self.authScheme = endpoint.authScheme
        self.connection = try CurlConnection(endpoint)
    }

    /// What changed in `book` (its URL or href) since `token` (nil: everything),
    /// by RFC 6578 sync-collection asking for getetag only. A reply cut short
    /// (507 on the collection) is continued with its token until complete.
    /// Throws `.invalidSyncToken` when the server refuses the token.
    public func changes(in book: String, since token: String?) throws(DAVError) -> SyncDelta {
        let bookURL = try url(for: book)
        let bookKey = HrefKey.of(bookURL.path)
        var token = token
        var changed: [RemoteMember] = [], removed: [String] = []
        for _ in 0..<1_000 {
            let response = try send(.report, "REPORT", bookURL, headers: ["Depth: 1"], body: RequestBody.syncCollection(token: token))
            if response.status == 403 || response.status == 412,
               ErrorBody.conditions(in: response.body).contains(.dav("valid-sync-token")) {
                throw .invalidSyncToken
            }
            let reply = try multistatus(response)
            var truncated = false
            for item in reply.responses {
                if HrefKey.of(item.href) == bookKey {
                    truncated = truncated || item.status == 507
                } else if item.status == 404 || item.status == 410 {
                    removed.append(item.href)
                } else if item.status.map({ (200..<300).contains($0) }) ?? true, !item.href.hasSuffix("/") {
                    changed.append(RemoteMember(href: item.href, etag: item.property(.dav("getetag"))?.trimmedText))
                }
            }
            guard truncated, let next = reply.syncToken, next != token else {
                return SyncDelta(changed: changed, removed: removed, token: reply.syncToken)
            }
            token = next
        }
        throw .malformed(url: bookURL.text, what: "the sync-collection reply never ended")
    }

    /// Every card in `book` with its ETag, by PROPFIND Depth 1: for servers without sync-collection.
    public func members(of book: String) throws(DAVError) -> [RemoteMember] {
        let bookURL = try url(for: book)
        let bookKey = HrefKey.of(bookURL.path)
        let response = try send(.propfind, "PROPFIND", bookURL, headers: ["Depth: 1"],
                                body: RequestBody.propfind(["d:getetag", "d:resourcetype"]))
        return try multistatus(response).responses.compactMap { item in
            guard HrefKey.of(item.href) != bookKey, item.status.map({ (200..<300).contains($0) }) ?? true,
                  item.property(.dav("resourcetype"))?.child(.dav("collection")) == nil else { return nil }
            return RemoteMember(href: item.href, etag: item.property(.dav("getetag"))?.trimmedText)
        }
    }

    /// The cards at `hrefs` (as listed) by one addressbook-multiget; the
    /// caller batches (about 100). hrefs the server does not return, or
    /// answers 404, are `missing`. The server may spell an href differently
    /// (percent-encoded or not): the caller's spelling is kept.
    public func fetch(_ hrefs: [String], from book: String) throws(DAVError) -> (cards: [FetchedCard], missing: [String]) {
        guard !hrefs.isEmpty else { return ([], []) }
        let bookURL = try url(for: book)
        let response = try send(.multiget, "REPORT", bookURL, headers: ["Depth: 1"], body: RequestBody.multiget(hrefs))
        // One card can fail a whole multiget: SabreDAV 1.8 answers it 404 ("Card not found") when one
        // href is gone, Xandikos 0.4.10 answers 500 when one card is not UTF-8. Halves are asked until
        // the card stands alone: a gone one is missing, one the server cannot render is read by GET.
        if response.status == 404 || response.status == 410 || response.status == 500, hrefs.count > 1 {
            let first = try fetch(Array(hrefs[..<(hrefs.count / 2)]), from: book)
            let second = try fetch(Array(hrefs[(hrefs.count / 2)...]), from: book)
            return (first.cards + second.cards, first.missing + second.missing)
        }
        if response.status == 404 || response.status == 410 { return ([], hrefs) }
        if response.status == 500, let href = hrefs.first {
            return try get(href).map { ([$0], []) } ?? ([], [href])
        }
        var answers: [[UInt8]: Multistatus.Response] = [:]
        for item in try multistatus(response).responses { answers[HrefKey.of(item.href)] = item }
        var cards: [FetchedCard] = [], missing: [String] = []
        for href in hrefs {
            if let item = answers[HrefKey.of(href)], item.status.map({ (200..<300).contains($0) }) ?? true,
               let data = item.property(.cardDAV("address-data")) {
                cards.append(FetchedCard(href: href, etag: item.property(.dav("getetag"))?.trimmedText,
                                         card: AddressData.card(from: data.text)))
            } else {
                missing.append(href)
            }
        }
        return (cards, missing)
    }

    /// The card at `href` byte for byte with its ETag; nil when it is gone (404, 410).
    public func get(_ href: String) throws(DAVError) -> FetchedCard? {
        let target = try url(for: href)
        let response = try send(.get, "GET", target)
        switch response.status {
        case 200..<300: return FetchedCard(href: href, etag: response.header("ETag"), card: response.body)
        case 404, 410: return nil
        default: throw failure(response)
        }
    }

    /// Writes `card` at `href` under `precondition`. 412: `.preconditionFailed`;
    /// 409/403 with no-uid-conflict: `.uidConflict`; 400/413/415/422: `.unsupportedCard`.
    @discardableResult
    public func put(_ card: [UInt8], at href: String, _ precondition: PutPrecondition) throws(DAVError) -> PutOutcome {
        let target = try url(for: href)
        let condition = switch precondition {
        case .create: "If-None-Match: *"
        case let .update(etag): "If-Match: \(etag)"
        }
        let response = try send(.put, "PUT", target, headers: ["Content-Type: text/vcard; charset=utf-8", condition], body: card)
        switch response.status {
        case 200..<300:
            let etag = response.header("ETag").flatMap { $0.hasPrefix("W/") || $0.isEmpty ? nil : $0 }
            return PutOutcome(etag: etag, location: response.header("Location"))
        case 412:
            throw .preconditionFailed(href: href)
        case 403, 409:
            if ErrorBody.conditions(in: response.body).contains(.cardDAV("no-uid-conflict")) { throw .uidConflict(href: href) }
            throw failure(response)
        case 400, 413, 415, 422:
            throw .unsupportedCard(href: href, status: response.status, reason: ErrorBody.reason(in: response))
        default:
            throw failure(response)
        }
    }

    /// Deletes `href` if it still has `etag`. Already gone (404, 410) counts as done.
    public func delete(_ href: String, etag: String) throws(DAVError) {
        let target = try url(for: href)
        let response = try send(.delete, "DELETE", target, headers: ["If-Match: \(etag)"])
        switch response.status {
        case 200..<300, 404, 410: return
        case 412: throw .preconditionFailed(href: href)
        default: throw failure(response)
        }
    }

    // MARK: - Requests

    enum Kind { case propfind, report, multiget, get, put, delete }

    /// Sends one request, counted. Credentials go only to the endpoint's own
    /// origin. A 401 asking for the other scheme phonebook speaks is answered
    /// in it once (and that scheme kept); any other 401 throws `.unauthorized`,
    /// `.unsupportedLogin` when it asks only for schemes phonebook does not
    /// speak, or `.loginAtAnotherOrigin` from another origin. With `followingRedirects`, 301/302/307/308 are followed keeping
    /// the method and body, at most `maximumRedirects` times, never to plain http off loopback.
    func send(_ kind: Kind, _ method: String, _ url: ServerURL, headers: [String] = [], body: [UInt8]? = nil,
              followingRedirects: Bool = false) throws(DAVError) -> HTTPResponse {
        var url = url
        let headers = headers + (body != nil && !headers.contains { $0.hasPrefix("Content-Type") }
            ? ["Content-Type: application/xml; charset=utf-8"] : [])
        for _ in 0...Self.maximumRedirects {
            if let refusal = url.refusal { throw .invalidURL(url: url.text, reason: refusal) }
            let ownOrigin = url.origin.lowercased() == base.origin.lowercased()
            count(kind)
            var response = try connection.perform(method, url, headers: headers, body: body,
                                                  login: ownOrigin ? authScheme : nil)
            if response.status == 401, ownOrigin, let other = schemeAsked(by: response) {
                // Counted once: a request, as Digest's own challenge round trip is.
                authScheme = other
                response = try connection.perform(method, url, headers: headers, body: body, login: other)
            }
            if response.status == 401 { throw refusal(response, ownOrigin: ownOrigin) }
            guard followingRedirects, [301, 302, 307, 308].contains(response.status),
                  let target = response.header("Location") else { return response }
            // The Location header, not curl's CURLINFO_REDIRECT_URL, which writes the user and password into the URL.
            guard let next = url.resolving(target) else {
                throw .invalidURL(url: target, reason: "a redirect to a URL that is not http(s)")
            }
            url = next
        }
        throw .malformed(url: url.text, what: "more than \(Self.maximumRedirects) redirects")
    }

    /// The scheme phonebook speaks that a 401 asks for, when it is not the one just sent.
    private func schemeAsked(by response: HTTPResponse) -> AuthScheme? {
        guard !endpoint.user.isEmpty else { return nil }
        let asked = AuthScheme.offered(in: response.challenges).compactMap(AuthScheme.init(name:))
        return asked.contains(authScheme) ? nil : asked.first
    }

    /// Why a 401 ended the request: the secret refused in a scheme the server
    /// asked for, a login phonebook cannot give, or a login asked for at
    /// another origin, which was sent none.
    private func refusal(_ response: HTTPResponse, ownOrigin: Bool) -> DAVError {
        guard ownOrigin else { return .loginAtAnotherOrigin(url: response.url.text, origin: base.origin) }
        let offered = AuthScheme.offered(in: response.challenges)
        if !offered.isEmpty, !offered.contains(where: { AuthScheme(name: $0) != nil }) {
            return .unsupportedLogin(url: response.url.text, schemes: offered)
        }
        return .unauthorized(url: response.url.text)
    }

    /// The 207 body of `response`, or the error its status or content means.
    func multistatus(_ response: HTTPResponse) throws(DAVError) -> Multistatus {
        guard response.status == 207 else {
            if response.isSuccess {
                throw .malformed(url: response.url.text, what: "expected a multistatus (207), got \(response.status)")
            }
            throw failure(response)
        }
        do {
            return try Multistatus(parsing: response.body)
        } catch {
            throw .malformed(url: response.url.text, what: error.description)
        }
    }

    /// The error an unexpected status means.
    func failure(_ response: HTTPResponse) -> DAVError {
        switch response.status {
        case 403: .forbidden(url: response.url.text)
        case 404, 410: .notFound(url: response.url.text)
        default: .server(status: response.status, url: response.url.text)
        }
    }

    /// A book, href or URL as a request URL on the endpoint's origin.
    func url(for reference: String) throws(DAVError) -> ServerURL {
        guard let url = base.resolving(reference) else { throw .invalidURL(url: reference, reason: "not a usable href") }
        return url
    }

    private func count(_ kind: Kind) {
        switch kind {
        case .propfind: counts.propfind += 1
        case .report: counts.report += 1
        case .multiget: counts.multiget += 1
        case .get: counts.get += 1
        case .put: counts.put += 1
        case .delete: counts.delete += 1
        }
    }
}
