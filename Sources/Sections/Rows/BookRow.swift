import Store

extension RowKind {
    /// An address book, or every book, to list on the contacts screen.
    public static let book = RowKind("book")
}

extension RowID.Item {
    /// Book `id`, or every book when nil: "book:3", "book:all".
    public static func book(_ id: BookID?) -> Self { Self("book:\(id.map(String.init) ?? "all")") }
}

/// A book the contacts screen may list: its name, how many contacts it
/// holds, and whether it is the one listed now ("work  3 contacts  ✓").
public struct BookRow: RowModel {
    public static let kind = RowKind.book
    /// Nil for the row of every book.
    public var book: BookID?
    public var name: String
    public var contacts: Int
    /// The contacts screen lists this one now.
    public var isChosen: Bool

    public init(book: BookID?, name: String, contacts: Int, isChosen: Bool) {
        self.book = book
        self.name = name
        self.contacts = contacts
        self.isChosen = isChosen
    }

    public var item: RowID.Item { .book(book) }

    public var cells: [Cell] {
        [Cell(name), Cell(contacts == 1 ? "1 contact" : "\(contacts) contacts", .secondary),
         Cell(isChosen ? "listed" : "", .secondary)]
    }

    public var fields: [RowField] {
        [RowField("book", .text(name)), RowField("contacts", .number(contacts)),
         RowField("listed", .text(isChosen ? "yes" : "no"))]
    }

    public func selection(of id: RowID) -> RowAction { .chooseBook(book) }
}
