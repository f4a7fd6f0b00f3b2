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

    /// The record of the row `entry(_:in:)` makes of an entry of a batch,
    /// written from the batch's bytes: no entry, row or field is made.
    /// Inlinable, as the kinds' writers are: a printer's writer is then
    /// specialized into them, where through witness tables each cell or
    /// field costs a generic call chain and its metadata.
    @inlinable
    public static func writeRecord(of entry: ListedEntry, to writer: inout some RecordWriter) {
        guard let position = entry.position else {
            return ContactRow.writeRecord(contact: entry.contactID, uid: entry.uid, name: entry.name, book: entry.book,
                                          to: &writer)
        }
        PhoneEntryRow.writeRecord(contact: entry.contactID, position: position, uid: entry.uid, name: entry.name,
                                  label: entry.label, number: entry.number, book: entry.book, to: &writer)
    }

    /// The cells of the row `entry(_:in:)` makes of an entry of a batch,
    /// written from the batch's bytes; `shown` is room for its detail with
    /// its book's name, where the listing names books.
    @inlinable
    public static func writeCells(of entry: ListedEntry, shown: inout [UInt8], to writer: inout some CellWriter) {
        guard EntryDetail.shown(entry.detail, book: entry.book, into: &shown) else {
            return writeCells(of: entry, detail: entry.detail, to: &writer)
        }
        shown.withUnsafeBytes { writeCells(of: entry, detail: $0, to: &writer) }
    }

    @inlinable
    static func writeCells(of entry: ListedEntry, detail: UnsafeRawBufferPointer?,
                                   to writer: inout some CellWriter) {
        guard entry.position != nil else { return ContactRow.writeCells(name: entry.name, detail: detail, to: &writer) }
        PhoneEntryRow.writeCells(name: entry.name, detail: detail, label: entry.label, number: entry.number, to: &writer)
    }
}
