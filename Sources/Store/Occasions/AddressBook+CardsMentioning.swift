import Contacts

/// The cards that may hold a property the rows do not keep (a birthday),
/// for a reader that knows vCards to read it from them.
extension AddressBook {
    /// Each contact whose stored card contains one of `words`, ignoring
    /// ASCII case (`BDAY` finds `bday;value=date:`), with its UID and its name
    /// in `displayOrder`, in id order. A card may mention a word without
    /// holding the property (in a note): the reader decides. One scan of
    /// the contacts: dates are kept in no row, so a question about every
    /// birthday reads every card, as `list --search` reads every contact.
    /// Only book `book`'s contacts when given.
    public func forEachCard(mentioning words: [String], displayOrder: NameOrder, book: BookID? = nil,
                            _ body: (_ id: ContactID, _ uid: String, _ name: String,
                                     _ card: UnsafeRawBufferPointer) throws -> Void) throws {
        guard !words.isEmpty else { return }
        let (filter, patterns) = ContactSQL.cardMentions(words)
        try database.prepare("""
            SELECT c.id, c.uid, \(ContactSQL.nameSQL(displayOrder)), c.card FROM contacts c
            WHERE (\(filter)) AND (? IS NULL OR c.book_id = ?) ORDER BY c.id
            """).forEachRow(patterns + [book, book]) { row in
            try row.withTextBytes(3) { card in try body(row.int64(0), row.text(1), row.text(2), card) }
        }
    }
}
