import Contacts
import SQLite

extension AddressBook {
    /// `change`, for a write that adds contacts and changes no stored one
    /// (a batch of a CardDAV sync's cards new here, hundreds at a time on a
    /// first download): the connection's triggers are off while `body`
    /// writes, and before the transaction commits the section counts and
    /// every read model (`readModels`) take the added contacts' rows, each
    /// in one statement a range of their ids (one range as a rule: a new
    /// contact's id follows the last), as the triggers would have written
    /// them row by row. They go into book `book` (the default when nil).
    /// The triggers are on again however it ends.
    package func addingContacts<T>(_ kind: ChangeKind, summary: String, into book: BookID? = nil,
                                   _ body: (ContactWriter) throws -> T) throws -> T {
        database.firesTriggers = false
        defer { database.firesTriggers = true }
        return try change(kind, summary: summary, into: book) { writer in
            let result = try body(writer)
            guard let recorder = writer.recorder else { preconditionFailure("a change's writer has its recorder") }
            precondition(recorder.changesCreatedContactsOnly, "a write adding contacts changes no stored one")
            for ids in recorder.created {
                let added = AddedContacts(ids: ids)
                try countSections(of: added)
                for model in Self.readModels { try model.add(added, in: database) }
            }
            return result
        }
    }

    /// Adds the `added` contacts to the counts of their sections in both
    /// sort orders, as `section_counts_after_insert` (migration 0005) does
    /// one at a time; a group card is in no section (migration 0032).
    private func countSections(of added: AddedContacts) throws {
        for order in NameOrder.allCases {
            let section = ContactSQL.section(of: ContactSQL.sortColumn(order))
            try database.cachedStatement("""
                INSERT INTO section_counts
                SELECT ?3, \(section), count(*) FROM contacts WHERE \(AddedContacts.contain()) AND is_group = 0 GROUP BY 2
                ON CONFLICT (sort_order, section) DO UPDATE SET contacts = contacts + excluded.contacts
                """).run(added.bounds + [order.rawValue])
        }
    }
}
