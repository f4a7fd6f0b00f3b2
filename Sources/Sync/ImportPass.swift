import Store
import VCard

/// One run over the inputs: decides per card whether it is new, changed or
/// unchanged against what the store held when the import began.
struct ImportPass {
    let book: AddressBook
    /// Nil on a dry run: decisions are made and counted, nothing is written.
    let writer: ContactWriter?
    let options: ImportOptions
    let inputs: [ImportInput]
    let progress: ((ImportProgress) -> Void)?
    var summary = ImportSummary()

    /// Every contact known, by UID: what was stored, and what this import did with it.
    private var known: [String: KnownContact] = [:]
    private var bytesBefore = 0
    private var bytesTotal = 0
    private var cards = 0

    private struct KnownContact {
        var id: Int64?
        /// The hash stored before this import; nil for a contact this import added.
        var storedHash: Int64?
        var currentHash: Int64
        var source: String?
        /// Where this import saw it, to name the first place when a UID repeats.
        var seenAt: (file: String, line: Int)?
        var outcome: Outcome?
    }

    private enum Outcome { case added, updated, unchanged }

    init(book: AddressBook, writer: ContactWriter?, options: ImportOptions, inputs: [ImportInput],
         progress: ((ImportProgress) -> Void)?) {
        self.book = book
        self.writer = writer
        self.options = options
        self.inputs = inputs
        self.progress = progress
    }

    mutating func run() throws {
        for (uid, stored) in try book.storedVersions() {
            known[uid] = KnownContact(id: stored.id, storedHash: stored.contentHash,
                                      currentHash: stored.contentHash, source: stored.source)
        }
        bytesTotal = inputs.reduce(0) { $0 + $1.size }
        if writer != nil && bytesTotal / Self.typicalCardBytes > max(known.count, Self.bulkThreshold) {
            try book.withIndexesBuiltAfterwards { try importAll() }
        } else {
            try importAll()
        }
    }

    /// An import that brings more cards than the book holds (and at least
    /// this many) builds the indexes once at the end instead of row by row.
    static let bulkThreshold = 5_000
    /// Cards in exported files average a few hundred bytes; a rough count is enough here.
    static let typicalCardBytes = 300

    private mutating func importAll() throws {
        for input in inputs {
            try input.withBytes { bytes, mapped in
                try importCards(in: bytes, of: input, mapped: mapped)
            }
            bytesBefore += input.size
        }
        if options.prune {
            try prune()
        }
    }

    private mutating func importCards(in bytes: UnsafeRawBufferPointer, of input: ImportInput,
                                      mapped: MappedFile?) throws {
        var scanner = VCardScanner(bytes)
        var cardsInInput = 0
        var problemsInInput = 0
        while let item = scanner.next() {
            switch item {
            case .problem(let problem):
                report(problem, in: input)
                problemsInInput += 1
            case .card(let raw):
                cardsInInput += 1
                let slice = UnsafeRawBufferPointer(rebasing: bytes[raw.byteRange])
                do {
                    let card = try VCardParser.parse(slice, firstLine: raw.line)
                    try apply(card, raw: slice, from: input)
                } catch let problem as VCardProblem {
                    report(problem, in: input)
                }
                cards += 1
                if cards % 2048 == 0 {
                    mapped?.release(before: raw.byteRange.lowerBound)
                    progress?(ImportProgress(bytesRead: bytesBefore + raw.byteRange.upperBound,
                                             bytesTotal: bytesTotal, cards: cards))
                }
            }
        }
        if cardsInInput == 0 && problemsInInput == 0 && bytes.contains(where: { !isBlank($0) }) {
            report(VCardProblem(line: 1, cardLine: nil, message: "no vCard in this file (no BEGIN:VCARD line)"),
                   in: input)
        }
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func apply(_ card: VCard, raw: UnsafeRawBufferPointer, from input: ImportInput) throws {
        let hash = CardText.canonicalHash(raw)
        let uid = CardMapping.uid(of: card, hash: hash)
        var contact = known[uid] ?? KnownContact(id: nil, storedHash: nil, currentHash: 0, source: nil)

        if let first = contact.seenAt {
            summary.problems.append(ImportProblem(
                file: input.name, line: card.line,
                message: "UID \(uid) appears again (first at \(first.file):\(first.line)); the last one wins",
                isWarning: true))
        }
        contact.seenAt = (input.name, card.line)

        if contact.outcome == nil && contact.storedHash == hash {
            // Unchanged: nothing to write, unless it now comes from another source.
            if contact.source != input.source, let id = contact.id {
                try writer?.moveSource(id: id, to: input.source)
                contact.source = input.source
            }
            setOutcome(.unchanged, of: &contact)
        } else if contact.currentHash != hash || contact.id == nil {
            let record = CardMapping.record(from: card, raw: Array(raw), hash: hash, source: input.source)
            if let id = contact.id {
                try writer?.update(id: id, with: record)
            } else if let writer {
                contact.id = try writer.insert(record)
            } else {
                contact.id = -1  // a dry run: counts as present from here on
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
        summary.problems.append(ImportProblem(file: input.name, line: problem.line, message: problem.message,
                                              isWarning: problem.isWarning))
        if !problem.isWarning { summary.skipped += 1 }
    }

    /// Mirror mode: a contact last imported from one of these sources and
    /// not seen now is removed.
    private mutating func prune() throws {
        let sources = Set(inputs.map(\.source))
        var gone: [Int64] = []
        for (uid, contact) in known where contact.outcome == nil {
            guard let source = contact.source, sources.contains(source), let id = contact.id else { continue }
            gone.append(id)
            known[uid] = nil
        }
        try writer?.delete(ids: gone)
        summary.removed = gone.count
    }
}
