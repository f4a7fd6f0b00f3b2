import Contacts
import VCard

/// The fields of a card a person edits: what the form shows and `add` takes. Everything else the
/// card holds (photos, `X-` properties, …) is not here, and an edit leaves it alone.
public struct ContactDetails: Sendable, Hashable {
    /// FN, the name shown.
    public var name = ""
    /// N's given names.
    public var given = ""
    /// N's family names.
    public var family = ""
    /// N's additional (middle) names.
    public var middle = ""
    /// N's honorific prefixes ("Dr.").
    public var prefix = ""
    /// N's honorific suffixes ("Jr.").
    public var suffix = ""
    /// ORG, units separated by "; ".
    public var organization = ""
    /// TITLE.
    public var title = ""
    /// BDAY as `YYYY-MM-DD` or `--MM-DD`, or "" when it is no date (text, which the form leaves alone).
    public var birthday = ""
    /// The first anniversary line that is a date (see ``CardEdit/setAnniversary(_:)``), as the birthday.
    public var anniversary = ""
    /// Numbers, emails, handles, addresses, URLs, nicknames and notes, each kind in the card's order.
    public var entries: [CardEntry] = []
    /// The groups the contact is in: read from a card, its CATEGORIES items; a book keeping group cards
    /// adds theirs. No edit of the card's own (`edits(to:)`): the caller writes them the way its book
    /// keeps groups (Exchange's `GroupMembership`).
    public var categories: [String] = []

    /// Creates details; empty unless given.
    public init(name: String = "", given: String = "", family: String = "", organization: String = "",
                title: String = "", birthday: String = "", entries: [CardEntry] = []) {
        self.name = name
        self.given = given
        self.family = family
        self.organization = organization
        self.title = title
        self.birthday = birthday
        self.entries = entries
    }

    /// Reads a stored card's bytes.
    public init(card: [UInt8]) throws(CardEditError) {
        let card = try EditedCard(card)
        func first(_ name: String) -> String { FormText.normalized(card.firstText(name) ?? "") }
        name = first("FN")
        if let index = card.indices(named: "N").first {
            let components = card.lines[index].property.components
            func joined(_ index: Int) -> String {
                index < components.count ? components[index].map(\.trimmed).filter { !$0.isEmpty }.joined(separator: " ") : ""
            }
            family = joined(0)
            given = joined(1)
            middle = joined(CardEdit.NamePart.middle.rawValue)
            prefix = joined(CardEdit.NamePart.prefix.rawValue)
            suffix = joined(CardEdit.NamePart.suffix.rawValue)
        }
        if let index = card.indices(named: "ORG").first {
            var units = card.lines[index].property.fields.map { $0.withLFLineBreaks.trimmed }
            while units.last?.isEmpty == true { units.removeLast() }
            organization = units.joined(separator: "; ")
        }
        title = first("TITLE")
        if let index = card.indices(named: "BDAY").first {
            birthday = CardDate(card.lines[index].property).flatMap(BirthdayDate.init)?.text ?? ""
        }
        anniversary = card.anniversaryLines().first?.date.text ?? ""
        entries = CardEntry.Kind.allCases.flatMap { card.entries($0).map(\.entry) }
        categories = card.categoryNames()
    }

    /// The entries of one kind, in order.
    public func entries(_ kind: CardEntry.Kind) -> [CardEntry] {
        entries.filter { $0.kind == kind }
    }

    /// Nothing filled in.
    public var isEmpty: Bool { self == ContactDetails() }
}
