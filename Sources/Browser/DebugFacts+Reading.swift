import Sections
import Store

extension DebugFacts {
    /// The facts of `book`.
    public static func read(from book: AddressBook) throws -> DebugFacts {
        DebugFacts(databasePath: book.path, schemaVersion: try book.schemaVersion(),
                   sqliteVersion: AddressBook.sqliteVersion, counts: try book.counts())
    }
}
