import Contacts
import VCard

/// A card's place in groups, edited line by line: the categories it names
/// (CATEGORIES, a list), or, on a group card, its members (MEMBER, or
/// Apple's X-ADDRESSBOOKSERVER-MEMBER, a `urn:uuid:` line each). Every
/// other line, and every other item of a rewritten list, stays as written.
extension EditedCard {
    /// Names category `name` unless an item already does (case and accents
    /// ignored): one more item of the first CATEGORIES line, or a line of
    /// its own (in 2.1, which has no lists, always).
    mutating func joinCategory(_ name: String) {
        let name = name.trimmed
        guard !name.isEmpty, !categoryLines().contains(where: { $0.items.contains { Self.sameName($0, name) } }) else {
            return
        }
        if version.hasCommaLists, let first = categoryLines().first {
            let raw = lines[first.index].property.rawValue
            let joined = raw.utf8.allSatisfy { $0 <= 0x20 } ? text.escaped(name) : raw + "," + text.escaped(name)
            return rewrite(first.index, value: joined)
        }
        insert(HeaderText(group: nil, name: "CATEGORIES", types: [], version: version), name: "CATEGORIES",
               value: text.escaped(name))
    }

    /// Takes every item naming `name` (case and accents ignored) out of the
    /// CATEGORIES lines; a line left with none goes.
    mutating func leaveCategory(_ name: String) {
        for line in categoryLines() where line.items.contains(where: { Self.sameName($0, name) }) {
            let kept = zip(line.items, line.rawItems).filter { !Self.sameName($0.0, name) }.map(\.1)
            if kept.allSatisfy({ $0.utf8.allSatisfy { $0 <= 0x20 } }) { remove(line.index) } else {
                rewrite(line.index, value: kept.joined(separator: ","))
            }
        }
    }

    /// Adds a member line naming `uid`, unless one does: named as the
    /// card's other member lines are (X-ADDRESSBOOKSERVER-MEMBER on an
    /// Apple-style group card, MEMBER otherwise), after the last of them.
    mutating func addMember(_ uid: String) {
        guard memberLines(naming: uid).isEmpty else { return }
        let name = isAppleGroup ? "X-ADDRESSBOOKSERVER-MEMBER" : "MEMBER"
        insert(HeaderText(group: nil, name: name, types: [], version: version), name: name,
               value: text.uri(GroupCardText.memberURI(uid)))
    }

    /// Removes every member line naming `uid`.
    mutating func removeMember(_ uid: String) {
        for index in memberLines(naming: uid) { remove(index) }
    }

    /// Every item of its CATEGORIES lines, trimmed, a blank one left out.
    func categoryNames() -> [String] {
        categoryLines().flatMap(\.items).filter { !$0.isEmpty }
    }

    /// Whether the card writes its group in Apple's words (X-ADDRESSBOOKSERVER-KIND or -MEMBER).
    private var isAppleGroup: Bool {
        !indices(named: "X-ADDRESSBOOKSERVER-KIND").isEmpty || !indices(named: "X-ADDRESSBOOKSERVER-MEMBER").isEmpty
    }

    /// The live member lines whose value names `uid` (`urn:uuid:` taken off, any case).
    private func memberLines(naming uid: String) -> [Int] {
        let key = GroupCardText.memberKey(uid)
        return (indices(named: "MEMBER") + indices(named: "X-ADDRESSBOOKSERVER-MEMBER")).filter { index in
            GroupCardText.memberKey(lines[index].property.text) == key
        }.sorted()
    }

    /// Each live CATEGORIES line: its index, its items unescaped and trimmed,
    /// and the same items as written (the value split at its unescaped commas).
    private func categoryLines() -> [(index: Int, items: [String], rawItems: [String])] {
        indices(named: "CATEGORIES").map { index in
            let property = lines[index].property
            let raw = version.hasCommaLists ? Self.rawComponents(property.rawValue, separator: 0x2C) : [property.rawValue]
            return (index, property.listItems.map(\.trimmed), raw)
        }
    }

    private static func sameName(_ a: String, _ b: String) -> Bool {
        FoldedText(a.trimmed) == FoldedText(b.trimmed)
    }
}

/// How a group card names a member: a `urn:uuid:` URI of the member's
/// UID, as iCloud, Nextcloud and SabreDAV write it (RFC 6350 §6.6.5). A
/// UID may be that URI already (phonebook's own are), or the bare UUID
/// (Apple's): both are the member the URI names.
public enum GroupCardText {
    /// The MEMBER value naming the contact of `uid`.
    public static func memberURI(_ uid: String) -> String {
        memberKey(uid) == uid ? "urn:uuid:" + uid : uid.trimmed
    }

    /// What a MEMBER value, or a UID, is compared by (`group_members.member_uid`):
    /// the text after `urn:uuid:` (any case), anything else as it is.
    public static func memberKey(_ text: String) -> String {
        let value = text.trimmed
        let prefix = "urn:uuid:"
        guard value.utf8.count > prefix.utf8.count,
              value.utf8.prefix(prefix.utf8.count).elementsEqual(prefix.utf8, by: { $0 | 0x20 == $1 | 0x20 })
        else { return value }
        return String(value.dropFirst(prefix.count))
    }
}
