import SQLite

/// The contacts a write added with the connection's triggers off
/// (`AddressBook.addingContacts`), listed in a temporary table, so that
/// each read model adds their rows in one statement (`ReadModel.add`).
struct AddedContacts {
    /// Their ids, in SQL: a subquery, for `id IN \(ids)`.
    let ids = "(SELECT id FROM temp.added_contacts)"

    /// Lists the contacts whose ids lie in `ranges`, in place of any listed before.
    static func list(_ ranges: [ClosedRange<Int64>], in database: Database) throws -> AddedContacts {
        try database.execute("CREATE TEMP TABLE IF NOT EXISTS added_contacts (id INTEGER PRIMARY KEY)")
        try database.execute("DELETE FROM temp.added_contacts")
        let insert = try database.cachedStatement(
            "INSERT INTO temp.added_contacts SELECT id FROM contacts WHERE id BETWEEN ? AND ?")
        for range in ranges { try insert.run([range.lowerBound, range.upperBound]) }
        return AddedContacts()
    }
}
