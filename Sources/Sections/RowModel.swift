import Reading
import Store

/// One kind of row: the record a row presents, carrying everything about
/// it, as an IGListKit section controller owns its model type. How it is
/// drawn (cells, arrangement, indent), what it prints for scripts (fields),
/// what selecting it means, and how the browser counts and pages it are
/// all answered here, so adding a kind is one new file: a value type
/// conforming to this protocol, with its `RowKind` and `RowID.Item` names
/// beside it. Nothing switches over the kinds; code that needs one kind's
/// record asks for it by type (`row.as(PhoneEntryRow.self)`).
public protocol RowModel: Sendable, Equatable {
    /// What `--format json` and `plain` print as the row's "kind".
    static var kind: RowKind { get }
    /// The row's identity within its section, derived from the record ("phone:12:0").
    var item: RowID.Item { get }
    /// The cells of text a renderer lays out.
    var cells: [Cell] { get }
    /// How a renderer arranges those cells.
    var arrangement: CellArrangement { get }
    /// The record's fields, in order, for machine formats.
    var fields: [RowField] { get }
    /// Writes the record `--format plain` and `json` print: kind, identity,
    /// then `fields`. Every kind has it from `fields`; the entry kinds write
    /// it straight, as they do from a batch's bytes (`Row.writeRecord(of:to:)`).
    func writeRecord(to writer: inout some RecordWriter)
    /// Writes its cells, as `cells` holds them, into `writer`. Every kind
    /// has it from `cells`; the entry kinds write them from their values,
    /// as a listing does from entries it makes no rows of (`Row.writeCells(of:shown:to:)`).
    func writeCells(to writer: inout some CellWriter)
    /// What selecting the row (whose identity is `id`) means.
    func selection(of id: RowID) -> RowAction

    /// How deep it sits under the row above: an inline detail (1) reads as part of its entry.
    var nesting: Int { get }
    /// Its place in a section of entries, by which pages are cut and continued; nil when it is no entry.
    var entryKey: EntryKey? { get }
    /// The contact it shows or belongs to: on a screen of entries N/TOTAL
    /// counts contacts, and rows of one contact side by side are one item.
    var contactID: ContactID? { get }
    /// The page it stands for: set on the row that fetches the rest of its section (load more, a gap).
    var pageRequest: PageRequest? { get }
    /// What `y` in the browser copies to the clipboard: a number, an email
    /// address; nil for a row with nothing of the kind.
    var clipboardText: String? { get }
}

extension RowModel {
    public var arrangement: CellArrangement { .columns }
    public func selection(of id: RowID) -> RowAction { .none }
    public var nesting: Int { 0 }
    public var entryKey: EntryKey? { nil }
    public var contactID: ContactID? { entryKey?.contactID }
    public var pageRequest: PageRequest? { nil }
    public var clipboardText: String? { nil }

    /// Whether `other` is a record of the same kind, equal to this one.
    func isEqual(to other: any RowModel) -> Bool {
        (other as? Self) == self
    }
}
