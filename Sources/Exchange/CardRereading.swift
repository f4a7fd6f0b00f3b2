import Store
import VCard

/// The cards are the truth; the rows are what a reading of them made. When
/// this phonebook reads the same bytes differently from the one that wrote
/// the rows (a parser fix), those rows are stale, and an import cannot see
/// it: the card's hash is unchanged, so it is "unchanged". So the first
/// import after such an upgrade re-reads every stored card once, in its
/// transaction, and rewrites the rows that now differ (keeping the star,
/// the UID and the source); so does the first open of the book by a
/// command (`rereadStaleRows`), so a book only ever synced or added to is
/// read anew too.
public enum CardRereading {
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
    ///    count leave them out;
    /// 6. a group card (KIND or X-ADDRESSBOOKSERVER-KIND `group`) is a
    ///    group, no contact, and its MEMBER lines are kept, as is every
    ///    contact's CATEGORIES (migration 0032): a group card is rewritten,
    ///    the categories and members are written alone
    ///    (`AddressBook.retakeMemberships`), out of `undo` and the count.
    static let revision = AddressBook.currentCardReadingRevision

    /// Re-reads the book's cards, as `rereadIfStale`, in a transaction of
    /// its own and unjournaled (a new reading, not a change anyone made),
    /// when its rows come from an older reading; returns how many contacts
    /// changed. Nothing is read when the book only reads (a read-only file
    /// system, a full disk): it is read as it is.
    public static func rereadStaleRows(of book: AddressBook, now: Int64) throws -> Int {
        guard !book.onlyReads, try book.cardReadingRevision() < revision else { return 0 }
        return try book.transaction { try rereadIfStale(book, with: ContactWriter(book, now: now)) }
    }

    /// What a person is told when `contacts` contacts were re-read and changed.
    public static func notice(contacts: Int) -> String {
        let contacts = contacts == 1 ? "1 stored contact" : "\(contacts) stored contacts"
        return "phonebook: re-read the cards of \(contacts), which this version reads differently "
            + "from the one that stored them; they now show what their cards say"
    }

    /// Re-reads the book's cards when its rows come from an older reading,
    /// and marks them as this one's; returns how many contacts changed.
    static func rereadIfStale(_ book: AddressBook, with writer: ContactWriter) throws -> Int {
        let rowsRevision = try book.cardReadingRevision()
        guard rowsRevision < revision else { return 0 }
        var stale: [(id: Int64, record: ContactRecord)] = []
        var searchKeys: [(id: Int64, keys: ContactKeys)] = []
        var memberships: [(id: Int64, record: ContactRecord)] = []
        // From revision 5, only a card naming a group or a category reads differently.
        let words = rowsRevision == 5 ? ["KIND", "MEMBER", "CATEGORIES"] : nil
        try book.forEachStoredCard(mentioning: words) { stored in
            let record = stored.card.withUnsafeBytes { bytes in
                var problems: [VCardProblem] = []
                let card = VCardParser.parse(bytes, keeping: .fieldsOnly, problems: &problems)
                return CardMapping.record(from: card, uid: stored.uid, raw: stored.card, hash: stored.contentHash,
                                          source: stored.source)
            }
            let fields = ContactFields(record)
            let membershipsAlone = stored.fields.differsInMembershipsAlone(from: fields)
            if (fields != stored.fields && !membershipsAlone)
                || (rowsRevision < 4 && fields.keysHoldFoldedAwayCharacters) {
                stale.append((stored.id, record))
                return
            }
            if membershipsAlone { memberships.append((stored.id, record)) }
            if rowsRevision < 5 {
                let keys = ContactKeys(record)
                if stored.searchTextsDiffer(from: keys) { searchKeys.append((stored.id, keys)) }
            }
        }
        for (id, record) in stale { try writer.update(id: id, with: record) }
        for (id, keys) in searchKeys { try book.retakeSearchKeys(id: id, keys: keys) }
        try book.retakeMemberships(memberships)
        try book.setCardReadingRevision(revision)
        return stale.count
    }
}
