import Contacts

extension AddressBook {
    /// The entries whose number is `number`, however either is written, as a
    /// phone matches a caller: equal digits, or one ends with the other over
    /// at least `PhoneDigits.minimumTrailingMatch` digits (a number stored
    /// without its country code), either side in national form also read in
    /// `region` (see `PhoneNumberForms`). A range scan on the reversed
    /// digits finds the candidates sharing the last digits (every form of a
    /// number ends as it does); `PhoneNumberForms.matches` decides.
    public func entries(withNumber number: String, region: Region? = nil,
                        displayOrder: NameOrder) throws -> [PhoneEntry] {
        let reversed = PhoneDigits.reversedDigits(of: number)
        guard !reversed.isEmpty else { return [] }
        let prefix = String(reversed.prefix(PhoneDigits.minimumTrailingMatch))
        // ":" is the character after "9": [prefix, prefix + ":") holds every key starting with prefix.
        let candidates = try database.cachedStatement("""
            SELECT c.id, c.uid, c.sort_key_family, \(EntrySQL.nameSQL(displayOrder)), p.position, p.label, p.number
            FROM phone_numbers p JOIN contacts c ON c.id = p.contact_id
            WHERE p.digits_reversed >= ? AND p.digits_reversed < ?
            ORDER BY c.sort_key_family, c.id, p.position
            """).map([prefix, prefix + ":"]) { row in
            PhoneEntry(key: EntryKey(sortKey: row.text(2), contactID: row.int64(0), position: row.int(4)),
                       uid: row.text(1), name: row.text(3), phone: PhoneRecord(label: row.text(5), number: row.text(6)))
        }
        let wanted = PhoneNumberForms(number, region: region)
        return candidates.filter { entry in
            entry.phone.map { wanted.matches(PhoneNumberForms($0.number, region: region)) } ?? false
        }
    }
}
