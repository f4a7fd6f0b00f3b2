import Migrations
@testable import SQLite
@testable import Store

/// Books at an older schema version, for the tests of a migration.
public enum OldSchema {
    /// The address book on `db` (a book some migrations short of today), as
    /// the store would open it, for its reads and writes before and after the rest.
    public static func book(on db: Database) -> AddressBook {
        AddressBook(database: db, path: ":memory:", lockTimeout: .seconds(1),
                    loginThrottle: LoginThrottle(), sessionFolder: nil)
    }

    /// A database migrated to just before `version`, and its book seeded
    /// with `SampleBook` and then `seed`'s contacts by today's writer
    /// (`seedingWithTodaysWriter`): a populated book of that version's shape.
    public static func sampleBook(before version: Int,
                                  _ seed: (AddressBook) throws -> Void = { _ in }) throws -> (Database, AddressBook) {
        let db = try Database.inMemory()
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version < version }).migrate(db)
        let book = book(on: db)
        try seedingWithTodaysWriter(db) {
            try SampleBook.seed(book)
            try seed(book)
        }
        return (db, book)
    }

    /// A database file at `path`, made and migrated up to (not including)
    /// migration `version`, as a phonebook of that time left it: for a test
    /// that seeds it and then lets the built binary upgrade it.
    public static func database(at path: String, before version: Int) throws -> Database {
        let db = try Database(path: path, mode: .readWriteCreate)
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version < version }).migrate(db)
        return db
    }

    /// Runs `seed`, which writes contacts with today's `ContactWriter`, on
    /// `db`, a book migrated to a version before 0017, 0028, 0032 or 0033.
    /// Today's writer writes each contact's letters (migration 0017),
    /// details' search text (0028), whether it is a group card and its
    /// categories and members (0032) and its book (0033), and reads the
    /// default book (the first, while `books` is empty), so the columns and
    /// tables the book lacks are there while `seed` runs and dropped after:
    /// the migrations under test then meet the book as that version left it
    /// (seed no group card before 0032).
    public static func seedingWithTodaysWriter<T>(_ db: Database, _ seed: () throws -> T) throws -> T {
        let columns = Set(try db.prepare("SELECT name FROM pragma_table_info('contacts')").map { $0.text(0) })
        let added = todaysColumns.filter { !columns.contains($0.name) }
        for column in added { try db.execute("ALTER TABLE contacts ADD COLUMN \(column.name) \(column.definition)") }
        defer { for column in added { try? db.execute("ALTER TABLE contacts DROP COLUMN \(column.name)") } }
        let tables = try todaysTables.filter { table in
            try db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = ?", table.name) == .integer(0)
        }
        for table in tables { try db.execute("CREATE TABLE \(table.name) (\(table.definition))") }
        defer { for table in tables { try? db.execute("DROP TABLE \(table.name)") } }
        return try seed()
    }

    /// The columns of `contacts` today's writer writes that a migration added.
    private static let todaysColumns = [(name: "letters", definition: "INTEGER NOT NULL DEFAULT 0"),
                                        (name: "search_details", definition: "TEXT NOT NULL DEFAULT ''"),
                                        (name: "is_group", definition: "INTEGER NOT NULL DEFAULT 0"),
                                        (name: "book_id", definition: "INTEGER NOT NULL DEFAULT 1")]

    /// The tables today's writer writes that a migration added.
    private static let todaysTables = [
        (name: "contact_categories", definition: "contact_id INTEGER, position INTEGER, name TEXT"),
        (name: "group_members", definition: "group_id INTEGER, position INTEGER, member_uid TEXT"),
        (name: "books", definition: "id INTEGER PRIMARY KEY, is_default INTEGER"),
    ]
}
