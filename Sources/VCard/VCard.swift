/// A parsed vCard: every property in file order, plus the commonly used ones read out once at creation.
public struct VCard: Sendable, Equatable {
    /// The declared version (`.unknown` is parsed like 3.0).
    public var version: VCardVersion
    /// All properties in file order, BEGIN/END excluded.
    public var properties: [VCardProperty]
    /// 1-based line of `BEGIN:VCARD`.
    public var line: Int

    // The fields below are derived from `properties` by `init`; they are not updated when
    // `properties` is mutated later.

    /// The first UID, unescaped.
    public var uid: String?
    /// The first FN, unescaped.
    public var formattedName: String?
    /// The first N, split into components.
    public var name: StructuredName?
    /// The units of the first ORG (`IBM;Accounting` → ["IBM", "Accounting"]).
    public var organization: [String]
    /// Every TEL, in file order, labelled from its group.
    public var telephones: [Telephone]
    /// Every EMAIL, in file order, labelled from its group.
    public var emails: [Email]
    /// Every NOTE, unescaped.
    public var notes: [String]

    /// Creates a card and derives the typed fields from `properties` in one pass.
    public init(version: VCardVersion, properties: [VCardProperty], line: Int) {
        self.version = version
        self.properties = properties
        self.line = line
        organization = []
        telephones = []
        emails = []
        notes = []
        var hasOrganization = false
        var labels: [(group: String, label: String)] = []
        var labelledPhones: [Int] = []
        var labelledEmails: [Int] = []
        properties.withUnsafeBufferPointer { properties in
            // Index instead of `for property in`: copying every property would retain each of its fields.
            for index in properties.indices {
                switch properties[index].name {
                case "TEL":
                    if properties[index].group != nil { labelledPhones.append(telephones.count) }
                    telephones.append(Telephone(properties[index]))
                case "EMAIL":
                    if properties[index].group != nil { labelledEmails.append(emails.count) }
                    emails.append(Email(properties[index]))
                case "FN":
                    if formattedName == nil { formattedName = properties[index].text }
                case "N":
                    if name == nil { name = StructuredName(components: properties[index].components) }
                case "UID":
                    if uid == nil { uid = properties[index].text }
                case "ORG":
                    if !hasOrganization {
                        hasOrganization = true
                        organization = properties[index].fields
                    }
                case "NOTE":
                    notes.append(properties[index].text)
                case "X-ABLABEL":
                    if let group = properties[index].group {
                        labels.append((group, VCard.unwrappedLabel(properties[index].text)))
                    }
                default:
                    break
                }
            }
        }
        guard !labels.isEmpty, !(labelledPhones.isEmpty && labelledEmails.isEmpty) else { return }
        // A label belongs to the first X-ABLabel of the same group (group names ignore case).
        // Hash when large so that a hostile card with many groups stays linear.
        var byGroup: [String: String] = [:]
        let useTable = labels.count > 8
        if useTable {
            for (group, label) in labels.reversed() { byGroup[group.lowercased()] = label }
        }
        func label(for group: String) -> String? {
            if useTable { return byGroup[group.lowercased()] }
            return labels.first { VCard.sameGroup($0.group, group) }?.label
        }
        for index in labelledPhones {
            telephones[index].label = label(for: telephones[index].group!)
        }
        for index in labelledEmails {
            emails[index].label = label(for: emails[index].group!)
        }
    }

    /// Properties with the given name (any case), in file order.
    public func properties(named name: String) -> [VCardProperty] {
        let name = name.uppercased()
        return properties.filter { $0.name == name }
    }

    /// The first property with the given name (any case), or nil.
    public func property(named name: String) -> VCardProperty? {
        let name = name.uppercased()
        return properties.first { $0.name == name }
    }

    /// The `X-ABLabel` of a group (any case), with Apple's `_$!<...>!$_` wrapper removed, or nil.
    public func label(forGroup group: String) -> String? {
        for property in properties where property.name == "X-ABLABEL" {
            if let own = property.group, VCard.sameGroup(own, group) {
                return VCard.unwrappedLabel(property.text)
            }
        }
        return nil
    }

    /// Apple writes its built-in labels as `_$!<Mobile>!$_`; custom labels are stored as typed.
    static func unwrappedLabel(_ label: String) -> String {
        let utf8 = label.utf8
        guard utf8.count >= 8, utf8.starts(with: "_$!<".utf8), utf8.reversed().starts(with: "_$!>".utf8) else {
            return label
        }
        return String(decoding: utf8.dropFirst(4).dropLast(4), as: UTF8.self)
    }

    static func sameGroup(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8) { ASCII.uppercased($0) == ASCII.uppercased($1) }
    }
}
