import Contacts
import SQLite

extension ContactSnapshot {
    /// The entry was captured before migration 0017 (no letters) or 0018
    /// (a search text lacking one of the ASCII emails in its lowercase):
    /// the contact put back has its search keys taken again
    /// (`retakeSearchKeys`). An entry captured since keeps its own, so an
    /// undo of a large import folds nothing again: taking them again for
    /// every contact made undoing a re-import of 27,656 changed cards 8-12%
    /// slower (3 alternating runs, 10.5-13.9 s against 11.4-15.9 s).
    var needsSearchKeys: Bool {
        guard let own = tables.first(where: { $0.table == Self.tables[0].name }), let row = own.rows.first else {
            return false
        }
        guard own.columns.contains("letters"), let textColumn = own.columns.firstIndex(of: "search_text"),
              case let .text(text) = row[textColumn] else { return true }
        guard let emails = tables.first(where: { $0.table == "emails" }),
              let addressColumn = emails.columns.firstIndex(of: "address") else { return false }
        return emails.rows.contains { row in
            guard case let .text(address) = row[addressColumn], !address.isEmpty,
                  address.allSatisfy({ $0 < 0x80 }) else { return false }
            return !text.contains(address.map(TextFolding.lowercased))
        }
    }

    /// Takes contact `id`'s search text and letters again from its rows, as
    /// today's writer makes them (`ContactKeys`): an entry captured before
    /// migration 0017 has no letters, one captured before 0018 a text
    /// without the ASCII emails, and a search finds the contact by neither.
    static func retakeSearchKeys(contact id: Int64, in database: Database) throws {
        let columns = "SELECT given_name, family_name, display_name, organization FROM contacts WHERE id = ?"
        guard let (name, organization) = try database.cachedStatement(columns).first([id], { row in
            (FoldedName(given: row.text(0), family: row.text(1), displayName: row.text(2)), row.text(3))
        }) else { return }
        let emails = try database.cachedStatement("SELECT address FROM emails WHERE contact_id = ? ORDER BY position")
            .map([id]) { $0.text(0) }
        let digits = try database.cachedStatement("SELECT digits_reversed FROM phone_numbers WHERE contact_id = ?")
            .map([id]) { $0.text(0) }
        let text = ContactKeys.searchText(name, organization: organization, emails: emails)
        try database.cachedStatement("UPDATE contacts SET search_text = ?, letters = ? WHERE id = ?")
            .run([text, SearchLetters.of(searchText: text, emails: emails, reversedDigits: digits), id])
    }
}
