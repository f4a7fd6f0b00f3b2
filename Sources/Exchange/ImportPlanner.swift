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
///
/// This file holds the run, the batches and what the book holds; the rest
/// is one concern a file: what is known of each contact (`+KnownContacts`),
/// the reading of the inputs (`+Reading`) and each card's decision
/// (`+Decisions`). The state they share is internal for them alone.
struct ImportPlanner {
    let inputs: [ImportInput]
    let options: ImportOptions
    var summary = ImportSummary()

    /// Every contact known, by UID: what was stored, and what this import did with it.
    var known: [String: KnownContact] = [:]
    /// Whether what the book holds is in `known`, `sources` and `bases` yet.
    private var stored: StoredState
    /// Each distinct source once; contacts refer to them by number.
    var sources = SourceNames()
    /// The card each contact last had from each source, where `KnownContact` cannot say it.
    var bases = SourceBases()
    /// Ids are assigned here, ahead of writing, so planning never waits for SQLite.
    var nextID: Int64
    var batch = WriteBatch()
    var bytesBefore = 0
    private let emit: (WriteBatch) -> Bool
    /// Asked at each batch: true while the writer is the slower thread, so
    /// the planner folds names into keys itself; false leaves the folding
    /// to the writer, which would otherwise wait for the next batch.
    private let foldsKeys: () -> Bool
    var foldingKeys = true
    /// Whether a second thread parses cards with this one, asked at each
    /// batch: while the writer waits for batches and the last batch wrote
    /// under a quarter of its cards (an unchanged re-import). A card parsed
    /// there is parsed again here to be written, and a writer with cards to
    /// write is the slower thread, whose core a second parser would take.
    var sharesParsing = false
    /// Cards written since the last batch (`write`).
    var cardsWritten = 0
    /// Cards planned before the last batch.
    private var cardsBefore = 0
    /// Started at the first run of cards it parses.
    var secondParser: SecondParser?
    /// Kept in a dry run only, to list what would change.
    var listing: ChangeListing?

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
    mutating func isStillLoading() -> Bool {
        guard case .loading(let promised) = stored else { return false }
        guard let taken = promised.takeIfPut() else { return true }
        take(taken)
        return false
    }

    /// Whether what the book holds is taken in, waiting for its load if need
    /// be; false when the load failed.
    mutating func hasStored() -> Bool {
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
        bases = stored.bases
        // Room for every card the inputs may hold, so the table is not rehashed
        // (each time rehashing every UID) as it grows; capped for inputs of photos.
        // A re-import brings mostly UIDs the table has: reserving for the sum
        // would copy a full table into one twice its size (28 MB on 100k).
        let expected = inputs.reduce(0) { $0 + $1.size } / Importer.typicalCardBytes
        known.reserveCapacity(max(known.count, min(expected, 1 << 20)))
    }

    /// A batch goes to the writer at this many commands (or 1024 cards).
    static let batchCommands = 256

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

    /// Mirror mode: a contact last imported from one of these sources and
    /// not seen now is removed.
    private mutating func prune() {
        let mirrored = Set(inputs.map { sources.existingNumber(of: $0.source) ?? -1 })
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

    mutating func flush() -> Bool {
        let full = batch
        batch = WriteBatch(commands: [], bytesRead: full.bytesRead, cards: full.cards)
        batch.commands.reserveCapacity(Self.batchCommands)
        foldingKeys = foldsKeys()
        sharesParsing = !foldingKeys && cardsWritten * 4 < full.cards - cardsBefore
        cardsWritten = 0
        cardsBefore = full.cards
        return emit(full)
    }
}