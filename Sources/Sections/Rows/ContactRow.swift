import Reading
import Store

extension RowKind {
    /// A contact without any number.
    public static let contact = RowKind("contact")
}

extension RowID.Item {
    /// A contact without any number: "contact:12".
    public static func contact(_ contact: ContactID) -> Self { Self("contact", contact) }
}

/// A contact without any number: its name alone, so it is never invisible.
public struct ContactRow: RowModel {
    public static let kind = RowKind.contact
    /// Where the entry sits in list order (its position is `EntryKey.noNumber`).
    public var key: EntryKey
    /// The contact's UID.
    public var uid: String
    /// The name in the display order asked for.
    public var name: String
    /// What tells the contact apart from a neighbour of the same name, shown dim after it.
    public var detail: String?
    /// Its book's name, where the listing spans several: shown dim after the detail.
    public var book: String?

    public init(key: EntryKey, uid: String, name: String, detail: String? = nil, book: String? = nil) {
        self.key = key
        self.uid = uid
        self.name = name
        self.detail = detail
        self.book = book
    }

    public var item: RowID.Item { .contact(key.contactID) }

    public var cells: [Cell] { cellsOfRow() }

    public var arrangement: CellArrangement { .wrapped }

    public func writeCells(to writer: inout some CellWriter) {
        Self.writeCells(name: name, detail: EntryDetail.shown(detail, book: book), to: &writer)
    }

    /// The cells of a contact without a number, from its values or an entry's alike: its name.
    @inlinable
    static func writeCells(name: some RecordText, detail: (some RecordText)?, to writer: inout some CellWriter) {
        writer.beginRow(.wrapped)
        writer.cell(name, .normal, kind: .text, detail: detail)
        writer.endRow()
    }

    public var fields: [RowField] { fieldsOfRecord() }

    public func writeRecord(to writer: inout some RecordWriter) {
        Self.writeRecord(contact: key.contactID, uid: uid, name: name, book: book, to: &writer)
    }

    /// The record of a contact without a number, from its values or its
    /// stored columns alike; its book last, when the listing names books.
    @inlinable
    static func writeRecord(contact: ContactID, uid: some RecordText, name: some RecordText, book: String?,
                            to writer: inout some RecordWriter) {
        writer.beginRecord(kind: kind, item: .contact(contact))
        writer.field("contact", text: uid)
        writer.field("name", text: name)
        if let book { writer.field("book", text: book) }
        writer.endRecord()
    }

    /// Selecting an entry shows (or hides) everything about its contact under it.
    public func selection(of id: RowID) -> RowAction { .toggleDetail(id) }

    public var entryKey: EntryKey? { key }
}
