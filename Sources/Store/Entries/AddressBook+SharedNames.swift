import Contacts

extension AddressBook {
    /// `entries` (of `query`, in list order) with a `detail` on those whose
    /// contact shares its name with the contact listed just before or after
    /// it, so the two can be told apart. The contacts just outside the page
    /// are read too (one indexed row each way), so a page decides what the
    /// whole listing would; the details are read only for the contacts that need one.
    func distinguishingSharedNames(_ entries: [PhoneEntry], of query: EntryQuery) throws -> [PhoneEntry] {
        guard let first = entries.first, let last = entries.last else { return entries }
        var plain = query
        plain.distinguishesSharedNames = false
        // A key before every number of the first contact, and one after every number of the last.
        let before = try self.entries(plain, before: EntryKey(sortKey: first.key.sortKey, contactID: first.contactID,
                                                              position: Int.min), limit: 1).last
        let after = try self.entries(plain, after: EntryKey(sortKey: last.key.sortKey, contactID: last.contactID,
                                                            position: Int.max), limit: 1).first
        var contacts: [(id: ContactID, name: String)] = []
        for entry in [before].compactMap({ $0 }) + entries + [after].compactMap({ $0 })
        where contacts.last?.id != entry.contactID {
            contacts.append((entry.contactID, entry.name))
        }
        var shared = Set<ContactID>()
        for (one, next) in zip(contacts, contacts.dropFirst()) where one.name == next.name {
            shared.formUnion([one.id, next.id])
        }
        guard !shared.isEmpty else { return entries }
        var details: [ContactID: String] = [:]
        for id in shared { details[id] = try distinguishingDetail(of: id) }
        return entries.map { entry in
            var entry = entry
            entry.detail = details[entry.contactID]
            return entry
        }
    }

    /// Contact `id`'s organization, else its first email; nil when it has neither.
    private func distinguishingDetail(of id: ContactID) throws -> String? {
        try database.cachedStatement("""
            SELECT CASE WHEN organization <> '' THEN organization
                        ELSE (SELECT address FROM emails WHERE contact_id = c.id ORDER BY position LIMIT 1) END
            FROM contacts c WHERE id = ?
            """).first([id]) { $0.isNull(0) ? nil : $0.text(0) } ?? nil
    }
}
