@testable import SQLite
@testable import Store

/// Books at an older schema version, for the tests of a migration.
enum OldSchema {
    /// The address book on `db` (a book some migrations short of today), as
    /// the store would open it, for its reads and writes before and after the rest.
    static func book(on db: Database) -> AddressBook {
        AddressBook(database: db, path: ":memory:", lockTimeout: .seconds(1),
                    loginThrottle: LoginThrottle(), sessionFolder: nil)
    }

    /// Runs `seed`, which writes contacts with today's `ContactWriter`, on
    /// `db`, a book migrated to a version before 0017, 0028 or 0032. Today's
    /// writer writes each contact's letters (migration 0017), details'
    /// search text (0028) and book (0032), and reads the default book, so
    /// the columns and the table the book lacks are there while `seed`
    /// runs and dropped after: the migrations under test then meet the
    /// book as that version left it.
    static func seedingWithTodaysWriter<T>(_ db: Database, _ seed: () throws -> T) throws -> T {
        let columns = Set(try db.prepare("SELECT name FROM pragma_table_info('contacts')").map { $0.text(0) })
        let added = todaysColumns.filter { !columns.contains($0.name) }
        for column in added { try db.execute("ALTER TABLE contacts ADD COLUMN \(column.name) \(column.definition)") }
        defer { for column in added { try? db.execute("ALTER TABLE contacts DROP COLUMN \(column.name)") } }
        let hasBooks = try db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'books'") == .integer(1)
        if !hasBooks { try db.executeScript("CREATE TABLE books (id INTEGER PRIMARY KEY, is_default INTEGER); INSERT INTO books VALUES (1, 1);") }
        defer { if !hasBooks { try? db.execute("DROP TABLE books") } }
        return try seed()
    }

    /// The columns of `contacts` today's writer writes that a migration added.
    private static let todaysColumns = [(name: "letters", definition: "INTEGER NOT NULL DEFAULT 0"),
                                        (name: "search_details", definition: "TEXT NOT NULL DEFAULT ''"),
                                        (name: "book_id", definition: "INTEGER NOT NULL DEFAULT 1")]
}
