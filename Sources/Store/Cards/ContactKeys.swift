import Contacts

/// The keys stored beside a record: both sort orders' keys and what a
/// search matches in the contact itself, in two texts: the names
/// (`searchText`), which every search looks at, and the rest of the card
/// (`searchDetails`), which only `list --search` and the browser's search
/// look at (`SearchTerm.looksAtDetails`), so a mail query for "smith"
/// offers nobody for living on Smith Street. Computed apart from writing,
/// so an import can fold names on another thread.
///
/// Each text is its folded parts joined by U+0001, which no search term
/// holds: a search matches within one part at a time, so a part that
/// another part of the names contains adds nothing.
///
/// Every email is in the names, the ones that are not plain ASCII folded,
/// then the ASCII ones in their lowercase (their fold), so a search that
/// no index serves reads one row a contact, not the contacts and then
/// every email: a search of "to" on 100k contacts reads 16.5 ms in one,
/// against 12 ms of sort-key index and 12 ms of emails (sqlite3, fastest
/// of 25).
public struct ContactKeys: Sendable {
    public let familyFirst: SortKey
    public let givenFirst: SortKey
    /// The names: the display name, the name family first, the nicknames
    /// (a merge keeps the names of the contacts merged away as nicknames),
    /// the organization and the emails.
    public let searchText: String
    /// The rest of the card: the title, every postal address part, the
    /// note's lines and the categories.
    public let searchDetails: String
    /// Each number's digits last-first, in the record's order.
    public let reversedDigits: [String]
    /// The letters and digits a search of one finds the contact by
    /// (`SearchLetters`): its names', not its details'.
    public let letters: Int64

    public init(_ record: ContactRecord) {
        let name = FoldedName(given: record.givenName, family: record.familyName, displayName: record.displayName)
        let emails = record.emails.lazy.map(\.address)
        searchText = Self.searchText(name, nicknames: record.nicknames, organization: record.organization,
                                     emails: emails)
        searchDetails = Self.searchDetails(record)
        // The digits of the number alone: an extension is not what a caller ID shows.
        var digits: [String] = []
        digits.reserveCapacity(record.phones.count)
        for phone in record.phones {
            digits.append(PhoneDigits.reversedDigits(of: phone.number))
        }
        reversedDigits = digits
        letters = SearchLetters.of(searchText: searchText, emails: emails, reversedDigits: digits)
        familyFirst = SortKey(folded: name, order: .familyFirst)
        givenFirst = SortKey(folded: name, order: .givenFirst)
    }

    /// The names' search text of a contact with `name`, `nicknames`,
    /// `organization` and `emails` (in card order): the name's parts
    /// (`FoldedName.searchParts`), the display name first (a CONTACT
    /// argument that is the whole display name wins by it), then each
    /// nickname no part holds already, the organization, the emails. The ASCII emails come
    /// last, each unless a part before them holds it already (a contact
    /// named by its address): so migration 0018 could append them to the
    /// texts stored before it, testing each against the stored text.
    static func searchText(_ name: FoldedName, nicknames: [String] = [], organization: String,
                           emails: some Collection<String>) -> String {
        var parts = name.searchParts
        parts.reserveCapacity(parts.count + 1 + nicknames.count + emails.count)
        for nickname in nicknames {
            let folded = FoldedText(nickname)
            if !parts.contains(where: { $0.contains(folded) }) { parts.append(folded) }
        }
        parts.append(FoldedText(organization))
        for address in emails where !Self.isASCII(address) { parts.append(FoldedText(address)) }
        let held = parts.count
        for address in emails where Self.isASCII(address) {
            let folded = FoldedText(address)
            if !parts[..<held].contains(where: { $0.contains(folded) }) { parts.append(folded) }
        }
        return KeyText.join(parts)
    }

    /// The details' search text of `record`: its title, its postal
    /// addresses' parts, its note and its categories, each line a part of
    /// its own (folding drops a line break, which would join two lines'
    /// words into one).
    static func searchDetails(_ record: ContactRecord) -> String {
        var parts: [FoldedText] = []
        func add(_ text: String) {
            guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return parts.append(FoldedText(text)) }
            for line in text.split(whereSeparator: \.isNewline) { parts.append(FoldedText(String(line))) }
        }
        add(record.title)
        record.addressParts.forEach(add)
        add(record.note)
        record.categories.forEach(add)
        return KeyText.join(parts)
    }

    private static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }
}
