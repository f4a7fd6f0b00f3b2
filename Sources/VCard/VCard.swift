/// A parsed vCard: every property in file order, plus typed access to the common ones.
///
/// The typed fields are read out once, while the card is parsed or created, because an import needs
/// them for every card; N and ORG are kept as written and split only when asked for, so cards whose
/// names nobody reads do not pay for splitting them.
public struct VCard: Sendable, Equatable {
    /// The declared version (`.unknown` is parsed like 3.0).
    package var version: VCardVersion
    /// All properties in file order, BEGIN/END excluded (only some, or none, for a parse
    /// that did not keep them all: see ``PropertySelection``).
    package var properties: [VCardProperty]
    /// 1-based line of `BEGIN:VCARD`.
    public var line: Int

    // The fields below are derived from the properties by `init`; they are not updated when
    // `properties` is mutated later.

    /// The first UID, unescaped.
    public var uid: String?
    /// The first FN, unescaped.
    public var formattedName: String?
    /// Every TEL, in file order, labelled from its group.
    public var telephones: [Telephone]
    /// Every EMAIL, in file order, labelled from its group.
    public var emails: [Email]
    /// Every NOTE, unescaped.
    public var notes: [String]
    /// The first N and ORG values as written.
    private var nameValue: String?
    private var organizationValue: String?
    /// Every NICKNAME, CATEGORIES and ADR value as written.
    private var nicknameValues: [String]
    private var categoryValues: [String]
    private var addressValues: [String]
    /// The first TITLE (a job title), unescaped.
    public var title: String?
    /// Whether the card is a group's (KIND or X-ADDRESSBOOKSERVER-KIND
    /// `group`, any case) rather than a person's.
    public var isGroup: Bool
    /// Its MEMBER (or X-ADDRESSBOOKSERVER-MEMBER) values in card order, each
    /// a URI as written (`urn:uuid:…`, `mailto:…`), blank ones left out.
    public var members: [String]

    /// The first N, split into components.
    var name: StructuredName? {
        nameValue.map {
            TextValue.structuredName($0, lists: version.hasCommaLists, keepsOtherBackslashes: version.keepsOtherBackslashes)
        }
    }

    /// One component of the first N with its values joined by spaces ("Ada,Augusta" → "Ada Augusta"),
    /// or nil without an N: `name` joined, without building its arrays (an import reads two per card).
    public func nameComponent(_ component: StructuredName.Component) -> String? {
        nameValue.map {
            TextValue.component($0, at: component.rawValue, lists: version.hasCommaLists,
                                keepsOtherBackslashes: version.keepsOtherBackslashes)
        }
    }

    /// The units of the first ORG, `IBM;Accounting` → ["IBM", "Accounting"].
    public var organization: [String] {
        organizationValue.map {
            TextValue.split($0, on: ASCII.semicolon, keepsOtherBackslashes: version.keepsOtherBackslashes)
        } ?? []
    }

    /// Every nickname, NICKNAME's comma lists split (`\,` keeps a comma in one).
    public var nicknames: [String] { listItems(nicknameValues) }

    /// Every category, CATEGORIES' comma lists split.
    public var categories: [String] { listItems(categoryValues) }

    /// The components of every ADR in file order (post office box, extended,
    /// street, locality, region, postal code, country), each as
    /// ``CardAddress`` has it, blank ones left out: what a search matches.
    public var addressParts: [String] {
        addressValues.flatMap { value in
            TextValue.components(value, lists: version.hasCommaLists, keepsOtherBackslashes: version.keepsOtherBackslashes)
                .map(CardAddress.component).filter { !$0.isEmpty }
        }
    }

    /// The items of list values (NICKNAME, CATEGORIES): split on unescaped
    /// commas (not in 2.1, which has no lists), blank ones left out.
    private func listItems(_ values: [String]) -> [String] {
        values.flatMap { TextValue.listItems($0, in: version) }.filter { !$0.utf8.allSatisfy { $0 <= ASCII.space } }
    }

    /// Creates a card and derives the typed fields from `properties` in one pass.
    init(version: VCardVersion, properties: [VCardProperty], line: Int) {
        var fields = CardFields()
        fields.keepsOtherBackslashes = version.keepsOtherBackslashes
        properties.withUnsafeBufferPointer { properties in
            // Index instead of `for property in`: copying every property would retain each of its fields.
            for index in properties.indices {
                let kind = PropertyKind(uppercasedName: properties[index].name)
                guard kind.isGathered else { continue }
                let property = properties[index]
                let isBlank = property.rawValue.utf8.allSatisfy { $0 <= ASCII.space }
                fields.add(kind, rawValue: property.rawValue, mayHaveEscapes: true, isBlank: isBlank, types: property.types,
                           isPreferred: property.isPreferred, isURIValue: property.hasURIValue, group: property.group)
            }
        }
        fields.resolveLabels()
        self.init(version: version, properties: properties, line: line, fields: fields)
    }

    /// Creates a card from fields the parser gathered while reading the properties.
    init(version: VCardVersion, properties: [VCardProperty], line: Int, fields: CardFields) {
        self.version = version
        self.properties = properties
        self.line = line
        uid = fields.uid
        formattedName = fields.formattedName
        telephones = fields.telephones
        emails = fields.emails
        notes = fields.notes
        nameValue = fields.nameValue
        organizationValue = fields.organizationValue
        nicknameValues = fields.nicknameValues
        categoryValues = fields.categoryValues
        addressValues = fields.addressValues
        title = fields.title
        isGroup = fields.kind.map(Self.namesGroup) ?? false
        members = fields.members.filter { !$0.utf8.allSatisfy { $0 <= ASCII.space } }
    }

    /// Properties with the given name (any case), in file order.
    package func properties(named name: String) -> [VCardProperty] {
        let name = name.uppercased()
        return properties.filter { $0.name == name }
    }

    /// The first property with the given name (any case), or nil.
    package func property(named name: String) -> VCardProperty? {
        let name = name.uppercased()
        return properties.first { $0.name == name }
    }

    /// The `X-ABLabel` of a group (any case), with Apple's `_$!<...>!$_` wrapper removed, or nil.
    package func label(forGroup group: String) -> String? {
        for property in properties where property.name == "X-ABLABEL" {
            if let own = property.group, VCard.sameGroup(own, group) {
                return VCard.unwrappedLabel(property.text)
            }
        }
        return nil
    }

    /// Apple writes its built-in labels as `_$!<Mobile>!$_`; custom labels are stored as typed.
    package static func unwrappedLabel(_ label: String) -> String {
        let utf8 = label.utf8
        guard utf8.count >= 8, utf8.starts(with: "_$!<".utf8), utf8.reversed().starts(with: "_$!>".utf8) else {
            return label
        }
        return String(decoding: utf8.dropFirst(4).dropLast(4), as: UTF8.self)
    }

    /// Whether a KIND value is `group`, in any case, blanks around it ignored.
    private static func namesGroup(_ kind: String) -> Bool {
        let word = kind.utf8.drop { $0 <= ASCII.space }.reversed().drop { $0 <= ASCII.space }
        return word.elementsEqual("group".utf8.reversed()) { ASCII.uppercased($0) == ASCII.uppercased($1) }
    }

    package static func sameGroup(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8) { ASCII.uppercased($0) == ASCII.uppercased($1) }
    }
}
