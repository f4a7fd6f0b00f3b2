/// The XML bodies the client sends: the exchanges that worked against
/// Radicale 3.9.0 and Xandikos 0.4.10 (design/carddav.md, Appendix A).
enum RequestBody {
    private static let prologue = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    private static let namespaces = "xmlns:d=\"DAV:\" xmlns:card=\"urn:ietf:params:xml:ns:carddav\""

    /// PROPFIND asking for `properties` ("d:getetag", "card:addressbook-home-set").
    static func propfind(_ properties: [String]) -> [UInt8] {
        let props = properties.map { "<\($0)/>" }.joined()
        return Array((prologue + "<d:propfind \(namespaces)><d:prop>\(props)</d:prop></d:propfind>").utf8)
    }

    /// sync-collection (RFC 6578) at level 1 with getetag only; an empty token asks for everything.
    static func syncCollection(token: String?) -> [UInt8] {
        let tokenElement = token.map { "<d:sync-token>\(escaped($0))</d:sync-token>" } ?? "<d:sync-token/>"
        return Array((prologue + "<d:sync-collection xmlns:d=\"DAV:\">\(tokenElement)"
            + "<d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>").utf8)
    }

    /// addressbook-multiget of `hrefs`, asking for the ETag and the card.
    static func multiget(_ hrefs: [String]) -> [UInt8] {
        let list = hrefs.map { "<d:href>\(escaped($0))</d:href>" }.joined()
        return Array((prologue + "<card:addressbook-multiget \(namespaces)><d:prop><d:getetag/><card:address-data/>"
            + "</d:prop>\(list)</card:addressbook-multiget>").utf8)
    }

    /// `text` safe inside an element.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }
}
