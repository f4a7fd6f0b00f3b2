import Contacts
import SQLite
import Store

/// A phone number's lookup: the contacts a caller's number is (`lookup`,
/// and a CONTACT argument's number).
extension AddressBook {
    /// The entries whose number is `number`, however either is written, as a
    /// phone matches a caller: equal digits, or one ends with the other over
    /// at least `PhoneDigits.minimumTrailingMatch` digits (a number stored
    /// without its country code), either side in national form also read in
    /// `region` (see `PhoneNumberForms`). A range scan on the reversed
    /// digits finds the candidates sharing the last digits (every form of a
    /// number ends as it does); `PhoneNumberForms.matches` decides.
    /// Only book `book`'s, when given.
    public func entries(withNumber number: String, region: Region? = nil, displayOrder: NameOrder,
                        book: BookID? = nil) throws -> [PhoneEntry] {
        let reversed = PhoneDigits.reversedDigits(of: number)
        guard !reversed.isEmpty else { return [] }
        let prefix = String(reversed.prefix(PhoneDigits.minimumTrailingMatch))
        // ":" is the character after "9": [prefix, prefix + ":") holds every key starting with prefix.
        let candidates = try EntryBatch(database.cachedStatement("""
            SELECT \(ContactSQL.columns(sortColumn: "sort_key_family", displayOrder: displayOrder))
            FROM phone_numbers p JOIN contacts c ON c.id = p.contact_id
            WHERE p.digits_reversed >= ?1 AND p.digits_reversed < ?2 AND (?3 IS NULL OR c.book_id = ?3)
            ORDER BY c.sort_key_family, c.id, p.position
            """), [.text(prefix), .text(prefix + ":"), book.map { .integer($0) } ?? .null],
            limit: -1, texts: .all, details: false, bookNames: nil).entries
        let wanted = PhoneNumberForms(number, region: region)
        return candidates.filter { entry in
            entry.phone.map { wanted.matches(PhoneNumberForms($0.number, region: region)) } ?? false
        }
    }
}
