import Contacts
import SQLite
import Store

extension AddressBook {
    /// `entries` (of `query`, in list order) with a `detail` on those whose
    /// contact shares its name with the contact listed just before or after
    /// it, so the two can be told apart. The contacts just outside the page
    /// are read too (one indexed row each way), so a page decides what the
    /// whole listing would; the details are read only for the contacts that
    /// need one, unless the page came from the listing, which keeps each
    /// contact's detail (`listedDetails`, by contact; a contact without one
    /// is not in it): reading them from the contacts was a third of
    /// building browse's first screen on 100k contacts (7.5 M of 30 M
    /// instructions, and a page read for each contact).
    ///
    /// A side the caller knows to be the end of the query's range (the
    /// page was read from it, or came back short) is not read
    /// (`readsBefore`, `readsAfter`): every section's first page read a
    /// neighbour before the section's first row, which is never there.
    /// `list --limit 50 --format table` on 100k contacts: 42 neighbour
    /// reads -> 21, 43.4 M -> 36.5 M instructions; browse to its first
    /// frame 51.9 M -> 48.3 M (callgrind).
    func distinguishingSharedNames(_ entries: [PhoneEntry], of query: EntryQuery,
                                   listedDetails: [ContactID: String]?,
                                   readsBefore: Bool, readsAfter: Bool) throws -> [PhoneEntry] {
        guard let first = entries.first, let last = entries.last else { return entries }
        var plain = query
        plain.distinguishesSharedNames = false
        // A key before every number of the first contact, and one after every number of the last.
        let before = readsBefore ? try self.entries(plain, before: EntryKey(sortKey: first.key.sortKey, contactID: first.contactID,
                                                                            position: Int.min), limit: 1).last : nil
        let after = readsAfter ? try self.entries(plain, after: EntryKey(sortKey: last.key.sortKey, contactID: last.contactID,
                                                                         position: Int.max), limit: 1).first : nil
        var contacts: [(id: ContactID, name: String)] = []
        for entry in [before].compactMap({ $0 }) + entries + [after].compactMap({ $0 })
        where contacts.last?.id != entry.contactID {
            contacts.append((entry.contactID, entry.name))
        }
        var shared: [ContactID] = []
        for (one, next) in zip(contacts, contacts.dropFirst()) where one.name == next.name {
            if shared.last != one.id { shared.append(one.id) }
            shared.append(next.id)
        }
        guard !shared.isEmpty else { return entries }
        let details = try listedDetails.map { listed in
            Dictionary(shared.compactMap { id in listed[id].map { (id, $0) } }, uniquingKeysWith: { first, _ in first })
        } ?? distinguishingDetails(of: shared)
        return entries.map { entry in
            var entry = entry
            entry.detail = details[entry.contactID]
            return entry
        }
    }

    /// Contacts to read a detail for at a time: one statement of this many
    /// parameters (unused ones NULL, which no id equals) reads them all.
    /// One statement a contact was 133 M of `list --format table`'s 782 M
    /// instructions on 10,000 contacts (callgrind), a quarter of them named
    /// like a neighbour.
    private static let detailBatch = 64

    /// The reader of single contacts' details (`SharedNameDetails`).
    public func sharedNameDetails() throws -> SharedNameDetails {
        SharedNameDetails(statement: try database.cachedStatement("SELECT \(ContactSQL.detailSQL) FROM contacts c WHERE id = ?"))
    }

    /// Each of `ids`' organization, else its first email; an id with neither is left out.
    func distinguishingDetails(of ids: [ContactID]) throws -> [ContactID: String] {
        let statement = try database.cachedStatement("""
            SELECT id, \(ContactSQL.detailSQL)
            FROM contacts c WHERE id IN (\(Array(repeating: "?", count: Self.detailBatch).joined(separator: ",")))
            """)
        var details: [ContactID: String] = [:]
        details.reserveCapacity(ids.count)
        var start = ids.startIndex
        while start < ids.endIndex {
            let batch = ids[start..<min(start + Self.detailBatch, ids.endIndex)]
            var values = batch.map { SQLiteValue.integer($0) }
            values += Array(repeating: .null, count: Self.detailBatch - batch.count)
            try statement.forEachRow(values) { row in
                if !row.isNull(1) { details[row.int64(0)] = row.text(1) }
            }
            start = batch.endIndex
        }
        return details
    }
}
