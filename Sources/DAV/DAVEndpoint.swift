/// How to reach and trust a CardDAV server.
public struct DAVEndpoint: Sendable {
    /// An absolute http(s) URL; plain http only for a loopback host. Path-absolute
    /// hrefs are resolved against its origin, so a sync gives the chosen book's URL.
    public var url: String
    /// The user name; empty sends no Authorization header.
    public var user: String
    /// The password or token; never logged, never in an error.
    public var password: String
    /// A PEM bundle to trust instead of the system's certificate store.
    public var caFile: String?
    /// The server's public key pinned as "sha256//BASE64" (curl's CURLOPT_PINNEDPUBLICKEY).
    public var pinnedKeySHA256: String?
    /// Per request: the connect timeout, and how long the server may stay silent.
    public var timeoutSeconds: Int
    /// Sent as User-Agent, e.g. "phonebook/0.1.0".
    public var userAgent: String
    /// The scheme to log in with first: the one the server took last time
    /// (remembered per service), else Basic, sent without waiting for a challenge.
    public var authScheme: AuthScheme

    public init(url: String, user: String, password: String, caFile: String? = nil, pinnedKeySHA256: String? = nil,
                timeoutSeconds: Int = 30, userAgent: String = "phonebook", authScheme: AuthScheme = .basic) {
        self.url = url
        self.user = user
        self.password = password
        self.caFile = caFile
        self.pinnedKeySHA256 = pinnedKeySHA256
        self.timeoutSeconds = timeoutSeconds
        self.userAgent = userAgent
        self.authScheme = authScheme
    }
}
