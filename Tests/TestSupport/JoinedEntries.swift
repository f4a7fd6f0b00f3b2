@testable import Reading
import SQLite
import Store

/// What the join of every contact with its numbers lists for `query`, read
/// from the truth (contacts, phone_numbers) in the query's own orders, its
/// search tested on every contact (a letter's by its bit): what the
/// listing, a search's matches and the counts are held to.
public func joinedEntries(_ book: AddressBook, _ query: EntryQuery) throws -> [PhoneEntry] {
    let search = query.search.map { term -> ContactFilter.Search in
        SearchLetters.only(term).map { .letter($0) } ?? .scan(term)
    }
    let filter = ContactFilter(query, search: search ?? .none)
    let kept = filter.conditions(on: "c")
    let column = "c.\(filter.sortColumn)"
    let range = query.section.map(PageSQL.keyRange(ofSection:))
    let values = (range.map { [SQLiteValue.text($0.low), .text($0.high)] } ?? []) + kept.values
    return try EntryBatch(book.database.prepare("""
        SELECT \(ContactSQL.columns(sortColumn: filter.sortColumn, displayOrder: query.displayOrder))
        FROM contacts c LEFT JOIN phone_numbers p ON p.contact_id = c.id
        WHERE \(range == nil ? ContactSQL.personKey(column) : "\(column) >= ? AND \(column) < ?")\(kept.text)
        ORDER BY \(column), c.id, p.position
        """), values, limit: -1, texts: .all, details: false, bookNames: nil).entries
}
