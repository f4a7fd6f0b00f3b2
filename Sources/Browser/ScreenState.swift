import Sections
import Store
import TerminalText

/// One screen of the navigation stack: its latest value and where the
/// user is on it. The cursor is a row identity, never an index.
public struct ScreenState: Sendable, Equatable {
    public var destination: Destination
    /// The filter in force (contacts screen); nil for none.
    public var search: String?
    /// The book listed (the contacts screen), or marked as listed (the
    /// books screen); nil for every book.
    public var book: BookID?
    /// The latest value; nil until the first build arrives.
    public var screen: Screen?
    /// Whether `screen` answers `search` with no contact (the Links alone);
    /// false while a new search's answer is on its way.
    public var matchesNoContact = false
    public var cursor: RowID?
    /// The first body line shown.
    public var top: Int
    /// Entry rows showing their inline detail; they stay open across rebuilds.
    public var expanded: Set<RowID>
    /// Natural widths of the columns, measured when a value arrives (not per frame).
    var columnWidths: ColumnWidths
    /// The screen laid out at the terminal's width, kept from one key to the next: a key costs
    /// the rows in view, not every row loaded.
    var laidOut: Layout?

    public init(_ destination: Destination, search: String? = nil, book: BookID? = nil) {
        self.destination = destination
        self.search = search
        self.book = book
        self.screen = nil
        self.cursor = nil
        self.top = 0
        self.expanded = []
        self.columnWidths = ColumnWidths()
        self.laidOut = nil
    }

    /// What rebuilds this screen as the user sees it now: how far each
    /// section of entries is paged, above its gap and below it.
    public var request: ScreenRequest {
        var paging: [SectionID: SectionPaging] = [:]
        for section in screen?.sections ?? [] where section.query != nil { paging[section.id] = section.paging }
        return ScreenRequest(destination, search: search, expanded: expanded, paging: paging, book: book)
    }

    /// The row under the cursor.
    public var cursorRow: Row? { cursor.flatMap { screen?.row($0) } }
}
