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
        var (lead, rest) = first.isEmpty && second.isEmpty ? (name.displayName, FoldedText.empty) : (first, second)
        if lead.isEmpty { swap(&lead, &rest) }  // empty parts are skipped when joined
        // Leading punctuation ("'Quoted'", "(Work)") does not decide the section.
        if !Self.startsWithLetterOrDigit(lead) {
            let joined = KeyText.join([lead, rest])
            let stripped = String(joined.unicodeScalars.drop { !Self.isLetterOrDigit($0) })
            self.rawValue = String(UnicodeScalar(Self.sectionByte(of: stripped.utf8.first))) + stripped
            return
        }
        self.rawValue = KeyText.join(lead, rest, prefix: Self.sectionByte(of: lead.firstByte))
    }

    /// True for text that is empty or starts with a letter or a digit.
    private static func startsWithLetterOrDigit(_ text: FoldedText) -> Bool {
        guard let byte = text.firstByte else { return true }
        if byte < 0x80 { return isLetterOrDigit(Unicode.Scalar(byte)) }
        return isLetterOrDigit(text.string.unicodeScalars.first!)
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value | 0x20
            return (value >= 0x61 && value <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
        }
        return scalar.properties.isAlphabetic
    }

    /// The section title: "A"..."Z" or "#".
    var section: String {
        Self.sectionTitle(ofRawKey: rawValue)
    }

    /// The section title of a stored key.
    public static func sectionTitle(ofRawKey key: String) -> String {
        guard let first = key.first, first != otherSection else { return "#" }
        return String(first)
    }

    /// The section title of a stored key given as its UTF-8 bytes, as a
    /// count read from SQLite has it: a key phonebook writes starts in
    /// ASCII, whose title is taken from a table without making a string.
    public static func sectionTitle(ofRawKeyBytes key: some Collection<UInt8>) -> String {
        if let first = key.first, first < 0x80 { return asciiSectionTitles[Int(first)] }
        return sectionTitle(ofRawKey: String(decoding: key, as: UTF8.self))
    }

    /// The section title of a key starting with each ASCII byte.
    private static let asciiSectionTitles = (0..<128).map { sectionTitle(ofRawKey: String(UnicodeScalar(UInt8($0)))) }

    /// The character a key starts with when it belongs in the "#" section.
    public static let otherSection: Character = "~"

    /// Every section's keys lie in [`sectionsStart`, `sectionsEnd`): "A"
    /// up to DEL, the character after "~".
    public static let sectionsStart = "A"
    public static let sectionsEnd = "\u{7F}"

    /// The key of a group card (a group kept as a card, not a person):
    /// U+0001 before its name's key, below `sectionsStart`, so no section's
    /// range holds it and a read of the sections never meets a group,
    /// while the groups still sort among themselves by name.
    public static func group(_ name: FoldedName, order: NameOrder) -> SortKey {
        SortKey(rawValue: "\u{1}" + SortKey(folded: name, order: order).rawValue)
    }

    /// From the first byte of the folded lead.
    private static func sectionByte(of first: UInt8?) -> UInt8 {
        guard let first, first >= 0x61, first <= 0x7A else { return otherSection.asciiValue! }
        return first - 0x20
    }

    public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }
}

/// A contact's name parts, each folded once.
public struct FoldedName: Sendable, Equatable {
    public let given: FoldedText
    public let family: FoldedText
    public let displayName: FoldedText

    public init(given: String, family: String, displayName: String) {
        self.given = FoldedText(given)
        self.family = FoldedText(family)
        self.displayName = FoldedText(displayName)
    }
}
