import SQLite
import Store

/// What tells a contact apart from a neighbour of the same name (its
/// organization, else its first email), read one contact at a time: for a
/// listing that streams its entries and finds the neighbours itself
/// (`SharedNameLookahead`), while its own statement steps. One statement
/// kept and an id bound directly: through `cachedStatement` and an array of
/// values, the lookup and the binding cost more than the read (10k contacts,
/// 9,449 lookups: 77.6 M instructions, 33 M of them outside SQLite).
public struct SharedNameDetails {
    let statement: Statement

    /// `id`'s detail; nil when it has neither an organization nor an email.
    public func detail(of id: ContactID) throws -> String? {
        statement.rewind()
        defer { statement.rewind() }
        try statement.bind(id, at: 1)
        guard try statement.step() else { return nil }
        let row = statement.row
        return row.isNull(0) ? nil : row.text(0)
    }
}
