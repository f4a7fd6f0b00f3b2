import Store
import VCard

/// Each card's decision: new, changed, unchanged or in conflict against what
/// the book holds, by the three-way rule, and the write commands it makes.
extension ImportPlanner {
    /// Plans one card, known by its UID and hash; `card` parses it (again,
    /// for a card read ahead) when it is written or named.
    mutating func plan(uid: String, hash: Int64, line: Int, raw: UnsafeRawBufferPointer,
                       card: () -> VCard, from input: ImportInput, number: Int32, source: Int32) {
        var uid = uid
        // A UID-less card's key names the card it was imported as: found under
        // a former key, the contact was edited since, and the file's card is
        // that contact's base whatever source it comes from now.
        var keyedBase: Int64?
        var mergedCard: Int64?
        if let former = bases.contact(formerlyKnownAs: uid), known[uid] == nil {
            uid = former.uid
            if let card = former.mergedCard { mergedCard = card } else { keyedBase = hash }
        }
        // The table leaves `self` while this card's entry is open, so the entry is
        // found (or made) with one hash of its UID and updated in place.
        var known: [String: KnownContact] = [:]
        swap(&known, &self.known)
        defer { swap(&known, &self.known) }
        if let mergedCard, known[uid] != nil {
            return planMergedAway(card, line: line, uid: uid, hash: hash, mergedCard: mergedCard, from: input,
                                  source: source, contact: &known[uid]!)
        }
        plan(card, line: line, raw: raw, uid: uid, hash: hash, from: input, number: number, source: source,
             keyedBase: keyedBase,
             contact: &known[uid, default: KnownContact(id: 0, storedHash: 0, currentHash: 0, source: -1,
                                                        wasStored: false)])
    }

    /// A card whose contact was merged into another (`phonebook merge`): the
    /// card it had then, or one the merged contact was imported as from this
    /// source, changes nothing (the merged contact holds all of it); another
    /// is a conflict, even with --overwrite, since writing it would undo the
    /// merge. Nothing is remembered of it: its base stays with its key.
    private mutating func planMergedAway(_ card: () -> VCard, line: Int, uid: String, hash: Int64, mergedCard: Int64,
                                         from input: ImportInput, source: Int32, contact: inout KnownContact) {
        if hash == mergedCard || hash == contact.currentHash || hash == bases.base(of: contact, from: source) {
            if contact.outcome == nil { setOutcome(.unchanged, of: &contact) }
            return
        }
        let name = CardMapping.record(from: card(), uid: uid, raw: [], hash: hash, source: nil).displayName
        summary.problems.append(ImportProblem(
            file: input.name, line: line, kind: .conflict,
            message: "\(name): merged into another contact here, and changed in the file since the last import; "
                + "kept the merged contact"))
        if contact.outcome == nil { setOutcome(.conflict, of: &contact) }
    }

    private mutating func plan(_ card: () -> VCard, line: Int, raw: UnsafeRawBufferPointer, uid: String, hash: Int64,
                               from input: ImportInput, number: Int32, source: Int32, keyedBase: Int64?,
                               contact: inout KnownContact) {
        if contact.seenInput >= 0 {
            let first = "\(inputs[Int(contact.seenInput)].name):\(contact.seenLine)"
            // A card without a UID is known by its content: seen again, it is the same card.
            let message = contact.currentHash == hash
                ? "the same card as \(first) (identical content); imported once"
                : "another card with the UID \(uid) (the first is at \(first)); the last one is kept"
            summary.problems.append(ImportProblem(file: input.name, line: line, message: message,
                                                  isWarning: true))
        } else {
            contact.seenInput = number
            contact.seenLine = Int32(clamping: line)
        }

        let isFirstSight = contact.outcome == nil
        if isFirstSight, contact.wasStored, contact.storedHash == hash {
            // Unchanged: nothing to write, unless it now comes from another source or had another base.
            if contact.source != source || contact.base != .stored {
                remember(hash, from: source, for: &contact, adopting: true)
            }
            setOutcome(.unchanged, of: &contact)
            return
        }
        if isFirstSight && !contact.wasStored {
            write(card(), raw: raw, uid: uid, hash: hash, from: input, source: source, contact: &contact)
            return
        }
        // Stored and changed, or seen before in this import: the three-way rule,
        // against the card last imported from this source.
        let base = bases.base(of: contact, from: source) ?? keyedBase
        switch ThreeWayChange(base: base, local: contact.currentHash, incoming: hash) {
        case .unchanged, .keepLocal:
            // The file holds what is here now, or what was imported from it last
            // time: nothing to write but what is remembered of the source.
            remember(hash, from: source, for: &contact, adopting: isFirstSight)
            if isFirstSight { setOutcome(.unchanged, of: &contact) }
        case .conflict where !options.overwrite:
            let name = CardMapping.record(from: card(), uid: uid, raw: [], hash: hash, source: nil).displayName
            summary.problems.append(ImportProblem(
                file: input.name, line: line, kind: .conflict,
                message: "\(name): changed here and in the file since the last import; kept your edit "
                    + "(import --overwrite takes the file's)"))
            if isFirstSight { setOutcome(.conflict, of: &contact) }
        case .takeIncoming, .conflict:
            write(card(), raw: raw, uid: uid, hash: hash, from: input, source: source, contact: &contact)
        }
    }

    /// Writes the file's card: a new contact, or over the stored one.
    private mutating func write(_ card: VCard, raw: UnsafeRawBufferPointer, uid: String, hash: Int64,
                                from input: ImportInput, source: Int32, contact: inout KnownContact) {
        cardsWritten += 1
        let record = CardMapping.record(from: card, uid: uid, raw: Array(raw), hash: hash, source: input.source)
        let keys = foldingKeys ? ContactKeys(record) : nil
        listing?.wrote(uid: uid, name: record.displayName)
        if !contact.wasStored && contact.outcome == nil {
            contact.id = nextID
            nextID += 1
            batch.commands.append(.insert(record, keys, id: contact.id))
        } else {
            if contact.source != source {
                bases.leave(&contact, for: source, sources: sources.names, commands: &batch.commands)
            }
            batch.commands.append(.update(id: contact.id, record, keys))
        }
        contact.currentHash = hash
        contact.source = source
        contact.base = .current
        setOutcome(!contact.wasStored ? .added : (contact.storedHash == hash ? .unchanged : .updated),
                   of: &contact)
    }

    private mutating func remember(_ hash: Int64, from source: Int32, for contact: inout KnownContact,
                                   adopting: Bool) {
        bases.remember(hash, from: source, for: &contact, adopting: adopting, sources: sources.names,
                       commands: &batch.commands)
    }

    /// Counts each contact once, by what it finally became against the
    /// stored state (a UID repeated in one import is still one contact).
    private mutating func setOutcome(_ outcome: Outcome, of contact: inout KnownContact) {
        if let previous = contact.outcome { count(previous, by: -1) }
        count(outcome, by: 1)
        contact.outcome = outcome
    }

    private mutating func count(_ outcome: Outcome, by delta: Int) {
        switch outcome {
        case .added: summary.added += delta
        case .updated: summary.updated += delta
        case .unchanged: summary.unchanged += delta
        case .conflict: summary.conflicts += delta
        }
    }
}
