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
        self.init(folded: FoldedName(given: given, family: family, displayName: displayName), order: order)
    }

    /// The key from names folded once (the import builds both orders' keys).
    public init(folded name: FoldedName, order: NameOrder) {
        let (first, second) = order == .familyFirst ? (name.family, name.given) : (name.given, name.family)
        var folded: String
        switch (first.isEmpty, second.isEmpty) {
        case (false, false): folded = first + "\u{1}" + second
        case (false, true): folded = first
        case (true, false): folded = second
        case (true, true): folded = name.displayName
        }
        // Leading punctuation ("'Quoted'", "(Work)") does not decide the section.
        if let first = folded.unicodeScalars.first, !first.properties.isAlphabetic, !("0"..."9").contains(first) {
            folded = String(folded.unicodeScalars.drop { !$0.properties.isAlphabetic && !("0"..."9").contains($0) })
        }
        self.rawValue = String(Self.sectionCharacter(of: folded)) + folded
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
        guard let first = folded.utf8.first, first >= 0x61, first <= 0x7A else { return otherSection }
        return Character(Unicode.Scalar(first - 0x20))
    }

    public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }
}

/// A contact's name parts, each folded once.
public struct FoldedName: Sendable, Equatable {
    public let given: String
    public let family: String
    public let displayName: String

    public init(given: String, family: String, displayName: String) {
        self.given = TextFolding.fold(given)
        self.family = TextFolding.fold(family)
        self.displayName = TextFolding.fold(displayName)
    }
}
