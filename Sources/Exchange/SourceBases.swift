/// What the planner knows of the card each contact last had from each
/// source: the base of the three-way rule (`ThreeWayChange`). Nearly every
/// contact's base is its stored card, which `KnownContact.base` says in a
/// byte; the rest (contacts edited here, found in a second source, or once
/// known by a content key) wait here. Each change to it leaves as a write
/// command, so the store remembers what the planner decided.
struct SourceBases: Sendable {
    typealias KnownContact = ImportPlanner.KnownContact

    /// Bases for contacts' own sources where `KnownContact.base` is `.elsewhere`, by contact id.
    private var own: [Int64: Int64] = [:]
    /// Bases for sources other than a contact's own.
    private var other: [Key: Int64] = [:]
    /// Content keys of UID-less cards edited since, and UIDs of contacts
    /// merged into others, to the contact each names now.
    private var formerKeys: [String: FormerKey] = [:]

    /// What a former key leads to.
    struct FormerKey: Sendable {
        /// The UID of the contact the key names now.
        var uid: String
        /// For a UID merged away, the card it last had (see `ImportPlanner`); nil for a content key.
        var mergedCard: Int64?
    }

    private struct Key: Hashable, Sendable {
        var contact: Int64
        var source: Int32
    }

    /// At load: the base a stored contact's row holds for its own source (`imported_hash`).
    mutating func load(own imported: Int64?, of contact: inout KnownContact) {
        guard let imported else { return }
        if imported == contact.storedHash {
            contact.base = .stored
        } else {
            contact.base = .elsewhere
            own[contact.id] = imported
        }
    }

    /// At load: a base for a source other than the contact's own.
    mutating func load(other hash: Int64, contact: Int64, source: Int32) {
        other[Key(contact: contact, source: source)] = hash
    }

    /// At load: a key `uid` was once known by, with the card merged away under it.
    mutating func load(formerKey key: String, uid: String, mergedCard: Int64?) {
        formerKeys[key] = FormerKey(uid: uid, mergedCard: mergedCard)
    }

    /// The contact once known by `key`, if one was.
    func contact(formerlyKnownAs key: String) -> FormerKey? {
        formerKeys.isEmpty ? nil : formerKeys[key]
    }

    /// The card `contact` last had from `source`, if any was imported from it.
    func base(of contact: KnownContact, from source: Int32) -> Int64? {
        if contact.source == source { return ownBase(of: contact) }
        return other.isEmpty ? nil : other[Key(contact: contact.id, source: source)]
    }

    /// Records `hash` as the base of `contact` for `source` without changing
    /// the contact. `adopting`: `source` becomes its own (the first card seen
    /// for it in this import); otherwise only its base is noted.
    mutating func remember(_ hash: Int64, from source: Int32, for contact: inout KnownContact, adopting: Bool,
                           sources: [String], commands: inout [WriteCommand]) {
        if contact.source == source || adopting {
            guard contact.source != source || ownBase(of: contact) != hash else { return }
            if contact.source != source { leave(&contact, for: source, sources: sources, commands: &commands) }
            commands.append(.remember(id: contact.id, source: sources[Int(source)], hash: hash))
            contact.source = source
            if hash == contact.currentHash {
                contact.base = .current
            } else if contact.wasStored && hash == contact.storedHash {
                contact.base = .stored
            } else {
                contact.base = .elsewhere
                own[contact.id] = hash
            }
        } else {
            let key = Key(contact: contact.id, source: source)
            guard other[key] != hash else { return }
            other[key] = hash
            commands.append(.rememberOther(id: contact.id, source: sources[Int(source)], hash: hash))
        }
    }

    /// `contact` is about to come from `source` instead of its own: the base
    /// of the one it leaves is kept beside, and any kept for `source` goes
    /// to its row (written by the caller's command).
    mutating func leave(_ contact: inout KnownContact, for source: Int32, sources: [String],
                        commands: inout [WriteCommand]) {
        if contact.source >= 0, let base = ownBase(of: contact) {
            other[Key(contact: contact.id, source: contact.source)] = base
            commands.append(.rememberOther(id: contact.id, source: sources[Int(contact.source)], hash: base))
        }
        if !other.isEmpty, other.removeValue(forKey: Key(contact: contact.id, source: source)) != nil {
            commands.append(.rememberOther(id: contact.id, source: sources[Int(source)], hash: nil))
        }
    }

    /// The card `contact` last had from its own source.
    private func ownBase(of contact: KnownContact) -> Int64? {
        switch contact.base {
        case .none: nil
        case .stored: contact.storedHash
        case .current: contact.currentHash
        case .elsewhere: own[contact.id]
        }
    }
}
