import Store
import VCard

/// The cards are the truth; the rows are what a reading of them made. When
/// this phonebook reads the same bytes differently from the one that wrote
/// the rows (a parser fix), those rows are stale, and an import cannot see
/// it: the card's hash is unchanged, so it is "unchanged". So the first
/// import after such an upgrade re-reads every stored card once, in its
/// transaction, and rewrites the rows that now differ (keeping the star,
/// the UID and the source).
enum CardRereading {
    /// Raised whenever the same card bytes give other fields:
    /// 1. the first readings;
    /// 2. a quoted-printable soft break keeps the next line's leading blank,
    ///    any charset iconv knows, 8-bit text without a charset as
    ///    Windows-1252, a malformed line costs only itself, nested (AGENT)
    ///    and grouped cards, empty TEL and EMAIL values dropped, 2.1
    ///    backslashes kept, bare `FAX,WORK` types;
    /// 3. 8-bit text without a charset in the code page the card names on
    ///    another line or reads best in (not always Windows-1252), a control
    ///    byte kept in its value, Android's backslash-continued 2.1 ADR
    ///    joined, a card without END:VCARD kept with what it holds;
    /// 4. the fields are read the same, but search and sort keys fold
    ///    control characters and bidi overrides out: contacts whose keys
    ///    held them are rewritten;
    /// 5. the search texts hold the name family first, the nicknames, and
    ///    the rest of the card (title, postal addresses, note, categories):
    ///    contacts whose texts differ get them, and nothing else
    ///    (`AddressBook.retakeSearchKeys`), so `undo` and the import's
    ///    count leave them out.
    static let revision = 5

    /// Re-reads the book's cards when its rows come from an older reading,
    /// and marks them as this one's; returns how many contacts changed.
    static func rereadIfStale(_ book: AddressBook, with writer: ContactWriter) throws -> Int {
        let rowsRevision = try book.cardReadingRevision()
        guard rowsRevision < revision else { return 0 }
        var stale: [(id: Int64, record: ContactRecord)] = []
        var searchKeys: [(id: Int64, keys: ContactKeys)] = []
        try book.forEachStoredCard { stored in
            let record = stored.card.withUnsafeBytes { bytes in
                var problems: [VCardProblem] = []
                let card = VCardParser.parse(bytes, keeping: .fieldsOnly, problems: &problems)
                return CardMapping.record(from: card, uid: stored.uid, raw: stored.card, hash: stored.contentHash,
                                          source: stored.source)
            }
            let fields = ContactFields(record)
            if fields != stored.fields || (rowsRevision < 4 && fields.keysHoldFoldedAwayCharacters) {
                stale.append((stored.id, record))
            } else if rowsRevision < 5 {
                let keys = ContactKeys(record)
                if stored.searchTextsDiffer(from: keys) { searchKeys.append((stored.id, keys)) }
            }
        }
        for (id, record) in stale { try writer.update(id: id, with: record) }
        for (id, keys) in searchKeys { try book.retakeSearchKeys(id: id, keys: keys) }
        try book.setCardReadingRevision(revision)
        return stale.count
    }
}
