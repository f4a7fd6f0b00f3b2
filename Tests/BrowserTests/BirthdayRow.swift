import Sections
import Store

// A row kind added the way a newcomer adds one: this file and nothing else.
// It lives outside the Sections module on purpose, so the test proves that no
// list of kinds, switch or registration inside Sections or the browser had to
// learn about it. (`NewRowKindTests` uses it.)

extension RowKind {
    /// A contact's birthday.
    static let birthday = RowKind("birthday")
}

extension RowID.Item {
    /// The birthday of a contact: "birthday:12".
    static func birthday(_ contact: ContactID) -> Self { Self("birthday:\(contact)") }
}

/// A contact's birthday, shown under its entry as a labelled line.
struct BirthdayRow: RowModel {
    static let kind = RowKind.birthday
    var contact: ContactID
    var date: String

    var item: RowID.Item { .birthday(contact) }

    var cells: [Cell] { [Cell("birthday", .secondary), Cell(date)] }

    var arrangement: CellArrangement { .labelledLines }

    var fields: [RowField] { [RowField("date", .text(date))] }

    /// Selecting it opens the contact in full.
    func selection(of id: RowID) -> RowAction { .open(.contact(contact)) }

    /// Indented under the entry above it, and counted with it in N/TOTAL.
    var nesting: Int { 1 }
    var contactID: ContactID? { contact }
}
