/// How much the address book holds, for `info` and the debug page.
public struct Counts: Sendable, Equatable {
    public var contacts: Int
    public var phoneNumbers: Int
    public var emails: Int
    public var starred: Int
}

extension AddressBook {
    /// The contacts (no group card), numbers and emails stored, and the contacts starred.
    public func counts() throws -> Counts {
        let statement = try database.cachedStatement("""
            SELECT (SELECT count(*) FROM contacts WHERE \(ContactSQL.personKey("sort_key_family"))),
                   (SELECT count(*) FROM phone_numbers),
                   (SELECT count(*) FROM emails),
                   (SELECT count(*) FROM contacts WHERE starred = 1)
            """)
        return try statement.first { row in
            Counts(contacts: row.int(0), phoneNumbers: row.int(1), emails: row.int(2), starred: row.int(3))
        } ?? Counts(contacts: 0, phoneNumbers: 0, emails: 0, starred: 0)
    }

    /// How many contacts the book holds (no group card).
    public func contactCount() throws -> Int {
        guard case let .integer(count) = try database.scalar(
            "SELECT count(*) FROM contacts WHERE \(ContactSQL.personKey("sort_key_family"))") else { return 0 }
        return Int(count)
    }
}
