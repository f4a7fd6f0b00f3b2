/// A section's identity: stable across rebuilds, unique within a screen.
public enum SectionID: Sendable, Hashable, CustomStringConvertible {
    case links
    case favorites
    /// A letter section of the contacts list: "A"..."Z" or "#".
    case letter(String)
    /// Any other named section (settings groups, a contact's numbers, …).
    case named(String)

    public var description: String {
        switch self {
        case .links: return "links"
        case .favorites: return "favorites"
        case .letter(let title): return title
        case .named(let name): return name
        }
    }
}
