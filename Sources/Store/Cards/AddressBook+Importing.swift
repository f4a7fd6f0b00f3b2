extension AddressBook {
    /// Runs `body` as one import: everything it writes through `writer`
    /// lands in one transaction, or none of it does when `body` throws.
    ///
    /// The scope owns the ways a bulk write goes fast: foreign-key checks
    /// are off for its length (so the writer may put a contact's numbers
    /// into their table before the contact itself), and an import expecting
    /// more cards than the book holds makes the indexes of the tables it
    /// fills and fills the read models once at the end (see `writingInBulk`). The writer lives as long as the
    /// scope; what it still holds is written when `body` returns.
    ///
    /// The whole import is one journal entry (`undo` reverts it in one
    /// step), summarized by `summary` from what `body` returned; an import
    /// that changed nothing leaves no entry.
    ///
    /// - Parameters:
    ///   - book: the book new contacts go into; the default book when nil.
    ///   - expectedCards: a rough count of the cards to come; it decides only how to write, never what.
    ///   - now: the time recorded as the contacts' creation and update, and as the journal entry's.
    ///   - summary: the entry's line for `history`, e.g. "import /path/contacts.vcf: 3 added".
    public func importing<T>(into book: BookID? = nil, expectedCards: Int, now: Int64,
                             summary: (T) -> String = { _ in "import" },
                             _ body: (ContactWriter) throws -> T) throws -> T {
        // A bulk write turns the triggers off (`startBulkWrite`); on again even when it fails.
        defer { database.firesTriggers = true }
        return try withoutForeignKeyChecks {
            try transaction {
                let recorder = try ChangeRecorder(database, kind: .import, now: now)
                let result = try isBulkImport(expectedCards: expectedCards)
                    ? try writingInBulk { try write(into: book, now: now, recorder: recorder, body) }
                    : try writeTurningBulk(into: book, now: now, recorder: recorder, body)
                try recorder.finish(summary: summary(result), bounds: try appSettings().journalBounds)
                return result
            }
        }
    }

    /// Runs `body` with a writer that can enqueue, then writes what it still holds.
    private func write<T>(into book: BookID?, now: Int64, recorder: ChangeRecorder,
                          turningBulk: ContactWriter.TurningBulk? = nil,
                          _ body: (ContactWriter) throws -> T) throws -> T {
        let writer = try ContactWriter(self, now: now, enqueues: true, into: book)
        writer.recorder = recorder
        writer.turningBulk = turningBulk
        let result = try body(writer)
        try writer.flush()
        return result
    }

    /// `write` for an import expected to be smaller than the book, which
    /// turns into a bulk write (`startBulkWrite`, then `finishBulkWrite` at the end)
    /// once it has written more contacts than `bulkThreshold` and a
    /// twentieth of the book: a re-import that changes most cards of a
    /// large book, or adds many to it. Row by row, each change fires the
    /// read models' triggers and updates their tables at random places
    /// through a small page cache, spilling pages to the log.
    private func writeTurningBulk<T>(into book: BookID?, now: Int64, recorder: ChangeRecorder,
                                     _ body: (ContactWriter) throws -> T) throws -> T {
        var setAside: SetAsideIndexes?
        let turningBulk = ContactWriter.TurningBulk(after: Self.bulkThreshold) { [self] written in
            // Counted once the import is large enough for it to matter.
            let point = max(Self.bulkThreshold, try contactCount() / 20)
            guard written >= point else { return point }
            setAside = try startBulkWrite()
            return nil
        }
        let result = try write(into: book, now: now, recorder: recorder, turningBulk: turningBulk, body)
        if let setAside { try finishBulkWrite(setAside) }
        return result
    }

    /// An import that brings more cards than the book holds (and at least
    /// `bulkThreshold`) fills the read models once at the end, not row by row.
    private func isBulkImport(expectedCards: Int) throws -> Bool {
        // Counted only when it can matter: a small import never is bulk.
        guard expectedCards > Self.bulkThreshold else { return false }
        return Self.isBulkImport(expectedCards: expectedCards, stored: try contactCount())
    }

    static func isBulkImport(expectedCards: Int, stored: Int) -> Bool {
        expectedCards > max(stored, bulkThreshold)
    }

    /// Below this many cards, filling the read models again from every row costs more than the triggers.
    static let bulkThreshold = 200
}
