import Foundation
import Store

/// How an import behaves.
public struct ImportOptions: Sendable {
    /// Remove contacts that came from the same source earlier and are missing now (mirror mode).
    public var prune = false
    /// Report what would change; write nothing.
    public var dryRun = false
    /// Any bad card means nothing is written.
    public var strict = false

    public init(prune: Bool = false, dryRun: Bool = false, strict: Bool = false) {
        self.prune = prune
        self.dryRun = dryRun
        self.strict = strict
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
/// One import is one transaction: interrupted, the database is exactly as
/// before or exactly as after.
///
/// Reading and parsing run on a second thread (`ImportPlanner`) while this
/// one writes: on two cores the import takes about as long as the slower
/// of the two instead of their sum.
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
        if options.dryRun {
            var summary = try plan(inputs, stored: TakeOnce(try .load(from: book)), nextID: 0) { _ in }
            try summary.changes?.nameRemoved(from: book)
            return summary
        }
        let total = inputs.reduce(0) { $0 + $1.size }
        do {
            return try book.withoutForeignKeyChecks { try book.transaction {
                try write(inputs, bytes: total, progress: progress)
            } }
        } catch let refused as StrictImportRefused {
            return refused.summary
        }
    }

    /// The import inside its transaction: plan on one thread, write on this one.
    private func write(_ inputs: [ImportInput], bytes total: Int,
                       progress: ((ImportProgress) -> Void)?) throws -> ImportSummary {
        let stored = TakeOnce(try ImportPlanner.StoredContacts.load(from: book))
        let storedCount = stored.peek { $0.byUID.count }
        let writer = try ContactWriter(book, now: clock())
        let write = { [book] () throws -> ImportSummary in
            let summary = try self.plan(inputs, stored: stored, nextID: try book.nextContactID()) { batch in
                try Self.apply(batch, with: writer)
                progress?(ImportProgress(bytesRead: batch.bytesRead, bytesTotal: total, cards: batch.cards))
            }
            try writer.flush()
            return summary
        }
        var summary = Self.isBulk(bytes: total, stored: storedCount)
            ? try book.withIndexesBuiltAfterwards(write) : try write()
        if options.strict && summary.skipped > 0 {
            throw StrictImportRefused(summary: summary)
        }
        summary.committed = true
        return summary
    }

    /// An import that brings more cards than the book holds (and at least
    /// `bulkThreshold`) builds the indexes once at the end, not row by row.
    static func isBulk(bytes: Int, stored: Int) -> Bool {
        bytes / typicalCardBytes > max(stored, bulkThreshold)
    }

    static let bulkThreshold = 5_000
    /// Exported cards average a few hundred bytes; a rough count is enough here.
    static let typicalCardBytes = 300

    /// Runs the planner on its own thread and hands each batch to `write`
    /// on this one; the first error on either side stops both.
    private func plan(_ inputs: [ImportInput], stored: TakeOnce<ImportPlanner.StoredContacts>, nextID: Int64,
                      write: (WriteBatch) throws -> Void) throws -> ImportSummary {
        let handoff = Handoff<PlannerMessage>(capacity: 4)
        let spent = SpentBatches()
        let options = self.options
        let thread = Thread {
            // The planner folds keys while batches wait for the writer; when the
            // writer has caught up, it folds them itself instead of waiting.
            var planner = ImportPlanner(inputs: inputs, options: options, stored: stored.take(), nextID: nextID,
                                        foldsKeys: { !handoff.isEmpty }) {
                spent.free()
                return handoff.put(.batch($0))
            }
            do {
                if try planner.run() { _ = handoff.put(.finished(planner.summary)) }
            } catch {
                _ = handoff.put(.failed(PlannerFailure(error: error)))
            }
            handoff.close()
        }
        thread.name = "import-planner"
        thread.stackSize = 8 << 20
        thread.start()
        defer { handoff.close() }

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
            case .failed(let failure):
                throw failure.error
            }
        }
        // The planner sends a summary or an error before it closes, unless the
        // writer closed first, and that path has already thrown.
        guard let summary else { preconditionFailure("the import planner ended with neither a summary nor an error") }
        return summary
    }

    private static func apply(_ batch: WriteBatch, with writer: ContactWriter) throws {
        for command in batch.commands {
            switch command {
            case let .insert(record, keys, id):
                try writer.enqueue(record, keys: keys ?? ContactKeys(record), id: id)
            case let .update(id, record, keys):
                try writer.update(id: id, with: record, keys: keys)
            case let .moveSource(id, source):
                try writer.moveSource(id: id, to: source)
            case let .delete(ids):
                try writer.delete(ids: ids)
            }
        }
    }
}

/// What the planner thread sends: work, its result, or why it stopped.
private enum PlannerMessage: Sendable {
    case batch(WriteBatch)
    case finished(ImportSummary)
    case failed(PlannerFailure)
}

/// An error crossing from the planner thread.
private struct PlannerFailure: @unchecked Sendable {
    // @unchecked: the error is created on the planner thread and only read
    // on the writer thread after the handoff, never shared concurrently.
    let error: any Error
}

/// Moves a value to the planner thread leaving no reference behind, so the
/// planner's map of every contact is never copied on its first write.
final class TakeOnce<Value>: @unchecked Sendable {
    // @unchecked: filled before the thread starts, taken once on it, never shared.
    private var value: Value?

    init(_ value: Value) {
        self.value = value
    }

    func peek<T>(_ body: (Value) -> T) -> T {
        body(value!)
    }

    func take() -> Value {
        defer { value = nil }
        return value!
    }
}

/// Unwinds the transaction of a strict import that met a bad card.
private struct StrictImportRefused: Error {
    var summary: ImportSummary
}
