import Store
import VCard

/// Reads the inputs and decides, card by card, whether each is new, changed
/// or unchanged against what the store held when the import began; the
/// decisions leave as write commands. It owns no database connection, so it
/// runs on its own thread while the writer works through earlier batches.
///
/// A stored contact whose card differs from the file's is decided by the
/// three-way rule (`ThreeWayChange`) against the card last imported from
/// the same source, so a re-import never reverts an edit made here.
struct ImportPlanner {
    let inputs: [ImportInput]
    let options: ImportOptions
    var summary = ImportSummary()

    /// Every contact known, by UID: what was stored, and what this import did with it.
    private var known: [String: KnownContact] = [:]
    /// Whether what the book holds is in `known`, `sources` and `bases` yet.
    private var stored: StoredState
    /// Each distinct source once; contacts refer to them by index.
    private var sources: [String] = []
    private var sourceIndex: [String: Int32] = [:]
    /// The card each contact last had from each source, where `KnownContact` cannot say it.
    private var bases = SourceBases()
    /// Ids are assigned here, ahead of writing, so planning never waits for SQLite.
    private var nextID: Int64
    private var batch = WriteBatch()
    private var bytesBefore = 0
    private let emit: (WriteBatch) -> Bool
    /// Asked at each batch: true while the writer is the slower thread, so
    /// the planner folds names into keys itself; false leaves the folding
    /// to the writer, which would otherwise wait for the next batch.
    private let foldsKeys: () -> Bool
    private var foldingKeys = true
    /// Kept in a dry run only, to list what would change.
    private var listing: ChangeListing?

    /// Kept small on purpose: there is one per contact in the book, and
    /// at 100k contacts every byte here is 100 KB of resident memory.
    struct KnownContact: Sendable {
        var id: Int64
        /// The hash stored before this import (valid when `wasStored`).
        var storedHash: Int64
        var currentHash: Int64
        /// Index into `sources`; -1 for none.
        var source: Int32
        /// Where this import first saw it: index into `inputs` (-1: not yet) and line.
        var seenInput: Int32 = -1
        var seenLine: Int32 = 0
        var wasStored: Bool
        /// Which hash is the card last imported from `source`, its base (see
        /// `SourceBases`): said in a byte. Held as an Int64, it raised an
        /// unchanged 100k re-import's peak from 52.0 MB to 54.1 MB.
        var base: BaseHash = .none
        var outcome: Outcome?
    }

    /// Which hash is a contact's base for its own source.
    enum BaseHash: UInt8, Sendable {
        /// None: made here.
        case none
        /// `storedHash`: not edited since its import, nearly every contact.
        case stored
        /// `currentHash` (after this import wrote the card, or remembered it as imported).
        case current
        /// In `SourceBases`.
        case elsewhere
    }

    enum Outcome: Sendable { case added, updated, unchanged, conflict }

    /// `emit` hands a batch to the writer; false means stop (the writer failed).
    /// `stored` may be put after the planner starts (see `plan(cardsIn:of:number:mapped:)`).
    init(inputs: [ImportInput], options: ImportOptions, stored: TakeOnce<StoredContacts?>, nextID: Int64,
         foldsKeys: @escaping () -> Bool = { true }, emit: @escaping (WriteBatch) -> Bool) {
        self.foldsKeys = foldsKeys
        self.inputs = inputs
        self.options = options
        self.nextID = nextID
        self.emit = emit
        self.stored = .loading(stored)
        batch.commands.reserveCapacity(Self.batchCommands)
        if options.dryRun { listing = ChangeListing() }
    }

    private enum StoredState {
        /// The writer's thread is loading it; nil comes if the load failed.
        case loading(TakeOnce<StoredContacts?>)
        case taken
        /// The writer's thread stops the import.
        case failed
    }

    /// True while what the book holds is still loading; once it has come, it is taken in.
    private mutating func isStillLoading() -> Bool {
        guard case .loading(let promised) = stored else { return false }
        guard let taken = promised.takeIfPut() else { return true }
        take(taken)
        return false
    }

    /// Whether what the book holds is taken in, waiting for its load if need
    /// be; false when the load failed.
    private mutating func hasStored() -> Bool {
        if case .loading(let promised) = stored { take(promised.take()) }
        if case .taken = stored { return true }
        return false
    }

    /// Consumed, so that the table moved into `known` below has no other
    /// owner: borrowed, it was shared, and reserving room copied it whole
    /// (an unchanged 100k re-import's peak 57 MB against 71 MB).
    private mutating func take(_ taken: consuming StoredContacts?) {
        guard var stored = taken.take() else {
            self.stored = .failed
            return
        }
        self.stored = .taken
        known = stored.byUID
        // Left in `stored` too, the table would be shared, and reserving below
        // would copy it whole.
        stored.byUID = [:]
        sources = stored.sources
        sourceIndex = stored.sourceIndex
        bases = stored.bases
        // Room for every card the inputs may hold, so the table is not rehashed
        // (each time rehashing every UID) as it grows; capped for inputs of photos.
        // A re-import brings mostly UIDs the table has: reserving for the sum
        // would copy a full table into one twice its size (28 MB on 100k).
        let expected = inputs.reduce(0) { $0 + $1.size } / Importer.typicalCardBytes
        known.reserveCapacity(max(known.count, min(expected, 1 << 20)))
    }

    /// A batch goes to the writer at this many commands (or 1024 cards).
    private static let batchCommands = 256

    /// What the book held when the import began, in the planner's compact form.
    struct StoredContacts: Sendable {
        var byUID: [String: KnownContact] = [:]
        var sources: [String] = []
        var sourceIndex: [String: Int32] = [:]
        var bases = SourceBases()

        /// What book `bookID` of `book` holds.
        static func load(from book: AddressBook, in bookID: BookID) throws -> StoredContacts {
            var stored = StoredContacts()
            stored.byUID.reserveCapacity(try book.contactCount())
            try book.forEachStoredVersion(in: bookID) { uid, version in
                let source = version.source.map { stored.intern($0) } ?? -1
                var contact = KnownContact(id: version.id, storedHash: version.contentHash,
                                           currentHash: version.contentHash, source: source, wasStored: true)
                stored.bases.load(own: version.importedHash, of: &contact)
                stored.byUID[uid] = contact
            }
            try book.forEachOtherImportBase(in: bookID) { id, source, hash in
                stored.bases.load(other: hash, contact: id, source: stored.intern(source))
            }
            try book.forEachFormerKey(in: bookID) { key, uid, card in
                stored.bases.load(formerKey: key, uid: uid, mergedCard: card)
            }
            return stored
        }

        private mutating func intern(_ name: String) -> Int32 {
            if let index = sourceIndex[name] { return index }
            let index = Int32(sources.count)
            sources.append(name)
            sourceIndex[name] = index
            return index
        }
    }

    private mutating func intern(_ source: String?) -> Int32 {
        guard let source else { return -1 }
        if let index = sourceIndex[source] { return index }
        let index = Int32(sources.count)
        sources.append(source)
        sourceIndex[source] = index
        return index
    }

    /// Plans the whole import; false when the writer asked to stop.
    mutating func run() throws -> Bool {
        for (number, input) in inputs.enumerated() {
            let going = try input.withBytes { bytes, mapped in
                if let utf8 = UTF16Input.utf8(from: bytes) {
                    // Offsets are then in the UTF-8 copy, not in the mapping: none of it is released early.
                    return try utf8.withUnsafeBytes { try plan(anyFormatIn: $0, of: input, number: Int32(number), mapped: nil) }
                }
                return try plan(anyFormatIn: bytes, of: input, number: Int32(number), mapped: mapped)
            }
            guard going else { return false }
            bytesBefore += input.size
        }
        guard hasStored() else { return false }
        if options.prune { prune() }
        summary.changes = listing?.changes { known[$0]?.outcome }
        return flush()
    }

    /// Plans one input in its format: vCard as it is; abook, LDIF and CSV
    /// as the vCard 3.0 cards `ForeignBook` makes of them, so they are
    /// planned (hashed, compared, re-imported) exactly as cards are.
    private mutating func plan(anyFormatIn bytes: UnsafeRawBufferPointer, of input: ImportInput, number: Int32,
                               mapped: MappedFile?) throws -> Bool {
        let format = options.format ?? ImportFormat.recognised(bytes)
        guard format != .vcard else { return try plan(cardsIn: bytes, of: input, number: number, mapped: mapped) }
        let book = ForeignBook.read(bytes, as: format)
        for problem in book.problems { report(problem, in: input) }
        let converted = book.cards(as: format)
        return try converted.bytes.withUnsafeBytes {
            try plan(cardsIn: $0, of: input, number: number, mapped: nil, sourceLines: converted.sourceLines)
        }
    }

    /// Plans the cards of one input. Until the writer's thread has loaded
    /// what the book holds (`isStillLoading`), cards are read ahead: parsed,
    /// hashed and kept as what planning needs of them, then planned in order
    /// once it is loaded; a card read ahead is parsed again only if it is
    /// written. The load and the parse then run side by side: on an
    /// unchanged re-import of 100k contacts the load was a quarter of the
    /// wall time, with the planner waiting for it.
    /// `sourceLines`: for cards converted from another format, the source's
    /// line of each card's first line.
    private mutating func plan(cardsIn bytes: UnsafeRawBufferPointer, of input: ImportInput, number: Int32,
                               mapped: MappedFile?, sourceLines: [Int: Int]? = nil) throws -> Bool {
        // A run of text outside cards, or a card too large to keep, is read
        // without keeping its pages: memory stays that of the cards.
        var scanner = VCardScanner(bytes, passing: mapped.map { file in { file.release(before: $0) } })
        let problemsBefore = summary.problems.count
        var sawCard = false  // a card, good or bad
        var ahead: [ReadAhead] = []
        var read = InputRead(input: input, number: number, bytes: bytes, mapped: mapped, sourceLines: sourceLines)
        while let item = scanner.next() {
            switch item {
            case .problem(let problem):
                if ahead.isEmpty { report(problem, in: input) } else { ahead.append(.problem(problem)) }
                sawCard = sawCard || !problem.isWarning
            case .card(let raw):
                sawCard = true
                let slice = UnsafeRawBufferPointer(rebasing: bytes[raw.byteRange])
                var problems: [VCardProblem] = []
                let card = VCardParser.parse(slice, firstLine: raw.line, keeping: .fieldsOnly, problems: &problems)
                if let cutOff = raw.cutOffProblem(kept: !options.strict) { problems.insert(cutOff, at: 0) }
                let hash = CardText.canonicalHash(slice)
                let parsed = ParsedCard(range: raw.byteRange, line: raw.line, uid: CardMapping.uid(of: card, hash: hash),
                                        hash: hash, problems: problems)
                if ahead.count < Self.readAheadLimit && isStillLoading() {
                    ahead.append(.card(parsed))
                    continue
                }
                guard plan(&ahead, from: &read), plan(parsed, card: card, from: &read) else { return false }
            }
        }
        guard plan(&ahead, from: &read) else { return false }
        // An empty (or blank) file adds nothing and is no error; any other file
        // without a card (a photo, a text file) is an error, and says so once,
        // instead of the warnings about text outside any vCard.
        if !sawCard && bytes.contains(where: { !Self.isBlank($0) }) {
            summary.problems.removeSubrange(problemsBefore...)
            // Unless the file was named vCard, say what it looks like instead.
            let message = options.format == .vcard
                ? "no vCard in this file (no BEGIN:VCARD line); nothing was imported from it"
                : UnrecognisedFile.message(bytes)
            report(VCardProblem(line: 1, cardLine: nil, message: message), in: input)
        }
        return true
    }

    /// What planning a card needs but the card itself.
    private struct ParsedCard {
        var range: Range<Int>
        var line: Int
        var uid: String
        var hash: Int64
        /// Found by its parse, reported when it is planned.
        var problems: [VCardProblem]
    }

    /// A card, or a problem met between cards, read ahead in file order.
    private enum ReadAhead {
        case problem(VCardProblem)
        case card(ParsedCard)
    }

    /// The input being planned, and its source once interned (which needs what the book holds).
    private struct InputRead {
        let input: ImportInput
        let number: Int32
        let bytes: UnsafeRawBufferPointer
        let mapped: MappedFile?
        /// Converted cards only: where each card's contact begins in the source file.
        let sourceLines: [Int: Int]?
        var source: Int32?
    }

    /// Cards read ahead at most, a few MB of them (about 100 bytes each):
    /// past it, the planner waits for the load.
    private static let readAheadLimit = 1 << 16

    /// Plans what was read ahead, in order, and empties `ahead`; false when
    /// the writer asked to stop.
    private mutating func plan(_ ahead: inout [ReadAhead], from read: inout InputRead) -> Bool {
        defer { ahead.removeAll() }
        for item in ahead {
            switch item {
            case .problem(let problem):
                report(problem, in: read.input)
            case .card(let parsed):
                guard plan(parsed, card: nil, from: &read) else { return false }
            }
        }
        return true
    }

    /// Plans one card, once what the book holds is taken in; `card` is its
    /// parse, nil for one read ahead (parsed again only if it is written or
    /// named). False when the writer asked to stop, or the load failed.
    private mutating func plan(_ parsed: ParsedCard, card: VCard?, from read: inout InputRead) -> Bool {
        guard hasStored() else { return false }
        let source = read.source ?? intern(read.input.source)
        read.source = source
        let slice = UnsafeRawBufferPointer(rebasing: read.bytes[parsed.range])
        if parsed.problems.isEmpty || report(parsed.problems, ofCardIn: read.input) {
            plan(uid: parsed.uid, hash: parsed.hash, line: read.sourceLines?[parsed.line] ?? parsed.line, raw: slice, card: {
                if let card { return card }
                var again: [VCardProblem] = []  // reported when it was read ahead
                return VCardParser.parse(slice, firstLine: parsed.line, keeping: .fieldsOnly, problems: &again)
            }, from: read.input, number: read.number, source: source)
        }
        batch.cards += 1
        guard batch.commands.count >= Self.batchCommands || batch.cards % 1024 == 0 else { return true }
        batch.bytesRead = bytesBefore + parsed.range.upperBound
        read.mapped?.release(before: parsed.range.lowerBound)
        return flush()
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Plans one card, known by its UID and hash; `card` parses it (again,
    /// for a card read ahead) when it is written or named.
    private mutating func plan(uid: String, hash: Int64, line: Int, raw: UnsafeRawBufferPointer,
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
        let record = CardMapping.record(from: card, uid: uid, raw: Array(raw), hash: hash, source: input.source)
        let keys = foldingKeys ? ContactKeys(record) : nil
        listing?.wrote(uid: uid, name: record.displayName)
        if !contact.wasStored && contact.outcome == nil {
            contact.id = nextID
            nextID += 1
            batch.commands.append(.insert(record, keys, id: contact.id))
        } else {
            if contact.source != source {
                bases.leave(&contact, for: source, sources: sources, commands: &batch.commands)
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
        bases.remember(hash, from: source, for: &contact, adopting: adopting, sources: sources,
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

    private mutating func report(_ problem: VCardProblem, in input: ImportInput) {
        summary.problems.append(ImportProblem(file: input.name, line: problem.line, message: Self.message(problem),
                                              isWarning: problem.isWarning))
        if !problem.isWarning { summary.skipped += 1 }
    }

    /// Reports what the parser found inside one card; false when it costs the card. A malformed line is
    /// left out of the card with a warning, a card without its END is kept with what it holds, with a
    /// warning; in a strict import, either refuses the card as an error.
    private mutating func report(_ problems: [VCardProblem], ofCardIn input: ImportInput) -> Bool {
        let isIncomplete = problems.contains { $0.severity == .skippedLine || $0.severity == .cutOff }
        let refused = isIncomplete && options.strict
        for problem in problems {
            var message = Self.message(problem)
            var isWarning = true
            if problem.severity == .cutOff {
                isWarning = !refused
            } else if problem.severity == .skippedLine {
                if refused {
                    isWarning = false
                } else {
                    message = CardProblemWording.leftOut(problem)
                }
            }
            summary.problems.append(ImportProblem(file: input.name, line: problem.line, message: message,
                                                  isWarning: isWarning))
        }
        if refused {
            summary.skipped += 1
        } else if isIncomplete {
            summary.incomplete += 1
        }
        return !refused
    }

    private static func message(_ problem: VCardProblem) -> String {
        CardProblemWording.message(problem)
    }

    /// Mirror mode: a contact last imported from one of these sources and
    /// not seen now is removed.
    private mutating func prune() {
        let mirrored = Set(inputs.map { sourceIndex[$0.source] ?? -1 })
        var gone: [Int64] = []
        for (uid, contact) in known where contact.outcome == nil && contact.source >= 0 {
            guard mirrored.contains(contact.source) else { continue }
            gone.append(contact.id)
            listing?.removes(uid: uid, id: contact.id)
            known[uid] = nil
        }
        if !gone.isEmpty { batch.commands.append(.delete(ids: gone.sorted())) }
        summary.removed = gone.count
    }

    private mutating func flush() -> Bool {
        let full = batch
        batch = WriteBatch(commands: [], bytesRead: full.bytesRead, cards: full.cards)
        batch.commands.reserveCapacity(Self.batchCommands)
        foldingKeys = foldsKeys()
        return emit(full)
    }
}
