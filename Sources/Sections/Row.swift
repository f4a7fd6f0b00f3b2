import Reading
import Store

/// One row of a screen: its identity and its record. Everything else (how
/// it is drawn, what selecting it means, how it is counted and paged) is
/// the record's kind's to say (`RowModel`).
public struct Row: Sendable, Equatable {
    public let id: RowID
    public let model: any RowModel

    /// `model` as a row of `section`, identified by the record.
    public init(_ model: some RowModel, in section: SectionID) {
        id = RowID(section: section, item: model.item)
        self.model = model
    }

    public static func == (lhs: Row, rhs: Row) -> Bool {
        lhs.id == rhs.id && lhs.model.isEqual(to: rhs.model)
    }

    /// The record, when the row is of kind `Model`.
    public func `as`<Model: RowModel>(_ type: Model.Type) -> Model? {
        model as? Model
    }

    /// Its kind's name.
    public var kind: RowKind { type(of: model).kind }
    /// The cells its kind renders.
    public var cells: [Cell] { model.cells }
    /// How its cells are arranged.
    public var arrangement: CellArrangement { model.arrangement }
    /// The fields its kind gives machine formats.
    public var fields: [RowField] { model.fields }
    /// Writes its cells into `writer`.
    public func writeCells(to writer: inout some CellWriter) { model.writeCells(to: &writer) }
    /// Writes its record (kind, identity, fields) into `writer`.
    public func writeRecord(to writer: inout some RecordWriter) { model.writeRecord(to: &writer) }
    /// What selecting it means.
    public var selection: RowAction { model.selection(of: id) }
    /// How deep it sits under the row above (an inline detail: 1).
    public var nesting: Int { model.nesting }
    /// The list position of an entry row; nil for other rows.
    public var entryKey: EntryKey? { model.entryKey }
    /// The contact it shows or belongs to, by which N/TOTAL counts items on a screen of entries.
    public var contactID: ContactID? { model.contactID }
    /// The page a load-more (or gap) row stands for; nil for other rows.
    public var pageRequest: PageRequest? { model.pageRequest }
    /// What copying the row puts on the clipboard; nil when there is nothing to copy.
    public var clipboardText: String? { model.clipboardText }
}
