import FoundationEssentials

/// A new group card, for a group `add --category` or `edit` names that a
/// book keeping group cards lacks: written as the book's other group cards
/// are, so the server that keeps them reads it as one of them.
public enum NewGroupCard {
    /// How a book's group cards are written.
    public enum Style: Sendable {
        /// iCloud's, Nextcloud's and SabreDAV's vCard 3.0: N and FN the
        /// name, `X-ADDRESSBOOKSERVER-KIND:group`, an `X-ADDRESSBOOKSERVER-MEMBER` line a member.
        case apple
        /// vCard 4.0's (RFC 6350 §6.1.4, §6.6.5): `KIND:group`, FN, a `MEMBER` line a member.
        case vCard4
    }

    /// The card of group `name` with the members of `memberUIDs`, CR LF line breaks, our PRODID, REV now.
    public static func bytes(named name: String, memberUIDs: [String], style: Style, phonebookVersion: String,
                             now: Date, uid: String = CardStamp.randomUID()) -> [UInt8] {
        let text = ValueText(version: style == .apple ? .v3_0 : .v4_0)
        let name = text.escaped(name.trimmed)
        let members = memberUIDs.map { text.uri(GroupCardText.memberURI($0)) }
        let group: [String] = switch style {
        case .apple:
            ["N:" + name + ";;;;", "FN:" + name, "X-ADDRESSBOOKSERVER-KIND:group"]
                + members.map { "X-ADDRESSBOOKSERVER-MEMBER:" + $0 }
        case .vCard4:
            ["KIND:group", "FN:" + name] + members.map { "MEMBER:" + $0 }
        }
        let lines = ["BEGIN:VCARD", "VERSION:" + (style == .apple ? "3.0" : "4.0"),
                     "PRODID:" + text.escaped("-//phonebook//phonebook \(phonebookVersion)//EN"),
                     "UID:" + text.uri(uid), "REV:" + CardStamp.revision(now)] + group + ["END:VCARD", ""]
        return Array(lines.joined(separator: "\r\n").utf8)
    }
}
