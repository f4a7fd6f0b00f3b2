/// Cards inside a card: a vCard 2.1 `AGENT` property (vCard 2.1 §2.6.4) may hold a whole card, written on
/// the lines after it, and some writers nest cards without an AGENT line (Android's test data has both).
/// The nested card belongs to the outer card's text; it is not a contact of its own.
///
/// A `BEGIN:VCARD` inside an open card is either such a nested card or the start of the next card after
/// one whose `END:VCARD` is missing. It is nested when the outer card still ends after it: reading on,
/// the nested card's END comes before any other BEGIN, and then, with only more nested cards between,
/// an END closes the outer card. ``VCardScanner`` and ``CardDecoder`` both decide it here, so they frame
/// cards the same way.
enum NestedCard {
    /// Skips the nested card whose `BEGIN:VCARD` line, `begin`, `cursor` has just read, and returns true;
    /// false when that line starts a new card. `nestedUntil` is where the open card's END starts once a
    /// nested card was found in it (0 before): every BEGIN before it is nested, with no need to look again.
    static func skip(ifNested begin: PhysicalLine, _ cursor: inout LineCursor, nestedUntil: inout Int) -> Bool {
        if begin.start >= nestedUntil, let outerEnd = outerEnd(after: cursor) {
            nestedUntil = outerEnd
        }
        guard begin.start < nestedUntil else { return false }
        skip(&cursor)
        return true
    }

    /// When the `BEGIN:VCARD` line `cursor` has just read opens a nested card: the offset where the outer
    /// card's `END:VCARD` line starts (every BEGIN before it is nested too). Nil when it starts a new card.
    ///
    /// It stops at the first line that decides, and a caller looks again only past that offset or after
    /// a new card began there, so a file is read at most twice over however its cards nest.
    private static func outerEnd(after cursor: LineCursor) -> Int? {
        var lines = cursor
        var insideNested = true
        while let line = lines.next() {
            switch Delimiter.kind(lines.base, line) {
            case .end?:
                if !insideNested { return line.start }
                insideNested = false
            case .begin?:
                if insideNested { return nil }
                insideNested = true
            case nil:
                continue
            }
        }
        return nil
    }

    /// Moves `cursor`, just past a nested card's `BEGIN:VCARD`, past that card's `END:VCARD` line.
    private static func skip(_ cursor: inout LineCursor) {
        while let line = cursor.next() {
            if Delimiter.kind(cursor.base, line) == .end { return }
        }
    }
}
