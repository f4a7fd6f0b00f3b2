import Store
import VCard

/// Reads the inputs and decides, card by card, whether each is new, changed
/// or unchanged against what the store held when the import began; the
/// decisions leave as write commands. It owns no database connection, so it
/// runs on its own thread while the writer works through earlier batches.
struct ImportPlanner {
    let inputs: [ImportInput]
    let options: ImportOptions
    var summary = ImportSummary()

    /// Every contact known, by UID: what was stored, and what this import did with it.
    private var known: [String: KnownContact]
    /// Ids are assigned here, ahead of writing, so planning never waits for SQLite.
    private var nextID: Int64
    private var batch = WriteBatch()
    private var bytesBefore = 0
    private let emit: (WriteBatch) -> Bool

    struct KnownContact: Sendable {
        var id: Int64
        /// The hash stored before this import; nil for a contact this import added.
        var storedHash: Int64?
        var currentHash: Int64
        var source: String?
        /// Where this import first saw it, to name when a UID repeats.
        var seenAt: ImportProblemLocation?
        var outcome: Outcome?
    }

    struct ImportProblemLocation: Sendable {
        var file: String
        var line: Int
    }

    enum Outcome: Sendable { case added, updated, unchanged }

    /// `emit` hands a batch to the writer; false means stop (the writer failed).
    init(inputs: [ImportInput], options: ImportOptions, stored: [String: StoredContactVersion], nextID: Int64,
         emit: @escaping (WriteBatch) -> Bool) {
        self.inputs = inputs
        self.options = options
        self.nextID = nextID
        self.emit = emit
        known = stored.mapValues {
            KnownContact(id: $0.id, storedHash: $0.contentHash, currentHash: $0.contentHash, source: $0.source)
        }
    }

    /// Plans the whole import; false when the writer asked to stop.
    mutating func run() throws -> Bool {
        for input in inputs {
            let going = try input.withBytes { bytes, mapped in
                try plan(cardsIn: bytes, of: input, mapped: mapped)
            }
            guard going else { return false }
            bytesBefore += input.size
        }
        if options.prune { prune() }
        return flush()
    }

    private mutating func plan(cardsIn bytes: UnsafeRawBufferPointer, of input: ImportInput,
                               mapped: MappedFile?) throws -> Bool {
        var scanner = VCardScanner(bytes)
        var sawAnything = false
        while let item = scanner.next() {
            sawAnything = true
            switch item {
            case .problem(let problem):
                report(problem, in: input)
            case .card(let raw):
                let slice = UnsafeRawBufferPointer(rebasing: bytes[raw.byteRange])
                do {
                    let card = try VCardParser.parse(slice, firstLine: raw.line)
                    plan(card, raw: slice, from: input)
                } catch {
                    report(error, in: input)
                }
                batch.cards += 1
                if batch.commands.count >= 256 || batch.cards % 1024 == 0 {
                    batch.bytesRead = bytesBefore + raw.byteRange.upperBound
                    mapped?.release(before: raw.byteRange.lowerBound)
                    guard flush() else { return false }
                }
            }
        }
        if !sawAnything && bytes.contains(where: { !Self.isBlank($0) }) {
            report(VCardProblem(line: 1, cardLine: nil, message: "no vCard in this file (no BEGIN:VCARD line)"),
                   in: input)
        }
        return true
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func plan(_ card: VCard, raw: UnsafeRawBufferPointer, from input: ImportInput) {
        let hash = CardText.canonicalHash(raw)
        let uid = CardMapping.uid(of: card, hash: hash)
        var contact = known[uid] ?? KnownContact(id: 0, storedHash: nil, currentHash: 0, source: nil)

        if let first = contact.seenAt {
            summary.problems.append(ImportProblem(
                file: input.name, line: card.line,
                message: "UID \(uid) appears again (first at \(first.file):\(first.line)); the last one wins",
                isWarning: true))
        }
        contact.seenAt = ImportProblemLocation(file: input.name, line: card.line)

        if contact.outcome == nil, contact.storedHash == hash {
            // Unchanged: nothing to write, unless it now comes from another source.
            if contact.source != input.source {
                batch.commands.append(.moveSource(id: contact.id, to: input.source))
                contact.source = input.source
            }
            setOutcome(.unchanged, of: &contact)
        } else if contact.outcome == nil || contact.currentHash != hash {
            let record = CardMapping.record(from: card, raw: Array(raw), hash: hash, source: input.source)
            let keys = ContactKeys(record)
            if contact.storedHash == nil && contact.outcome == nil {
                contact.id = nextID
                nextID += 1
                batch.commands.append(.insert(record, keys, id: contact.id))
            } else {
                batch.commands.append(.update(id: contact.id, record, keys))
            }
            contact.currentHash = hash
            contact.source = input.source
            setOutcome(contact.storedHash == nil ? .added : (contact.storedHash == hash ? .unchanged : .updated),
                       of: &contact)
        }
        known[uid] = contact
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
        }
    }

    private mutating func report(_ problem: VCardProblem, in input: ImportInput) {
        var message = problem.message
        if let cardLine = problem.cardLine, cardLine != problem.line {
            message += " (in the card that begins on line \(cardLine))"
        }
        summary.problems.append(ImportProblem(file: input.name, line: problem.line, message: message,
                                              isWarning: problem.isWarning))
        if !problem.isWarning { summary.skipped += 1 }
    }

    /// Mirror mode: a contact last imported from one of these sources and
    /// not seen now is removed.
    private mutating func prune() {
        let sources = Set(inputs.map(\.source))
        var gone: [Int64] = []
        for (uid, contact) in known where contact.outcome == nil {
            guard let source = contact.source, sources.contains(source) else { continue }
            gone.append(contact.id)
            known[uid] = nil
        }
        if !gone.isEmpty { batch.commands.append(.delete(ids: gone.sorted())) }
        summary.removed = gone.count
    }

    private mutating func flush() -> Bool {
        let full = batch
        batch = WriteBatch(commands: [], bytesRead: full.bytesRead, cards: full.cards)
        return emit(full)
    }
}
