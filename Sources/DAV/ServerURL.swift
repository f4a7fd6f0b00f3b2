/// An absolute http(s) URL split where the client needs it: the origin
/// (scheme://authority) and the path, kept byte for byte as written, since
/// hrefs must reach the server exactly as it listed them.
struct ServerURL: Sendable, Equatable {
    /// "http" or "https", lowercased.
    let scheme: String
    /// host[:port] as written.
    let authority: String
    /// The host, lowercased, without an IPv6 literal's brackets.
    let host: String
    /// From the first "/" after the authority, query included; "/" when empty.
    let path: String

    var origin: String { scheme + "://" + authority }
    var text: String { origin + path }

    /// `text` when it is an absolute http(s) URL with a host and no user
    /// information (a password in a URL would end up in messages).
    init?(_ text: String) {
        guard let schemeEnd = text.firstRange(of: "://") else { return nil }
        let scheme = text[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let rest = text[schemeEnd.upperBound...]
        let endsAuthority: (Character) -> Bool = { $0 == "/" || $0 == "?" || $0 == "#" }
        let pathStart = rest.firstIndex(where: endsAuthority) ?? rest.endIndex
        let authority = String(rest[..<pathStart])
        let isBlank: (Character) -> Bool = { $0 == " " || $0.isNewline }
        guard !authority.isEmpty, !authority.contains("@"), !authority.contains(where: isBlank) else { return nil }
        var host = authority
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            host = String(host[host.index(after: host.startIndex)..<close])
        } else if let colon = host.lastIndex(of: ":") {
            host = String(host[..<colon])
        }
        guard !host.isEmpty else { return nil }
        var path = String(rest[pathStart...])
        if let fragment = path.firstIndex(of: "#") { path = String(path[..<fragment]) }
        if !path.hasPrefix("/") { path = "/" + path }
        self.scheme = scheme
        self.authority = authority
        self.host = host.lowercased()
        self.path = path
    }

    /// 127.0.0.0/8, ::1 or localhost: the only hosts plain http may reach.
    var isLoopback: Bool {
        if host == "localhost" || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false).map { UInt8($0) }
        return parts.count == 4 && !parts.contains(nil) && parts[0] == 127
    }

    /// Why a request may not go here: nil for https and for http to a loopback host.
    var refusal: String? {
        scheme == "https" || isLoopback ? nil : "plain http is refused except to this computer (127.0.0.1, ::1, localhost); use https"
    }

    /// A reference from a reply: an absolute URL as it is, a path-absolute
    /// href on this origin, anything else relative to this path's folder.
    func resolving(_ reference: String) -> ServerURL? {
        if reference.lowercased().hasPrefix("http://") || reference.lowercased().hasPrefix("https://") {
            return ServerURL(reference)
        }
        if reference.hasPrefix("//") { return ServerURL(scheme + ":" + reference) }
        if reference.hasPrefix("/") { return ServerURL(origin + reference) }
        let folder = path[...(path.lastIndex(of: "/") ?? path.startIndex)]
        return ServerURL(origin + folder + reference)
    }

    /// The URL as curl is given it: bytes a URL may not hold (space, controls,
    /// non-ASCII, quotes, brackets) percent-encoded, everything else, '%' included, untouched.
    var requestText: String {
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if byte <= 0x20 || byte >= 0x7F || Self.escaped.contains(byte) {
                bytes += Array("%".utf8) + Self.hex(byte)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let escaped = Set("\"<>\\^`{|}".utf8)

    private static func hex(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }
}
