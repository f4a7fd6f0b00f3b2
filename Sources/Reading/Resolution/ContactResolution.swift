import Store

/// What a CONTACT argument names: one contact, several that match it
/// equally well, or none (with the names it perhaps meant).
public enum ContactResolution: Sendable, Equatable {
    case one(ContactID)
    /// The best-ranked candidates, at most the limit asked for, and how many matched in all.
    case several([ContactCandidate], total: Int)
    /// The nearest names, closest first; empty when none is close.
    case none(suggestions: [String])
}

/// A contact offered when an argument names several: what tells them apart.
public struct ContactCandidate: Sendable, Equatable {
    public var id: ContactID
    public var uid: String
    /// The name in the display order asked for.
    public var name: String
    public var organization: String
    /// The first number on the card; nil when it has none.
    public var firstNumber: String?
    /// The contact's book, when the candidates are of several (a copy shares its UID).
    public var book: String?

    public init(id: ContactID, uid: String, name: String, organization: String = "", firstNumber: String? = nil,
                book: String? = nil) {
        self.id = id
        self.uid = uid
        self.name = name
        self.organization = organization
        self.firstNumber = firstNumber
        self.book = book
    }

    /// "Ann Lee — Acme — +1 555 0100 — urn:uuid:… — book work", leaving out what the contact lacks.
    public var summary: String {
        ([name, organization, firstNumber ?? ""] + [uid, book.map { "book \($0)" } ?? ""])
            .filter { !$0.isEmpty }.joined(separator: " — ")
    }
}
