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
    /// `db`, a book migrated to a version before 0017. Today's writer writes
    /// each contact's letters (migration 0017), so the column is there while
    /// `seed` runs and dropped after: the migrations under test then meet
    /// the book as that version left it.
    static func seedingWithTodaysWriter(_ db: Database, _ seed: () throws -> Void) throws {
        try db.execute("ALTER TABLE contacts ADD COLUMN letters INTEGER NOT NULL DEFAULT 0")
        try seed()
        try db.execute("ALTER TABLE contacts DROP COLUMN letters")
    }
}
