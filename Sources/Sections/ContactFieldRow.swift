/// A row of one of a contact's fields (a number, an address, a birthday):
/// in `show` it sits in a section of its kind, and in the browser's inline
/// detail, wrapped in a `DetailLine`, among the contact's other fields.
public protocol ContactFieldRow: RowModel {
    /// Its label in the inline detail, where no section title says what it
    /// is ("home email", "birthday").
    var detailLabel: String { get }
    /// Its value, shown after that label.
    var detailValue: Cell { get }
}
