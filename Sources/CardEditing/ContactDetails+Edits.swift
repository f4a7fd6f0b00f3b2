import Contacts

extension ContactDetails {
    /// The fewest edits that make a card showing these details show `edited`: none when they are equal,
    /// so an unchanged form leaves the card's bytes (and REV) alone.
    ///
    /// An entry kept as it was is not touched; one whose label alone changed, or that takes the place
    /// of a removed one of its kind (in form order), is changed in place, keeping its line's group and
    /// parameters; the rest are removed or added.
    public func edits(to edited: ContactDetails) -> [CardEdit] {
        var edits: [CardEdit] = []
        if edited.name != name {
            edits.append(.setFormattedName(edited.name.nonEmpty ?? edited.fallbackName))
        }
        if edited.given != given || edited.family != family {
            edits.append(.setName(given: edited.given, family: edited.family))
        } else if edited.name != name, !edited.name.isEmpty, partsFollowName {
            // Given and family names that spelled the old name follow the new one.
            let parts = NameSplit(edited.name)
            edits.append(.setName(given: parts.given, family: parts.family))
        }
        for part in CardEdit.NamePart.allCases where edited[part] != self[part] {
            edits.append(.setNamePart(part, edited[part]))
        }
        if edited.organization != organization { edits.append(.setOrganization(edited.organization)) }
        if edited.title != title { edits.append(.setTitle(edited.title)) }
        if edited.birthday != birthday { edits.append(.setBirthday(edited.birthday)) }
        if edited.anniversary != anniversary { edits.append(.setAnniversary(edited.anniversary)) }
        for kind in CardEntry.Kind.allCases {
            edits += Self.edits(from: entries(kind), to: edited.entries(kind))
        }
        return edits
    }

    /// N's middle names, prefixes or suffixes.
    subscript(part: CardEdit.NamePart) -> String {
        get {
            switch part {
            case .middle: middle
            case .prefix: prefix
            case .suffix: suffix
            }
        }
        set {
            switch part {
            case .middle: middle = newValue
            case .prefix: prefix = newValue
            case .suffix: suffix = newValue
            }
        }
    }

    /// Whether the given and family names are the name's words (or empty), so a new name re-splits them.
    private var partsFollowName: Bool {
        let parts = [given, family].filter { !$0.isEmpty }
        return parts.isEmpty || name == parts.joined(separator: " ") || name == parts.reversed().joined(separator: " ")
    }

    /// The name to show when none is given: given and family names, else the organization, an email
    /// or a number (as the list shows a contact).
    var fallbackName: String {
        let parts = [given, family].filter { !$0.isEmpty }.joined(separator: " ")
        if !parts.isEmpty { return parts }
        if !organization.isEmpty { return organization }
        return (entries(.email).first ?? entries(.phone).first)?.value ?? ""
    }

    /// Edits for one kind's list of entries.
    private static func edits(from old: [CardEntry], to new: [CardEntry]) -> [CardEdit] {
        var removed = old
        var added: [CardEntry] = []
        for entry in new {
            if let same = removed.firstIndex(of: entry) { removed.remove(at: same) } else { added.append(entry) }
        }
        var changes: [CardEdit] = []
        // The same number (email, …) under another label, or written otherwise: the line changes.
        var unmatched: [CardEntry] = []
        for entry in added {
            if let same = removed.firstIndex(where: { $0.key == entry.key }) {
                changes.append(.change(from: removed.remove(at: same), to: entry))
            } else {
                unmatched.append(entry)
            }
        }
        let paired = min(removed.count, unmatched.count)
        for index in 0..<paired { changes.append(.change(from: removed[index], to: unmatched[index])) }
        return changes + removed.dropFirst(paired).map { .remove($0) } + unmatched.dropFirst(paired).map { .add($0) }
    }
}
