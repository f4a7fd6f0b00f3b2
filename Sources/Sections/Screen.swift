/// A screen: sections of rows, built from the current state every time and
/// never changed afterwards. Rows are found by identity, never by position.
public struct Screen: Sendable, Equatable {
    public let id: ScreenID
    public var title: String
    public var sections: [Section]

    public init(id: ScreenID, title: String, sections: [Section]) {
        self.id = id
        self.title = title
        self.sections = sections
    }

    /// Every row, top to bottom.
    public var rows: some Sequence<Row> { sections.lazy.flatMap(\.rows) }

    /// The row with identity `id`, wherever it now is.
    public func row(_ id: RowID) -> Row? {
        sections.first { $0.id == id.section }?.rows.first { $0.id == id }
    }

    /// What selecting row `id` means; nil when the screen has no such row.
    public func selection(of id: RowID) -> RowAction? {
        row(id)?.selection
    }

    /// The section with identity `id`.
    public func section(_ id: SectionID) -> Section? {
        sections.first { $0.id == id }
    }
}
