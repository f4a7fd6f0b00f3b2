import SQLite

extension AddressBook {
    /// `change`, for a write that adds contacts and changes no stored one
    /// (a batch of a CardDAV sync's cards new here, hundreds at a time on a
    /// first download): the connection's triggers are off while `body`
    /// writes, and before the transaction commits every read model
    /// (`readModels`, the section counts among them) takes the added
    /// contacts' rows, each in one statement a range of their ids (one range
    /// as a rule: a new contact's id follows the last), as the triggers
    /// would have written them row by row. They go into book `book` (the default when nil).
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
                for model in Self.readModels { try model.add(AddedContacts(ids: ids), in: database) }
            }
            return result
        }
    }
}
