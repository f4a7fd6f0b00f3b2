import Reading
import Store

extension Row {
    /// A phone entry as a row of `section`: a `PhoneEntryRow`, or a
    /// `ContactRow` when the contact has no number.
    public static func entry(_ entry: PhoneEntry, in section: SectionID) -> Row {
        guard let phone = entry.phone else {
            return Row(ContactRow(key: entry.key, uid: entry.uid, name: entry.name, detail: entry.detail,
                                  book: entry.book), in: section)
        }
        return Row(PhoneEntryRow(key: entry.key, uid: entry.uid, name: entry.name, phone: phone, detail: entry.detail,
                                 book: entry.book),
                   in: section)
    }

    /// The record of the row `entry(_:in:)` makes of the entry in `columns`,
    /// written straight from the stored bytes: no entry, row or field is
    /// built. `bookNames` names its book, when the listing spans several.
    public static func writeEntryRecord(_ columns: EntryColumns, bookNames: [BookID: String]? = nil,
                                        to writer: inout some RecordWriter) {
        let book = columns.book.flatMap { bookNames?[$0] }
        guard let position = columns.position else {
            return ContactRow.writeRecord(contact: columns.contactID, uid: columns.uid, name: columns.name, book: book,
                                          to: &writer)
        }
        PhoneEntryRow.writeRecord(contact: columns.contactID, position: position, uid: columns.uid, name: columns.name,
                                  label: columns.label, number: columns.number, book: book, to: &writer)
    }
}
