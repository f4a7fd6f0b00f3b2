/// The key contacts are ordered by: its first character is the section
/// letter ("A"..."Z", or "~" standing for "#", which sorts after "Z"), the
/// rest is the folded name, so one index orders sections and rows alike.
public struct SortKey: Sendable, Hashable, Comparable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key of a person: family then given name (or the reverse), falling
    /// back to the display name for a contact with no structured name.
    public init(given: String, family: String, displayName: String, order: NameOrder) {
        let parts = order == .familyFirst ? [family, given] : [given, family]
        var folded = parts.filter { !$0.isEmpty }.map(TextFolding.fold).joined(separator: "\u{1}")
        if folded.isEmpty { folded = TextFolding.fold(displayName) }
        folded = String(folded.drop { !($0.isLetter || $0.isNumber) })
        let section = Self.sectionCharacter(of: folded)
        self.rawValue = String(section) + folded
    }

    /// The section title: "A"..."Z" or "#".
    public var section: String {
        Self.sectionTitle(ofRawKey: rawValue)
    }

    /// The section title of a stored key.
    public static func sectionTitle(ofRawKey key: String) -> String {
        guard let first = key.first, first != otherSection else { return "#" }
        return String(first)
    }

    /// The character a key starts with when it belongs in the "#" section.
    public static let otherSection: Character = "~"

    private static func sectionCharacter(of folded: String) -> Character {
        guard let first = folded.unicodeScalars.first, ("a"..."z").contains(first) else { return otherSection }
        return Character(String(first).uppercased())
    }

    public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }
}
