import Sections
import Store
import TerminalText

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
    /// Natural widths of the columns, measured when a value arrives (not per frame).
    var columnWidths: ColumnWidths
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
        self.columnWidths = ColumnWidths()
        self.laidOut = nil
    }

    /// What rebuilds this screen as the user sees it now: per section, the
    /// entry rows above its gap and those below it (read from its end,
    /// from the gap's `before` key on).
    public var request: ScreenRequest {
        var shown: [SectionID: Int] = [:], fromEnd: [SectionID: Int] = [:]
        for section in screen?.sections ?? [] where section.query != nil {
            let keys = section.rows.compactMap(\.entryKey)
            let before = section.rows.lazy.compactMap { $0.pageRequest?.before }.first
            let tail = before.map { before in keys.count { $0 >= before } } ?? 0
            shown[section.id] = keys.count - tail
            if tail > 0 { fromEnd[section.id] = tail }
        }
        return ScreenRequest(destination, search: search, expanded: expanded, rowsShown: shown, tailShown: fromEnd)
    }

    /// The row under the cursor.
    public var cursorRow: Row? { cursor.flatMap { screen?.row($0) } }
}
