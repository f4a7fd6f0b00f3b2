import Sections

/// A result of work done off the reducer.
public enum Loaded: Sendable, Equatable {
    /// The page that continues `request` (see `EntryPages`).
    case page(EntryPages.Page, continuing: PageRequest)
    /// The contacts screen filtered for the search of generation `generation`.
    case searchResult(Screen, generation: Int)
    /// The book's duplicate groups counted, for the contacts screen's Duplicates link.
    case duplicates(DuplicateCount)
}
