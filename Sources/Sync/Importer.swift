import Foundation
import Store
import VCard

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
            var pass = ImportPass(book: book, writer: nil, options: options, inputs: inputs, progress: progress)
            try pass.run()
            return pass.summary
        }
        do {
            return try book.transaction {
                var pass = ImportPass(book: book, writer: try ContactWriter(book, now: clock()),
                                      options: options, inputs: inputs, progress: progress)
                try pass.run()
                if options.strict && pass.summary.skipped > 0 {
                    throw StrictImportRefused(summary: pass.summary)
                }
                pass.summary.committed = true
                return pass.summary
            }
        } catch let refused as StrictImportRefused {
            return refused.summary
        }
    }
}

/// Unwinds the transaction of a strict import that met a bad card.
private struct StrictImportRefused: Error {
    var summary: ImportSummary
}
