/// How a contact's name is said, where a card spells it out (Apple's and
/// Google's X-PHONETIC-FIRST-NAME, -MIDDLE-NAME, -LAST-NAME): a reading of
/// a name written in another script, or a hint for an unusual spelling.
public struct PhoneticName: Sendable, Equatable {
    public var given: String
    public var middle: String
    public var family: String

    public init(given: String = "", middle: String = "", family: String = "") {
        self.given = given
        self.middle = middle
        self.family = family
    }

    /// The parts in the order the name is shown in ("Jon Dow", or "Dow Jon"
    /// family first), blank ones left out; empty when the card has none.
    public func formatted(_ order: NameOrder) -> String {
        let parts = order == .familyFirst ? [family, given, middle] : [given, middle, family]
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
