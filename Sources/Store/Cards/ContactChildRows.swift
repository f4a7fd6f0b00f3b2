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
    /// One DELETE a table, by the contact's id.
    private let deletes: [Statement]

    init(_ database: Database) throws {
        phones = try BatchedInsert(database, table: "phone_numbers",
                                   columns: ["contact_id", "position", "label", "number", "digits_reversed"])
        emails = try BatchedInsert(database, table: "emails", columns: ["contact_id", "position", "label", "address"])
        categories = try BatchedInsert(database, table: "contact_categories", columns: ["contact_id", "position", "name"])
        members = try BatchedInsert(database, table: "group_members", columns: ["group_id", "position", "member_uid"])
        deletes = try [
            "DELETE FROM phone_numbers WHERE contact_id = ?", "DELETE FROM emails WHERE contact_id = ?",
            "DELETE FROM contact_categories WHERE contact_id = ?", "DELETE FROM group_members WHERE group_id = ?",
        ].map { try database.prepare($0) }
    }

    /// Adds the rows of contact `id`, written as `record`: its categories
    /// with the blanks around each taken off (a blank one is none).
    func add(of id: Int64, _ record: ContactRecord, keys: ContactKeys) throws {
        for (position, phone) in record.phones.enumerated() {
            try phones.addRow { row in
                row.add(id)
                row.add(Int64(position))
                row.add(phone.label)
                row.add(phone.displayNumber)
                row.add(keys.reversedDigits[position])
            }
        }
        for (position, email) in record.emails.enumerated() {
            try emails.addRow { row in
                row.add(id)
                row.add(Int64(position))
                row.add(email.label)
                row.add(email.address)
            }
        }
        try add(record.storedCategories, of: id, to: categories)
        try add(record.members, of: id, to: members)
    }

    /// `texts` as rows of contact `id`, a position each: its categories, or its members.
    private func add(_ texts: [String], of id: Int64, to rows: BatchedInsert) throws {
        for (position, text) in texts.enumerated() {
            try rows.addRow { row in
                row.add(id)
                row.add(Int64(position))
                row.add(text)
            }
        }
    }

    /// Writes every row added so far.
    func flush() throws {
        for rows in [phones, emails, categories, members] { try rows.flush() }
    }

    /// Deletes every row of contact `id`.
    func delete(of id: Int64) throws {
        for statement in deletes {
            defer { statement.rewind() }
            try statement.bind(id, at: 1)
            while try statement.step() {}
        }
    }
}
