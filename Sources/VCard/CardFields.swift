/// The typed fields of a card, gathered property by property, with group labels resolved at the end.
struct CardFields {
    var uid: String?
    var formattedName: String?
    var telephones: [Telephone] = []
    var emails: [Email] = []
    /// The first N and ORG as written (escapes kept: they decide where the value splits).
    var nameValue: String?
    var organizationValue: String?
    /// Every NOTE, unescaped.
    var notes: [String] = []
    /// Every NICKNAME, CATEGORIES and ADR as written (escapes kept: they decide where lists split).
    var nicknameValues: [String] = []
    var categoryValues: [String] = []
    var addressValues: [String] = []
    /// The first TITLE, unescaped.
    var title: String?
    /// The first KIND (or X-ADDRESSBOOKSERVER-KIND), unescaped.
    var kind: String?
    /// Every MEMBER (or X-ADDRESSBOOKSERVER-MEMBER), unescaped: a URI each.
    var members: [String] = []
    /// vCard 2.1 unescaping (``VCardVersion/keepsOtherBackslashes``).
    var keepsOtherBackslashes = false
    private var labels: [(group: String, label: String)] = []
    private var labelledPhones: [Int] = []
    private var labelledEmails: [Int] = []

    /// Adds what one property contributes. `rawValue` is its decoded value with escapes
    /// still in; `mayHaveEscapes` false promises it has no backslash, so unescaping is skipped.
    /// `isBlank` says the value is empty or only blanks and control characters: a TEL or EMAIL is
    /// then no entry (`TEL;CELL:`, as phones write a field left empty).
    mutating func add(
        _ kind: PropertyKind, rawValue: consuming String, mayHaveEscapes: Bool, isBlank: Bool,
        types: consuming [String], isPreferred: Bool, isURIValue: Bool, group: String?
    ) {
        switch kind {
        case .name:
            if nameValue == nil { nameValue = rawValue }
            return
        case .organization:
            if organizationValue == nil { organizationValue = rawValue }
            return
        case .nickname:
            nicknameValues.append(rawValue)
            return
        case .categories:
            categoryValues.append(rawValue)
            return
        case .address:
            addressValues.append(rawValue)
            return
        case .other:
            return
        case .telephone, .email, .formattedName, .uid, .label, .note, .title, .kind, .member:
            break
        }
        let text = mayHaveEscapes ? TextValue.unescaped(rawValue, keepsOtherBackslashes: keepsOtherBackslashes) : rawValue
        switch kind {
        case .telephone:
            guard !isBlank else { return }
            let telephone = Telephone(text: text, types: types, isPreferred: isPreferred, isURIValue: isURIValue, group: group)
            guard !telephone.value.isEmpty else { return }  // a bare `tel:` URI
            if group != nil { labelledPhones.append(telephones.count) }
            if telephones.isEmpty { telephones.reserveCapacity(4) }
            telephones.append(telephone)
        case .email:
            guard !isBlank else { return }
            if group != nil { labelledEmails.append(emails.count) }
            if emails.isEmpty { emails.reserveCapacity(2) }
            emails.append(Email(value: text, types: types, isPreferred: isPreferred, group: group))
        case .formattedName:
            if formattedName == nil { formattedName = text }
        case .uid:
            if uid == nil { uid = text }
        case .label:
            if let group { labels.append((group, VCard.unwrappedLabel(text))) }
        case .note:
            notes.append(text)
        case .title:
            if title == nil { title = text }
        case .kind:
            if self.kind == nil { self.kind = text }
        case .member:
            members.append(text)
        case .name, .organization, .nickname, .categories, .address, .other:
            break
        }
    }

    /// Gives grouped TEL and EMAIL entries the label of the first `X-ABLabel` in the same group
    /// (group names ignore case). Hashes when large, so a hostile card with many groups stays linear.
    mutating func resolveLabels() {
        guard !labels.isEmpty, !(labelledPhones.isEmpty && labelledEmails.isEmpty) else { return }
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
}
