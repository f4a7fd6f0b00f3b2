import Reading

/// The rest of a continued section, after the rows its screen holds, read
/// a batch at a time to the section's end: how a printer lists a section
/// of any length in flat memory. A batch's entries are written from its
/// bytes (`Row.writeRecord(of:to:)`, `Row.writeCells(of:shown:to:)`).
public struct SectionRest {
    private let query: EntryQuery
    /// The texts its printer writes.
    private let texts: EntryBatch.Texts
    private var after: EntryKey?
    private var ended = false

    /// The rest that `request`, a section's continuation, reads: its
    /// entries after its key (a screen built for a printer has no gap),
    /// with the `texts` its printer writes.
    public init(_ request: PageRequest, texts: EntryBatch.Texts) {
        query = request.query
        self.texts = texts
        after = request.after
    }

    /// The next entries, up to `count`; nil once the section has ended.
    public mutating func next(_ count: Int, from source: some EntrySource) throws -> EntryBatch? {
        guard !ended else { return nil }
        let batch = try source.batch(query, beyond: after, forward: true, limit: count, texts: texts)
        ended = batch.count < count
        after = batch.lastKey ?? after
        return batch
    }
}
