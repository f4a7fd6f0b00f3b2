import Reading
import Store

extension RowKind {
    /// A contact with one of its numbers.
    public static let phone = RowKind("phone")
}

extension RowID.Item {
    /// Number `position` (card order) of a contact: "phone:12:0".
    public static func phone(_ contact: ContactID, _ position: Int) -> Self { Self("phone", contact, Int64(position)) }
}

/// A contact with one of its numbers: name, label, number.
public struct PhoneEntryRow: ContactFieldRow {
    public static let kind = RowKind.phone
    /// Where the entry sits in list order.
    public var key: EntryKey
    /// The contact's UID.
    public var uid: String
    /// The name in the display order asked for.
    public var name: String
    public var phone: PhoneRecord
    /// What tells the contact apart from a neighbour of the same name, shown dim after it.
    public var detail: String?
    /// Its book's name, where the listing spans several: shown dim after the detail.
    public var book: String?

    public init(key: EntryKey, uid: String, name: String, phone: PhoneRecord, detail: String? = nil,
                book: String? = nil) {
        self.key = key
        self.uid = uid
        self.name = name
        self.phone = phone
        self.detail = detail
        self.book = book
    }

    public var item: RowID.Item { .phone(key.contactID, key.position) }

    public var cells: [Cell] { cellsOfRow() }

    public func writeCells(to writer: inout some CellWriter) {
        Self.writeCells(name: name, detail: EntryDetail.shown(detail, book: book), label: phone.label,
                        number: phone.number, to: &writer)
    }

    /// The cells of an entry with a number, from its values or an entry's alike: name, label, number.
    /// Inlinable, so a table's writer is specialized into it (see `Row.writeCells(of:shown:to:)`).
    @inlinable
    static func writeCells(name: some RecordText, detail: (some RecordText)?, label: some RecordText, number: some RecordText,
                           to writer: inout some CellWriter) {
        writer.beginRow(.columns)
        writer.cell(name, .normal, kind: .text, detail: detail)
        writer.cell(label, .secondary, kind: .text, detail: String?.none)
        writer.cell(number, .normal, kind: .phoneNumber, detail: String?.none)
        writer.endRow()
    }

    public var fields: [RowField] { fieldsOfRecord() }

    public func writeRecord(to writer: inout some RecordWriter) {
        Self.writeRecord(contact: key.contactID, position: key.position, uid: uid, name: name, label: phone.label,
                         number: phone.number, book: book, to: &writer)
    }

    /// The record of an entry with a number, from its values or its stored
    /// columns alike; its book last, when the listing names books.
    @inlinable
    static func writeRecord(contact: ContactID, position: Int, uid: some RecordText, name: some RecordText,
                            label: some RecordText, number: some RecordText, book: String?,
                            to writer: inout some RecordWriter) {
        writer.beginRecord(kind: kind, item: .phone(contact, position))
        writer.field("contact", text: uid)
        writer.field("name", text: name)
        writer.field("label", text: label)
        writer.field("number", text: number)
        if let book { writer.field("book", text: book) }
        writer.endRecord()
    }

    /// Selecting an entry shows (or hides) everything about its contact under it.
    public func selection(of id: RowID) -> RowAction { .toggleDetail(id) }

    public var entryKey: EntryKey? { key }

    public var detailLabel: String { phone.label }
    public var detailValue: Cell { Cell(phone.number, kind: .phoneNumber) }
    public var clipboardText: String? { phone.number }
}
