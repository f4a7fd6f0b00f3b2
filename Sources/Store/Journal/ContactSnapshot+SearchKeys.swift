import Contacts
import SQLite

extension ContactSnapshot {
    /// The captured search text lacks one of the captured ASCII emails in
    /// its lowercase: the entry was captured before migration 0018, and the
    /// contact put back must have its text taken again
    /// (`retakeSearchText`). An entry's own text is kept otherwise, so an
    /// undo of a large import puts every contact back without folding it.
    var searchTextLacksAnEmail: Bool {
        guard let own = tables.first(where: { $0.table == "contacts" }),
              let textColumn = own.columns.firstIndex(of: "search_text"), let row = own.rows.first,
              case let .text(text) = row[textColumn],
              let emails = tables.first(where: { $0.table == "emails" }),
              let addressColumn = emails.columns.firstIndex(of: "address") else { return false }
        return emails.rows.contains { row in
            guard case let .text(address) = row[addressColumn], !address.isEmpty,
                  address.allSatisfy({ $0 < 0x80 }) else { return false }
            let lowercase = address.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
            return !text.contains(lowercase)
        }
    }

    /// Takes contact `id`'s search text again from its rows, as today's
    /// writer makes it (`ContactKeys.searchText`).
    static func retakeSearchText(contact id: Int64, in database: Database) throws {
        let columns = "SELECT given_name, family_name, display_name, organization FROM contacts WHERE id = ?"
        guard let (name, organization) = try database.cachedStatement(columns).first([id], { row in
            (FoldedName(given: row.text(0), family: row.text(1), displayName: row.text(2)), row.text(3))
        }) else { return }
        let emails = try database.cachedStatement("SELECT address FROM emails WHERE contact_id = ? ORDER BY position")
            .map([id]) { $0.text(0) }
        try database.cachedStatement("UPDATE contacts SET search_text = ? WHERE id = ?")
            .run([ContactKeys.searchText(name, organization: organization, emails: emails), id])
    }
}
