/// How a connected service's server is reached: the certificates trusted,
/// the key pinned and the login scheme it took last, stored by `connect`
/// for the sync to use. The address books it syncs are `SyncState`'s
/// collections.
public struct ServerAccess: Sendable, Equatable {
    /// A PEM file of certificates to trust instead of the system's (an absolute path).
    public var caFile: String?
    /// The server's public key pinned as "sha256//BASE64".
    public var pinnedKeySHA256: String?
    /// The HTTP login scheme the server took last, "basic" or "digest"; nil: not known yet.
    public var authScheme: String?

    public init(caFile: String? = nil, pinnedKeySHA256: String? = nil, authScheme: String? = nil) {
        self.caFile = caFile
        self.pinnedKeySHA256 = pinnedKeySHA256
        self.authScheme = authScheme
    }
}
