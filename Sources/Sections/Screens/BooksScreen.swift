import Store

/// The address books, as the browser's Books link opens them: every book
/// at once, then each book (the default first), the one listed now marked;
/// choosing one lists its contacts.
public enum BooksScreen {
    public static func build(_ books: [Book], listed: BookID?) -> Screen {
        let id = SectionID.named("books")
        let every = BookRow(book: nil, name: "All books", contacts: books.reduce(0) { $0 + $1.contacts },
                            isChosen: listed == nil)
        let rows = [Row(every, in: id)] + books.map { book in
            Row(BookRow(book: book.id, name: book.name, contacts: book.contacts, isChosen: listed == book.id), in: id)
        }
        return Screen(id: .books, title: "Books", sections: [Section(id: id, title: "Books", rows: rows)])
    }
}
