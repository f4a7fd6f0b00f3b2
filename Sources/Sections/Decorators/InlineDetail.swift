import Store

/// Puts a detail row (every number and email, organization, note) directly
/// under each expanded entry row that the screen shows.
public struct InlineDetail: ScreenDecorator {
    /// The entry rows the user expanded.
    public var expanded: Set<RowID>

    public init(expanded: Set<RowID>) {
        self.expanded = expanded
    }

    public func decorate(_ screen: Screen, using book: AddressBook) throws -> Screen {
        guard !expanded.isEmpty else { return screen }
        var screen = screen
        screen.sections = try screen.sections.map { section in
            var section = section
            section.rows = try section.rows.flatMap { row -> [Row] in
                guard expanded.contains(row.id), let key = row.entryKey,
                      let detail = try book.contactDetail(key.contactID) else { return [row] }
                return [row, Row(DetailRow(detail, under: row.id.item, position: key.position), in: row.id.section)]
            }
            return section
        }
        return screen
    }
}
