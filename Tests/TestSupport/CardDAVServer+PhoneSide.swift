import Foundation

/// The "phone side": another client changing the server with the curl CLI,
/// none of our code, so a test can make remote changes and read what the
/// server holds without trusting the client it tests. Each call works on
/// `bookURL`, or on the address book at `book` (a URL `createBook` gave).
extension CardDAVServer {
    /// PUTs `card` (bytes as given) at `bookPath + name`, overwriting whatever
    /// is there (no precondition, as a careless client would), and returns the
    /// ETag the server answered (nil when it sent none). `name` is the last
    /// path segment as sent: percent-encode what a URL needs encoded.
    @discardableResult
    public func putCard(name: String, card: [UInt8], in book: String? = nil) throws -> String? {
        let book = book ?? bookURL
        let response = try request("PUT", book + name, headers: ["Content-Type: text/vcard; charset=utf-8"], body: card)
        guard response.status == 201 || response.status == 204 || response.status == 200 else {
            throw CardDAVServerError("PUT \(book)\(name) answered \(response.status): \(response.text)")
        }
        return response.header("ETag")
    }

    /// `putCard` with text: its line ends are sent as written (use "\r\n" for CRLF).
    @discardableResult
    public func putCard(name: String, card: String, in book: String? = nil) throws -> String? {
        try putCard(name: name, card: Array(card.utf8), in: book)
    }

    /// DELETEs `bookPath + name` with no precondition; fails unless the server removed it.
    public func deleteCard(name: String, in book: String? = nil) throws {
        let book = book ?? bookURL
        let response = try request("DELETE", book + name)
        guard (200..<300).contains(response.status) else {
            throw CardDAVServerError("DELETE \(book)\(name) answered \(response.status): \(response.text)")
        }
    }

    /// The card at `bookPath + name` and its ETag, or nil when there is none (404).
    public func card(name: String, in book: String? = nil) throws -> (card: [UInt8], etag: String?)? {
        let book = book ?? bookURL
        let response = try request("GET", book + name)
        if response.status == 404 { return nil }
        guard response.status == 200 else {
            throw CardDAVServerError("GET \(book)\(name) answered \(response.status): \(response.text)")
        }
        return (response.body, response.header("ETag"))
    }

    /// Every member of the address book: href (path-absolute, exactly as the
    /// server lists it) to its ETag, from one PROPFIND Depth 1.
    public func members(in book: String? = nil) throws -> [String: String] {
        let book = book ?? bookURL
        let bookPath = URLComponents(string: book)?.percentEncodedPath ?? self.bookPath
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:propfind xmlns:d="DAV:"><d:prop><d:getetag/><d:resourcetype/></d:prop></d:propfind>
            """
        let response = try request("PROPFIND", book, headers: ["Depth: 1", "Content-Type: application/xml; charset=utf-8"],
                                   body: Array(body.utf8))
        guard response.status == 207 else {
            throw CardDAVServerError("PROPFIND \(bookPath) answered \(response.status): \(response.text)")
        }
        var members: [String: String] = [:]
        for entry in MultistatusScan.responses(in: response.text) where entry.href != bookPath && !entry.isCollection {
            members[entry.href] = entry.etag ?? ""
        }
        return members
    }

    /// Every card in the address book: href (as listed) to its bytes, by PROPFIND Depth 1 and a GET each.
    public func cards(in book: String? = nil) throws -> [String: [UInt8]] {
        var cards: [String: [UInt8]] = [:]
        for href in try members(in: book).keys {
            let response = try request("GET", url + String(href.dropFirst()))
            guard response.status == 200 else {
                throw CardDAVServerError("GET \(href) answered \(response.status): \(response.text)")
            }
            cards[href] = response.body
        }
        return cards
    }

    /// Any request to this server with its credentials, as curl sends it
    /// (preemptive Basic on Radicale, Digest or Basic on SabreDAV; none on Xandikos).
    public func request(_ method: String, _ url: String, headers: [String] = [], body: [UInt8]? = nil) throws -> CurlResponse {
        try Curl.request(method, url, headers: headers, body: body, user: login == .none ? nil : user,
                         password: login == .none ? nil : password, digest: login == .digest, in: folder)
    }
}

/// Just enough of a DAV:multistatus to list a collection's members: hrefs,
/// ETags and whether each is a collection. The phone side's own reading, on
/// purpose independent of the client under test.
enum MultistatusScan {
    struct Entry { var href: String; var etag: String?; var isCollection: Bool }

    /// The responses in `xml`, by element local names (any namespace prefix).
    static func responses(in xml: String) -> [Entry] {
        chunks(of: xml, named: "response").compactMap { response in
            guard let href = chunks(of: response, named: "href").first else { return nil }
            let etag = chunks(of: response, named: "getetag").first
            let collection = response.range(of: #"<([A-Za-z0-9]+:)?collection\s*/>"#, options: .regularExpression) != nil
            return Entry(href: unescape(href.trimmingCharacters(in: .whitespacesAndNewlines)),
                         etag: etag.map(unescape), isCollection: collection)
        }
    }

    /// The contents of every `<prefix:name ...>…</prefix:name>` element in `xml`.
    private static func chunks(of xml: String, named name: String) -> [String] {
        let pattern = #"<([A-Za-z0-9]+:)?NAME(\s[^>]*)?>(.*?)</([A-Za-z0-9]+:)?NAME>"#
            .replacingOccurrences(of: "NAME", with: name)
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else { return [] }
        let text = xml as NSString
        return expression.matches(in: xml, range: NSRange(location: 0, length: text.length))
            .map { text.substring(with: $0.range(at: 3)) }
    }

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
