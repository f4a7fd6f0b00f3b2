import SQLite

/// The cards of the contacts a subset export takes, with their keys.
extension AddressBook {
    /// Each of `ids` whose card has no UID (a contact known by its content
    /// key), with that key and its card text.
    public func forEachCardWithoutUID(of ids: [ContactID],
                                      _ body: (ContactID, String, UnsafeRawBufferPointer) throws -> Void) throws {
        let statement = try database.cachedStatement(
            "SELECT uid, card FROM contacts WHERE id = ? AND substr(uid, 1, 18) = 'phonebook-content:'")
        for id in ids {
            try statement.forEachRow([id]) { row in
                let key = row.text(0)
                try row.withTextBytes(1) { try body(id, key, $0) }
            }
        }
    }

    /// The UID (the import's key) and original card text of each of `ids`
    /// that exists, in that order: what a vdir export names and writes.
    public func forEachKeyedCard(of ids: [ContactID],
                                 _ body: (String, UnsafeRawBufferPointer) throws -> Void) throws {
        let statement = try database.cachedStatement("SELECT uid, card FROM contacts WHERE id = ?")
        for id in ids {
            try statement.forEachRow([id]) { row in
                let uid = row.text(0)
                try row.withTextBytes(1) { try body(uid, $0) }
            }
        }
    }
}
