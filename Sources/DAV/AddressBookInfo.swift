/// An address book found by discovery.
public struct AddressBookInfo: Sendable, Equatable {
    /// The collection's href exactly as the server listed it.
    public var href: String
    /// The href made absolute against the origin that listed it: what a sync is given.
    public var url: String
    /// DAV:displayname, when it has one.
    public var displayName: String?
    /// True when the privileges the server reported include no write.
    public var readOnly: Bool
    /// True when the collection lists the sync-collection report (RFC 6578).
    public var supportsSyncCollection: Bool

    public init(href: String, url: String, displayName: String?, readOnly: Bool, supportsSyncCollection: Bool) {
        self.href = href
        self.url = url
        self.displayName = displayName
        self.readOnly = readOnly
        self.supportsSyncCollection = supportsSyncCollection
    }
}
