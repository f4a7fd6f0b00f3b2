import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store
import Threads

/// How an import behaves.
public struct ImportOptions: Sendable {
    /// Remove contacts that came from the same source earlier and are missing now (mirror mode).
    public var prune = false
    /// Report what would change; write nothing.
    public var dryRun = false
    /// Any bad card means nothing is written.
    public var strict = false
    /// A card changed both here and in the file since the last import takes the file's version.
    public var overwrite = false
    /// What every input is written in; nil: each recognised by its content (`ImportFormat.recognised`).
    public var format: ImportFormat?
    /// The book the cards are imported into, matched against its contacts
    /// only (a UID is unique per book); nil: the default book.
    public var book: BookID?
    /// When a second thread parses cards with the planner; tests choose.
    var secondParsing = SecondParsing.whenPlannerIsSlower

    public init(prune: Bool = false, dryRun: Bool = false, strict: Bool = false, overwrite: Bool = false,
                format: ImportFormat? = nil, book: BookID? = nil) {
        self.prune = prune
        self.dryRun = dryRun
        self.strict = strict
        self.overwrite = overwrite
        self.format = format
        self.book = book
    }

    /// The same options, importing into book `book` (the default book when nil).
    public func into(_ book: BookID?) -> ImportOptions {
        var options = self
        options.book = book
        return options
    }
}

/// How far an import has got, for a progress bar.
public struct ImportProgress: Sendable {
    public var bytesRead: Int
    public var bytesTotal: Int
    public var cards: Int
}

/// Brings vCards into the address book as a sync: an unchanged card is
/// skipped by its content hash, a changed card with a known UID updates its
/// contact, nothing is duplicated, and nothing is deleted unless pruning.
/// A contact edited here keeps its edit: each remembers, per source, the
/// card last imported from it, and a changed card goes through the
/// three-way rule (`ThreeWayChange`) against that base.
/// One import is one transaction (`AddressBook.importing`): interrupted, the
/// database is exactly as before or exactly as after.
///
/// Reading and parsing run on a second thread (`ImportPlanner`) while this
/// one writes: on two cores the import takes about as long as the slower
/// of the two instead of their sum.
///
/// The life of a card, from bytes to rows:
/// 1. Its bytes are a file mapped into memory (`MappedFile`), or standard
///    input spooled to an unlinked file and mapped the same way
///    (`SpooledInput`), or bytes already in memory.
/// 2. Planner thread: a UTF-16 file is turned into a UTF-8 copy first
///    (`UTF16Input`); any other is read in place. `VCardScanner` finds the
///    card's byte range, `VCardParser` reads only the fields the store
///    keeps (`.fieldsOnly`), and `CardText.canonicalHash` hashes it
///    (`ParsedCard`). While the writer waits with little to write (an
///    unchanged re-import), a `SecondParser` thread parses and hashes
///    cards too, a run at a time (`ParsedCards`).
/// 3. Planner thread: its UID (`CardMapping.uid`) is looked up in what the
///    book held when the import began, which this thread loads meanwhile
///    (cards read before it is loaded wait as their UID and hash, and a
///    card among them that is written is parsed again; a changed one is decided by
///    `ThreeWayChange`); a new or changed card becomes a
///    `ContactRecord` with a `WriteCommand` (a new contact gets its id here,
///    ahead of writing), folded into `ContactKeys` when the writer is the
///    busier thread; an unchanged one becomes nothing.
/// 4. The commands travel in a `WriteBatch` through the `Handoff`, at most
///    four batches ahead of the writer; the mapped pages before the card are
///    released.
/// 5. This thread: the keys are folded here if the planner did not, and
///    the `ContactWriter` of `AddressBook.importing` writes the rows, 32 to
///    a statement; the spent batch goes back to be freed on whichever
///    thread has time (`SpentBatches`).
/// 6. The scope writes what the writer still holds, builds the indexes of a
///    bulk import, and commits.
///
/// The planner thread owns the inputs and their mappings, the table of
/// every known contact and the summary until it sends it; this thread owns
/// the database connection, the writer and the transaction. Only Sendable
/// values cross between them: batches, the summary, an error.
public final class Importer {
    private let book: AddressBook
    private let options: ImportOptions
    private let clock: () -> Int64

    public init(book: AddressBook, options: ImportOptions = ImportOptions(),
                clock: @escaping () -> Int64 = { Int64(Date().timeIntervalSince1970) }) {
        self.book = book
        self.options = options
        self.clock = clock
    }

    /// Imports `inputs` in order; `progress` is called now and then.
    public func run(_ inputs: [ImportInput], progress: ((ImportProgress) -> Void)? = nil) throws -> ImportSummary {
        let bookID = try options.book ?? book.defaultBookID()
        if options.dryRun {
            var summary = try plan(inputs, stored: TakeOnce(try .load(from: book, in: bookID)), nextID: 0,
                                   loading: {}) { _ in }
            try summary.changes?.nameRemoved(from: book)
            return summary
        }
        let total = inputs.reduce(0) { $0 + $1.size }
        do {
            let sources = inputs.map(\.source)
            return try book.importing(into: bookID, expectedCards: total / Self.typicalCardBytes, now: clock(),
                                      summary: { $0.journalLine(sources: sources) }) { writer in
                try write(inputs, into: bookID, with: writer, bytes: total, progress: progress)
            }
        } catch let refused as StrictImportRefused {
            return refused.summary
        }
    }

    /// The import inside its scope: plan on one thread, write on this one.
    /// A strict import that met a bad card throws, so nothing is written.
    private func write(_ inputs: [ImportInput], into bookID: BookID, with writer: ContactWriter, bytes total: Int,
                       progress: ((ImportProgress) -> Void)?) throws -> ImportSummary {
        let reread = try CardRereading.rereadIfStale(book, with: writer)
        // What the book holds is loaded here while the planner starts reading
        // the cards (it plans them once it has it).
        let stored = TakeOnce<ImportPlanner.StoredContacts?>()
        let book = self.book
        let load = {
            do {
                stored.put(try ImportPlanner.StoredContacts.load(from: book, in: bookID))
            } catch {
                stored.put(nil)  // the planner stops
                throw error
            }
        }
        var summary = try plan(inputs, stored: stored, nextID: try book.nextContactID(), loading: load) { batch in
            try Self.apply(batch, with: writer)
            progress?(ImportProgress(bytesRead: batch.bytesRead, bytesTotal: total, cards: batch.cards))
        }
        if summary.refusedByStrict { throw StrictImportRefused(summary: summary) }
        summary.reread = reread
        summary.committed = true
        return summary
    }

    /// Exported cards average a few hundred bytes; a rough count is enough
    /// for the store to choose how to write, and for the planner's tables.
    static let typicalCardBytes = 300

    /// Runs the planner on its own thread, then `loading` (which puts what
    /// `stored` is waiting for) on this one, and hands each batch to `write`
    /// on this one; the first error on either side stops both.
    private func plan(_ inputs: [ImportInput], stored: TakeOnce<ImportPlanner.StoredContacts?>, nextID: Int64,
                      loading: () throws -> Void, write: (WriteBatch) throws -> Void) throws -> ImportSummary {
        let handoff = Handoff<PlannerMessage>(capacity: 4)
        let spent = SpentBatches()
        let options = self.options
        let started = DetachedThread.start(stackSize: 8 << 20) {
            // The planner folds keys while batches wait for the writer; when the
            // writer has caught up, it folds them itself instead of waiting.
            var planner = ImportPlanner(inputs: inputs, options: options, stored: stored, nextID: nextID,
                                        foldsKeys: { !handoff.isEmpty }) {
                spent.free()
                return handoff.put(.batch($0))
            }
            do {
                if try planner.run() { _ = handoff.put(.finished(planner.summary)) }
            } catch {
                _ = handoff.put(.failed(error))
            }
            handoff.close()
        }
        precondition(started, "the import's planner thread could not start")
        defer { handoff.close() }
        do {
            try loading()
        } catch {
            // The planner stops when it asks for what failed to load (it holds
            // no connection); as when the writer fails below.
            handoff.close()
            while handoff.take() != nil {}
            throw error
        }

        var summary: ImportSummary?
        while let message = handoff.take() {
            switch message {
            case .batch(let batch):
                do {
                    try write(batch)
                    // Whichever thread has time to spare frees the batch: this one
                    // when the next batch is not ready yet (it would only wait).
                    if handoff.isEmpty {
                        _ = consume batch
                    } else {
                        spent.giveBack(batch)
                    }
                } catch {
                    handoff.close()  // the planner stops at its next batch
                    while handoff.take() != nil {}
                    throw error
                }
            case .finished(let result):
                summary = result
            case .failed(let error):
                throw error
            }
        }
        // The planner sends a summary or an error before it closes, unless the
        // writer closed first, and that path has already thrown.
        guard var summary else { preconditionFailure("the import planner ended with neither a summary nor an error") }
        summary.refusedByStrict = options.strict && summary.skipped > 0
        return summary
    }

    /// Each command applied where it lies in the batch: iterated as values,
    /// each would be copied first (a retain of every string and array of
    /// its record and keys, released after), and the batch is freed later
    /// anyway.
    private static func apply(_ batch: WriteBatch, with writer: ContactWriter) throws {
        try batch.commands.withUnsafeBufferPointer { commands in
            for index in commands.indices { try apply(commands[index], with: writer) }
        }
    }

    private static func apply(_ command: borrowing WriteCommand, with writer: ContactWriter) throws {
        switch command {
        case let .insert(record, keys, id):
            try writer.enqueue(record, keys: keys ?? ContactKeys(record), id: id)
        case let .update(id, record, keys):
            try writer.update(id: id, with: record, keys: keys, imported: true)
        case let .remember(id, source, hash):
            try writer.remember(id: id, importedFrom: source, cardHash: hash)
        case let .rememberOther(id, source, hash):
            try writer.rememberOtherSource(id: id, source: source, cardHash: hash)
        case let .delete(ids):
            try writer.delete(ids: ids)
        }
    }
}

/// What the planner thread sends: work, its result, or why it stopped.
private enum PlannerMessage: Sendable {
    case batch(WriteBatch)
    case finished(ImportSummary)
    case failed(any Error)
}

/// Unwinds the transaction of a strict import that met a bad card.
private struct StrictImportRefused: Error {
    var summary: ImportSummary
}
