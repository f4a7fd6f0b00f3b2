import Contacts
import SQLite
import Store

/// The statement of a page of entries: the listing's rows (`Listing`: every
/// entry in list order under its key, a contact without a number at
/// position -1, in the settings' orders) in a section's range of keys,
/// strictly beyond a key, that a filter keeps, nearest the key first. One
/// range of one b-tree, read either way, so a page costs the same at the
/// end of a 100k book as at its start. Only fixed fragments are spliced
/// in; every value is bound.
enum PageSQL {
    /// Up to `limit` entries (every one when negative) of `section`'s range
    /// (every section when nil) beyond `key` (from an end when nil),
    /// forward or backward, that `filter` keeps; each with its contact's
    /// UID, detail and book where asked (columns SQLite need not decode for
    /// every row otherwise).
    static func page(section: (low: String, high: String)?, beyond key: EntryKey?, forward: Bool, limit: Int,
                     filter: ContactFilter, uids: Bool, details: Bool, books: Bool) -> (text: String, values: [SQLiteValue]) {
        var text = """
            SELECT l.id, l.sort_key, l.name, l.position, l.label, l.number\(uids ? ", l.uid" : "")\
            \(details ? ", l.detail" : "")\(books ? ", l.book_id" : "") FROM listing l WHERE 1
            """
        var values: [SQLiteValue] = []
        if let key {
            // The key as a row value bounds the read, so SQLite seeks it and
            // reads only the page, however many entries share its sort key.
            text += " AND (l.sort_key, l.id, l.position) \(forward ? ">" : "<") (?, ?, ?)"
            values += [.text(key.sortKey), .integer(key.contactID), .integer(Int64(key.position))]
            if let section {
                text += forward ? " AND l.sort_key < ?" : " AND l.sort_key >= ?"
                values.append(.text(forward ? section.high : section.low))
            }
        } else if let section {
            text += " AND l.sort_key >= ? AND l.sort_key < ?"
            values += [.text(section.low), .text(section.high)]
        }
        let kept = filter.onListing
        let order = forward ? "" : " DESC"
        return (text + kept.text + " ORDER BY l.sort_key\(order), l.id\(order), l.position\(order) LIMIT ?",
                values + kept.values + [.integer(Int64(limit))])
    }

    /// The sort keys of a section lie in [low, high): "A" up to "B", and
    /// "#" (stored as "~") up to DEL, where every section's keys end
    /// (`SortKey.sectionsEnd`).
    static func keyRange(ofSection title: String) -> (low: String, high: String) {
        guard let scalar = title.unicodeScalars.first, title != "#" else {
            return (String(SortKey.otherSection), SortKey.sectionsEnd)
        }
        return (title, String(UnicodeScalar(UInt8(scalar.value + 1))))
    }
}
