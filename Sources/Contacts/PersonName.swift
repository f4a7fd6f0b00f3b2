/// A contact's name as shown: given and family name in the display order,
/// or the card's formatted name when it has no structured name.
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

    /// "Ada Lovelace" (given first) or "Lovelace Ada" (family first). The
    /// store's listing query builds the same text in SQL; a test keeps them equal.
    public func formatted(_ order: NameOrder) -> String {
        if given.isEmpty && family.isEmpty { return display }
        if given.isEmpty { return family }
        if family.isEmpty { return given }
        return order == .givenFirst ? given + " " + family : family + " " + given
    }
}
