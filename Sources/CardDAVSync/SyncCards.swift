import Store
import SyncState

/// A card as the server holds it now, read and normalised.
public struct RemoteCard: Sendable, Equatable {
    /// Path-absolute, exactly as the server listed it.
    public var href: String
    /// Its strong ETag; nil when the server gave none or a weak one.
    public var etag: String?
    /// The card with CRLF line ends.
    public var card: [UInt8]
    /// Its UID (or, lacking one, the key an import would give it).
    public var uid: String
    /// `NormalisedCard.hash(card)`.
    public var hash: String
    /// The import's content hash of the card (a merge remembers cards by it).
    public var contentHash: Int64

    public init(href: String, etag: String?, card: [UInt8], uid: String, hash: String, contentHash: Int64 = 0) {
        self.href = href
        self.etag = etag
        self.card = card
        self.uid = uid
        self.hash = hash
        self.contentHash = contentHash
    }
}

extension RemoteCard {
    /// Whether the server's card holds what `local` is sent as: the same
    /// normalised text, or the same value in every property (`PropertyComparison`).
    func holdsTheValues(of local: LocalCard) -> Bool {
        hash == local.hash || PropertyComparison.changedProperties(UploadText.of(local.card), card).isEmpty
    }

    /// Whether the server's card still holds the agreed card's values, however re-serialised.
    func keepsTheValues(of item: SyncItem) -> Bool {
        hash == item.baseHash || PropertyComparison.changedProperties(item.baseCard, card).isEmpty
    }
}

/// A contact here whose card the plan needs: new, or changed since it was
/// last agreed (by its content hash).
public struct LocalCard: Sendable, Equatable {
    public var contact: SyncLocalContact
    public var card: [UInt8]
    /// `NormalisedCard.hash(UploadText.of(card))`: the hash of what is sent,
    /// so a 2.1 card here and the 3.0 rendering the server holds compare equal.
    public var hash: String

    public init(contact: SyncLocalContact, card: [UInt8], hash: String) {
        self.contact = contact
        self.card = card
        self.hash = hash
    }

    public var uid: String { contact.uid }

    /// True for a card that had no UID (an import keyed it by content):
    /// it gets a `urn:uuid:` UID before its first upload.
    public var lacksUID: Bool { contact.uid.hasPrefix("phonebook-content:") }
}

/// What the server side looks like now: how its hrefs were learnt, and
/// the cards read because they are new or their ETag moved.
public struct RemoteSnapshot: Sendable {
    /// How the members were learnt.
    public enum Listing: Sendable {
        /// A sync-collection delta since the stored token: hrefs absent
        /// from it are unchanged; `removed` are gone.
        case delta(removed: Set<String>)
        /// A whole listing: an href not in `hrefs` is gone.
        case full(hrefs: Set<String>)
    }

    public var listing: Listing
    /// The cards read, by href.
    public var fetched: [String: RemoteCard]
    /// Hrefs a read found gone (a 404 in a multiget).
    public var missing: Set<String>

    public init(listing: Listing, fetched: [String: RemoteCard], missing: Set<String> = []) {
        self.listing = listing
        self.fetched = fetched
        self.missing = missing
    }

    /// Whether the card at `href` is gone from the server.
    func isGone(_ href: String) -> Bool {
        if missing.contains(href) { return true }
        switch listing {
        case .delta(let removed): return removed.contains(href) && fetched[href] == nil
        case .full(let hrefs): return !hrefs.contains(href) && fetched[href] == nil
        }
    }

    /// How many cards the server holds now, given the rows we know.
    func count(known items: [SyncItem]) -> Int {
        switch listing {
        case .full(let hrefs): return hrefs.subtracting(missing).count
        case .delta:
            let knownHrefs = Set(items.map(\.href))
            let gone = items.filter { isGone($0.href) }.count
            return items.count - gone + fetched.keys.filter { !knownHrefs.contains($0) }.count
        }
    }
}
