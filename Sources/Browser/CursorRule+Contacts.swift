import Sections
import Store

/// Where the cursor goes after a change to the book (`a`, `e`, `d`, `s`,
/// `u`), when the rows of a contact may have moved to another section
/// (a new name, a star) or gone:
///
/// 1. to `contact`'s rows, when the change names one (the contact added,
///    edited or starred): its row of the cursor's identity, else its row of
///    the same item in another section (a renamed contact under its new
///    letter, an unstarred one under its letter), else its first row in the
///    cursor's section, else its first row;
/// 2. else the same row, when the new screen still has it;
/// 3. else, when the cursor's contact is gone (removed, an add undone), the
///    row that took its place: the next row of another contact that is
///    still there, else the nearest one above;
/// 4. else the rule for any rebuild (`resolve(_:from:to:)`).
extension CursorRule {
    static func resolve(_ cursor: RowID?, from old: Screen?, to new: Screen, following contact: ContactID?) -> RowID? {
        if let contact, let row = row(of: contact, like: cursor, in: new) { return row }
        guard let cursor, new.row(cursor) == nil, let old else { return resolve(cursor, from: old, to: new) }
        let before = Array(old.rows)
        guard let index = before.firstIndex(where: { $0.id == cursor }), let gone = before[index].contactID,
              !new.rows.contains(where: { $0.contactID == gone }) else { return resolve(cursor, from: old, to: new) }
        let kept = Set(new.rows.map(\.id))
        func takesItsPlace(_ row: Row) -> Bool { row.contactID != gone && kept.contains(row.id) }
        if let next = before[(index + 1)...].first(where: takesItsPlace) { return next.id }
        if let previous = before[..<index].last(where: takesItsPlace) { return previous.id }
        return resolve(cursor, from: old, to: new)
    }

    /// `contact`'s row on `screen` most like `cursor`; nil when it has none.
    private static func row(of contact: ContactID, like cursor: RowID?, in screen: Screen) -> RowID? {
        let rows = screen.rows.filter { $0.contactID == contact }.map(\.id)
        guard let cursor else { return rows.first }
        return rows.first { $0 == cursor } ?? rows.first { $0.item == cursor.item }
            ?? rows.first { $0.section == cursor.section } ?? rows.first
    }
}
