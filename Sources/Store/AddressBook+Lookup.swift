import Contacts

extension AddressBook {
    /// The entries whose number is `number`, however either is written, as a
    /// phone matches a caller: equal digits, or one ends with the other over
    /// at least `PhoneDigits.minimumTrailingMatch` digits (a number stored
    /// without its country code). A range scan on the reversed digits finds
    /// the candidates sharing the last digits; `PhoneDigits.matches` decides.
    public func entries(withNumber number: String, displayOrder: NameOrder) throws -> [PhoneEntry] {
        let reversed = PhoneDigits.reversedDigits(of: number)
        guard !reversed.isEmpty else { return [] }
        let prefix = String(reversed.prefix(PhoneDigits.minimumTrailingMatch))
        // ":" is the character after "9": [prefix, prefix + ":") holds every key starting with prefix.
        let candidates = try database.cachedStatement("""
            SELECT p.digits_reversed, c.id, c.uid, c.sort_key_family, \(EntrySQL.nameSQL(displayOrder)), p.position, p.label, p.number
            FROM phone_numbers p JOIN contacts c ON c.id = p.contact_id
            WHERE p.digits_reversed >= ? AND p.digits_reversed < ?
            ORDER BY c.sort_key_family, c.id, p.position
            """).map([prefix, prefix + ":"]) { row -> (String, PhoneEntry) in
            (row.text(0), PhoneEntry(
                key: EntryKey(sortKey: row.text(3), contactID: row.int64(1), position: row.int(5)),
                uid: row.text(2), name: row.text(4), phone: PhoneRecord(label: row.text(6), number: row.text(7))))
        }
        let digits = PhoneDigits.digits(of: number)
        return candidates.filter { PhoneDigits.matches(String($0.0.reversed()), digits) }.map(\.1)
    }
}
