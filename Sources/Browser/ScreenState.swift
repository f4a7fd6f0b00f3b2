import Sections

/// One screen of the navigation stack: its latest value and where the
/// user is on it. The cursor is a row identity, never an index.
public struct ScreenState: Sendable, Equatable {
    public var destination: Destination
    /// The filter in force (contacts screen); nil for none.
    public var search: String?
    /// The latest value; nil until the first build arrives.
    public var screen: Screen?
    public var cursor: RowID?
    /// The first body line shown.
    public var top: Int
    /// Entry rows showing their inline detail; they stay open across rebuilds.
    public var expanded: Set<RowID>
    /// Natural widths of the columns but the last, measured when a value arrives (not per frame).
    var columnWidths: [Int]
    /// The screen laid out at the terminal's width, kept from one key to the next: a key costs
    /// the rows in view, not every row loaded.
    var laidOut: Layout?

    public init(_ destination: Destination, search: String? = nil) {
        self.destination = destination
        self.search = search
        self.screen = nil
        self.cursor = nil
        self.top = 0
        self.expanded = []
        self.columnWidths = []
        self.laidOut = nil
    }

    /// What rebuilds this screen as the user sees it now.
    public var request: ScreenRequest {
        var shown: [SectionID: Int] = [:]
        for section in screen?.sections ?? [] where section.query != nil {
            shown[section.id] = section.rows.count { $0.entryKey != nil }
        }
        return ScreenRequest(destination, search: search, expanded: expanded, rowsShown: shown)
    }

    /// The row under the cursor.
    public var cursorRow: Row? { cursor.flatMap { screen?.row($0) } }
}
