/// Why a CardDAV request failed, each case a thing a person or the sync
/// engine acts on differently. Messages never hold the password.
public enum DAVError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 401: the server refused the user name and secret, in a scheme it asked for.
    case unauthorized(url: String)
    /// 401 asking only for schemes phonebook does not speak (Bearer, Negotiate, NTLM…), named as the server did.
    case unsupportedLogin(url: String, schemes: [String])
    /// 401 from `url`, reached by a redirect from the server at `origin`: another origin, to which no
    /// credentials were sent (they go only to the server's own), so nothing was refused.
    case loginAtAnotherOrigin(url: String, origin: String)
    /// 403 that is neither a sync-token nor a UID refusal.
    case forbidden(url: String)
    /// 404 on a collection (or on the URL discovery started from).
    case notFound(url: String)
    /// 412 on PUT or DELETE: the resource is not in the state the precondition named.
    case preconditionFailed(href: String)
    /// 409 or 403 with CARDDAV:no-uid-conflict: another resource already holds this UID.
    case uidConflict(href: String)
    /// 403 (Radicale) or 412 (Xandikos) with DAV:valid-sync-token: start over without a token.
    case invalidSyncToken
    /// 400, 413, 415 or 422: the server will not store this card; `reason`
    /// is what it said (its error message, made safe to print), or "".
    case unsupportedCard(href: String, status: Int, reason: String)
    /// Any other 4xx or 5xx.
    case server(status: Int, url: String)
    /// The server stayed silent longer than the endpoint's timeout.
    case timeout(url: String)
    /// Refused, reset, closed, a name that does not resolve.
    case connection(url: String, message: String)
    /// The certificate is not trusted, or the pinned key does not match.
    case tls(url: String, message: String)
    /// The reply is not the XML it should be (an HTML page, broken XML, a DOCTYPE).
    case malformed(url: String, what: String)
    /// The URL answers, but neither it nor /.well-known/carddav leads to address books.
    case notCardDAV(url: String)
    /// Not an absolute http(s) URL, or plain http to a host that is not loopback.
    case invalidURL(url: String, reason: String)

    public var description: String {
        switch self {
        case let .unauthorized(url): "the server refused the user name or secret (401) at \(url)"
        case let .unsupportedLogin(url, schemes):
            "the server at \(url) asks for a login by \(schemes.joined(separator: " or ")), which phonebook "
                + "does not speak (it speaks Basic and Digest)"
        case let .loginAtAnotherOrigin(url, origin):
            "the server at \(origin) redirected to \(url), another origin, which asks for a login (401); phonebook "
                + "sends the user name and secret only to \(origin), so none were sent there"
        case let .forbidden(url): "the server forbids this (403) at \(url)"
        case let .notFound(url): "nothing is at \(url) (404)"
        case let .preconditionFailed(href): "\(href) changed on the server meanwhile (412)"
        case let .uidConflict(href): "another card on the server already has the UID of \(href)"
        case .invalidSyncToken: "the server no longer accepts the stored sync token"
        case let .unsupportedCard(href, status, reason):
            "the server refused the card \(href) (\(status)\(reason.isEmpty ? "" : ": " + reason))"
        case let .server(status, url): "the server answered \(status) at \(url)"
        case let .timeout(url): "the server did not answer in time at \(url)"
        case let .connection(url, message): "cannot reach \(url): \(message)"
        case let .tls(url, message): "cannot establish a trusted connection to \(url): \(message)"
        case let .malformed(url, what): "the reply from \(url) is not a CardDAV reply: \(what)"
        case let .notCardDAV(url): "no CardDAV address books found at \(url) or its /.well-known/carddav"
        case let .invalidURL(url, reason): "\(url): \(reason)"
        }
    }
}
