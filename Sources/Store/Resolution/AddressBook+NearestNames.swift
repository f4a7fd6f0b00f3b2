import Contacts

extension AddressBook {
    /// Contacts read either side of where each word of the text would sort,
    /// in each sort order: enough for a typo after the first letter of any word.
    static let neighboursRead = 8

    /// The names `reference` perhaps meant when it matched nothing: those
    /// sorted near each of its words (a typo rarely moves a name far from
    /// its first letters), the closest few by edit distance. A handful of
    /// index reads, where comparing every name in the book would read it all.
    func nearestNames(to reference: ContactReference, displayOrder: NameOrder) throws -> [String] {
        var ids = Set<ContactID>()
        let words = reference.words.map { $0.filter { $0 != "," } }
        let starts = Set(words + [words.joined(separator: " ")])
        for start in starts where !start.isEmpty {
            let key = SortKey(given: "", family: start, displayName: "", order: .givenFirst).rawValue
            for column in ["sort_key_family", "sort_key_given"] {
                for (comparison, order) in [(">=", "ASC"), ("<", "DESC")] {
                    try database.cachedStatement("""
                        SELECT id FROM contacts WHERE \(column) \(comparison) ? ORDER BY \(column) \(order) LIMIT ?
                        """).forEachRow([key, Self.neighboursRead]) { ids.insert($0.int64(0)) }
                }
            }
        }
        let names = try ids.compactMap { try candidate($0, displayOrder: displayOrder)?.name }
        return NearestName.closest(to: reference.text, among: names)
    }
}
