/// A contact's name as shown. Given-first (the default) shows the card's
/// own formatted name, which keeps prefixes, middle names and suffixes and
/// the order the person's culture writes (王伟); family-first composes
/// "family given" from the structured name.
public struct PersonName: Sendable, Hashable {
    public var given: String
    public var family: String
    /// The card's formatted name (vCard FN).
    public var display: String

    public init(given: String, family: String, display: String) {
        self.given = given
        self.family = family
        self.display = display
    }

    /// The card's "Ada Lovelace" (given first) or "Lovelace Ada" (family
    /// first). The store's listing query builds the same text in SQL; a test
    /// keeps them equal.
    public func formatted(_ order: NameOrder) -> String {
        if order == .givenFirst || (given.isEmpty && family.isEmpty) { return display }
        if given.isEmpty { return family }
        if family.isEmpty { return given }
        return family + " " + given
    }
}
