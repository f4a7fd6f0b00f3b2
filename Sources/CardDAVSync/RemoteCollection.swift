import CardEditing
import DAV

/// The other side of a sync: a collection of cards, each at an href with a
/// version (an ETag), listed, read, written only if its version is still
/// the one read, and deleted likewise. A CardDAV address book is one, over
/// HTTP (`CardDAVClient`); a vdir folder is another, over the file system.
/// The engine, the planner's three-way rule and the conflicts are the same
/// for both. `book` is the collection's path, ending in "/", as hrefs start.
/// One thread at a time uses it (`BatchReader` hands it to its own, then back).
public protocol RemoteCollection: AnyObject {
    /// What changed since `token` (nil: every member), and the token to
    /// give next time; throws `.invalidSyncToken` for a token no longer
    /// valid, and `.forbidden` or `.server` when there is no change feed.
    func changes(in book: String, since token: String?) throws(DAVError) -> SyncDelta
    /// Every member, with its version.
    func members(of book: String) throws(DAVError) -> [RemoteMember]
    /// The cards at `hrefs`; those gone are `missing`.
    func fetch(_ hrefs: [String], from book: String) throws(DAVError) -> (cards: [FetchedCard], missing: [String])
    /// The card at `href`, nil when it is gone.
    func get(_ href: String) throws(DAVError) -> FetchedCard?
    /// Writes `card` at `href` under `precondition`: `.preconditionFailed`
    /// when the resource is not in the state it names (made, or changed, since it was read).
    @discardableResult
    func put(_ card: [UInt8], at href: String, _ precondition: PutPrecondition) throws(DAVError) -> PutOutcome
    /// Deletes `href` if it still has `etag`; already gone counts as done.
    func delete(_ href: String, etag: String) throws(DAVError)
    /// Where a new card with `uid` goes, from the UID alone, so a retry after
    /// a lost answer targets the same resource.
    func href(forUID uid: String, in book: String) throws -> String
    /// The UID a card without one gets before it is first written there,
    /// from `key`, the key it is known by here.
    func uid(forCardKnownAs key: String) -> String
}

extension CardDAVClient: RemoteCollection {
    public func href(forUID uid: String, in book: String) throws -> String {
        try ResourceName.href(forUID: uid, in: book)
    }

    /// A new random `urn:uuid:` UID, as a phone gives a new card.
    public func uid(forCardKnownAs key: String) -> String {
        CardStamp.randomUID()
    }
}
