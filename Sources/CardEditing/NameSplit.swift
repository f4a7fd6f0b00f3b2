import Contacts

/// A full name split into given and family names, for a card that has only the name as typed.
///
/// "Family, Given" is read family first, as address books sort; otherwise the last word is the family
/// name and the words before it the given names. One word is a given name. A person whose culture
/// writes the family name first keeps the FN they typed; only N, used for sorting, is this guess.
struct NameSplit {
    var given = ""
    var family = ""

    init(given: String, family: String) {
        self.given = given
        self.family = family
    }

    init(_ name: String) {
        let name = name.trimmed
        if name.isEmpty { return }
        if let comma = name.firstIndex(of: ",") {
            family = String(name[..<comma]).trimmed
            given = String(name[name.index(after: comma)...]).trimmed
            return
        }
        let words = name.split(whereSeparator: \.isWhitespace)
        guard words.count > 1 else {
            given = name
            return
        }
        family = String(words.last!)
        given = words.dropLast().joined(separator: " ")
    }
}
