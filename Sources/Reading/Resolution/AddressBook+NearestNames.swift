import Contacts
import Store

extension AddressBook {
    /// Contacts read either side of where each word of the text would sort,
    /// in each sort order.
    static let neighboursRead = 8

    /// The names `reference` perhaps meant when it matched nothing: those
    /// sorted near where its full name would sort (either way round), and
    /// near each of its words in both orders (a typo rarely moves a name far
    /// from its first letters), the closest few by edit distance. A few
    /// dozen index reads, where comparing every name in the book would read it all.
    func nearestNames(to reference: ContactReference, displayOrder: NameOrder) throws -> [String] {
        var keys = reference.fullNameKeys
        for word in reference.words.map({ $0.filter { $0 != "," } }) where !word.isEmpty {
            let key = SortKey(given: "", family: word, displayName: "", order: .givenFirst).rawValue
            keys.formUnion(ContactReference.KeyColumn.allCases.map { ContactReference.Key(column: $0, value: key) })
        }
        var ids = Set<ContactID>()
        for key in keys {
            let column = key.column.rawValue
            for (comparison, order) in [(">=", "ASC"), ("<", "DESC")] {
                try database.cachedStatement("""
                    SELECT id FROM contacts WHERE \(column) \(comparison) ? AND \(ContactSQL.personKey(column))
                    ORDER BY \(column) \(order) LIMIT ?
                    """).forEachRow([key.value, Self.neighboursRead]) { ids.insert($0.int64(0)) }
            }
        }
        let names = try ids.compactMap { try candidate($0, displayOrder: displayOrder)?.name }
        return NearestName.closest(to: reference.text, among: names)
    }
}
