/// The CardDAV address book a connected service syncs with, and how its
/// server is trusted: what `connect` chose, for the sync to use.
public struct CardDAVBook: Sendable, Equatable {
    /// The collection's absolute URL; nil until discovery chose one (`connect --no-discover`).
    public var url: String?
    /// Its display name, when it has one.
    public var displayName: String?
    /// A PEM file of certificates to trust instead of the system's (an absolute path).
    public var caFile: String?
    /// The server's public key pinned as "sha256//BASE64".
    public var pinnedKeySHA256: String?
    /// The HTTP login scheme the server took last, "basic" or "digest"; nil: not known yet.
    public var authScheme: String?

    public init(url: String? = nil, displayName: String? = nil, caFile: String? = nil, pinnedKeySHA256: String? = nil,
                authScheme: String? = nil) {
        self.url = url
        self.displayName = displayName
        self.caFile = caFile
        self.pinnedKeySHA256 = pinnedKeySHA256
        self.authScheme = authScheme
    }
}
