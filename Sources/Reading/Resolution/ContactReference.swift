import Contacts

/// A CONTACT argument as typed, read every way the resolution tries it: as
/// a UID, as the sort keys a full name in either display order would have,
/// as prefixes of those keys (a name begun), as a number, and as a search.
public struct ContactReference: Sendable, Hashable {
    /// The argument as typed.
    public let text: String
    /// The search it is read as (the names and the numbers, not the rest
    /// of the card); nil for white space alone.
    public let search: SearchTerm?
    /// Its words, white space collapsed (a comma kept where typed).
    let words: [String]

    public init(_ text: String) {
        self.text = text
        search = SearchTerm(text, scope: .namesAndNumbers)
        words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// A stored sort key and the column holding it.
    struct Key: Hashable {
        var column: KeyColumn
        var value: String
    }

    /// The two sort-key columns, each with its index.
    enum KeyColumn: String, CaseIterable, Sendable {
        case family = "sort_key_family"
        case given = "sort_key_given"
    }

    /// The sort keys of every contact whose full name, shown either way,
    /// is the text: "Grace Hopper" (given first), "Hopper Grace" or
    /// "Hopper, Grace" (family first), with the split between given and
    /// family names anywhere between two words, and the whole text as the
    /// one name of a contact that has no other.
    var fullNameKeys: Set<Key> { Set(nameKeys(splits: 1..<max(words.count, 1))) }

    /// The starts of sort keys that begin as the text does: a name's first
    /// word or words begun ("gra", "grace hop", "hopper, g"), given or family first.
    var namePrefixes: Set<Key> { Set(nameKeys(splits: 0..<max(words.count, 1))) }

    /// The keys of the text split into two names before word `k`, for each
    /// `k` in `splits` (0 keeps the text whole). With a comma, only the split
    /// it marks, family name first, besides the whole text.
    private func nameKeys(splits: Range<Int>) -> [Key] {
        guard search != nil else { return [] }
        let whole = words.joined(separator: " ")
        var keys = [Key(column: .given, value: Self.key(given: "", family: whole)),
                    Key(column: .family, value: Self.key(given: "", family: whole))]
        if let comma = whole.firstIndex(of: ",") {
            let family = String(whole[..<comma]).trimmed, given = String(whole[whole.index(after: comma)...]).trimmed
            keys.append(Key(column: .family, value: Self.key(given: given, family: family, order: .familyFirst)))
            return keys
        }
        for split in splits where split > 0 && split < words.count {
            let first = words[..<split].joined(separator: " "), second = words[split...].joined(separator: " ")
            keys.append(Key(column: .given, value: Self.key(given: first, family: second)))
            keys.append(Key(column: .family, value: Self.key(given: second, family: first, order: .familyFirst)))
        }
        return keys
    }

    private static func key(given: String, family: String, order: NameOrder = .givenFirst) -> String {
        SortKey(given: given, family: family, displayName: "", order: order).rawValue
    }

    /// The text's digits when it is a number written any way ("+1 (555)
    /// 010-0100"): digits and the punctuation numbers are written with, and nothing else.
    var number: String? {
        guard let digits = search?.digits, !digits.isEmpty,
              text.unicodeScalars.allSatisfy({ Self.numberCharacters.contains($0) }) else { return nil }
        return digits
    }

    private static let numberCharacters = Set("0123456789 +-().,/#*".unicodeScalars)
}
