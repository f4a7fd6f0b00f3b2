/// Which name comes first, for sorting and for display (both are settings).
public enum NameOrder: String, Sendable, CaseIterable, Codable {
    /// "Lovelace Ada": the default sort order, as phone books are printed.
    case familyFirst = "family-first"
    /// "Ada Lovelace".
    case givenFirst = "given-first"
}
