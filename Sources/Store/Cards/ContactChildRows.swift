import Contacts
import SQLite

/// The rows a contact has in the tables keyed by it, as `ContactWriter`
/// writes them: its numbers, its emails, its categories and, for a group
/// card, its members. Added several to a statement (`BatchedInsert`) until
/// `flush`; deleted by contact, so a write is right with the foreign keys'
/// cascade off too.
struct ContactChildRows {
    private let phones: BatchedInsert
    private let emails: BatchedInsert
    private let categories: BatchedInsert
    private let members: BatchedInsert
    /// One DELETE a table, by the contact's id: of its numbers and emails,
    /// and of its categories and members.
    private let entryDeletes: [Statement], membershipDeletes: [Statement]

    init(_ database: Database) throws {
        phones = try BatchedInsert(database, table: "phone_numbers",
                                   columns: ["contact_id", "position", "label", "number", "digits_reversed"])
        emails = try BatchedInsert(database, table: "emails", columns: ["contact_id", "position", "label", "address"])
        categories = try BatchedInsert(database, table: "contact_categories", columns: ["contact_id", "position", "name"])
        members = try BatchedInsert(database, table: "group_members", columns: ["group_id", "position", "member_uid"])
        entryDeletes = try ["DELETE FROM phone_numbers WHERE contact_id = ?", "DELETE FROM emails WHERE contact_id = ?"]
            .map { try database.prepare($0) }
        membershipDeletes = try [
            "DELETE FROM contact_categories WHERE contact_id = ?", "DELETE FROM group_members WHERE group_id = ?",
        ].map { try database.prepare($0) }
    }

    /// Adds the rows of contact `id`, written as `record`.
    func add(of id: Int64, _ record: ContactRecord, keys: ContactKeys) throws {
        try Self.add(record.phones.indices, of: id, to: phones) { index, row in
            let phone = record.phones[index]
            row.add(phone.label)
            row.add(phone.displayNumber)
            row.add(keys.reversedDigits[index])
        }
        try Self.add(record.emails, of: id, to: emails) { email, row in
            row.add(email.label)
            row.add(email.address)
        }
        try addMemberships(of: id, record)
    }

    /// Adds the categories of contact `id`, written as `record`, with the
    /// blanks around each taken off (a blank one is none), and a group
    /// card's members.
    func addMemberships(of id: Int64, _ record: ContactRecord) throws {
        try Self.add(record.storedCategories, of: id, to: categories) { $1.add($0) }
        try Self.add(record.members, of: id, to: members) { $1.add($0) }
    }

    /// A row of contact `id` for each of `items` into `rows`: the id, the
    /// item's position, then the values `fill` adds.
    private static func add<Items: Sequence>(_ items: Items, of id: Int64, to rows: BatchedInsert,
                                             _ fill: (Items.Element, inout PendingRows) -> Void) throws {
        for (position, item) in items.enumerated() {
            try rows.addRow { row in
                row.add(id)
                row.add(Int64(position))
                fill(item, &row)
            }
        }
    }

    /// Writes every row added so far.
    func flush() throws {
        for rows in [phones, emails, categories, members] { try rows.flush() }
    }

    /// Deletes every row of contact `id`.
    func delete(of id: Int64) throws {
        try Self.run(entryDeletes, for: id)
        try Self.run(membershipDeletes, for: id)
    }

    /// Deletes the categories and members of contact `id`.
    func deleteMemberships(of id: Int64) throws {
        try Self.run(membershipDeletes, for: id)
    }

    private static func run(_ deletes: [Statement], for id: Int64) throws {
        for statement in deletes {
            defer { statement.rewind() }
            try statement.bind(id, at: 1)
            while try statement.step() {}
        }
    }
}
