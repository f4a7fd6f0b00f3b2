extension AddressBook {
    /// Runs `body` as one import: everything it writes through `writer`
    /// lands in one transaction, or none of it does when `body` throws.
    ///
    /// The scope owns the ways a bulk write goes fast: foreign-key checks
    /// are off for its length (so the writer may put a contact's numbers
    /// into their table before the contact itself), and an import expecting
    /// more cards than the book holds builds the indexes once at the end
    /// (see `withIndexesBuiltAfterwards`). The writer lives as long as the
    /// scope; what it still holds is written when `body` returns.
    ///
    /// - Parameters:
    ///   - expectedCards: a rough count of the cards to come; it decides only how to write, never what.
    ///   - now: the time recorded as the contacts' creation and update.
    public func importing<T>(expectedCards: Int, now: Int64, _ body: (ContactWriter) throws -> T) throws -> T {
        try withoutForeignKeyChecks {
            try transaction {
                guard try isBulkImport(expectedCards: expectedCards) else { return try write(now: now, body) }
                return try withIndexesBuiltAfterwards { try write(now: now, body) }
            }
        }
    }

    /// Runs `body` with a writer that can enqueue, then writes what it still holds.
    private func write<T>(now: Int64, _ body: (ContactWriter) throws -> T) throws -> T {
        let writer = try ContactWriter(self, now: now, enqueues: true)
        let result = try body(writer)
        try writer.flush()
        return result
    }

    /// An import that brings more cards than the book holds (and at least
    /// `bulkThreshold`) builds the indexes once at the end, not row by row.
    private func isBulkImport(expectedCards: Int) throws -> Bool {
        // Counted only when it can matter: a small import never is bulk.
        guard expectedCards > Self.bulkThreshold else { return false }
        return Self.isBulkImport(expectedCards: expectedCards, stored: try contactCount())
    }

    static func isBulkImport(expectedCards: Int, stored: Int) -> Bool {
        expectedCards > max(stored, bulkThreshold)
    }

    /// Below this many cards, dropping and rebuilding the indexes costs more than it saves.
    static let bulkThreshold = 5_000
}
