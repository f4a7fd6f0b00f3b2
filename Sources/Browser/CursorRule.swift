import Sections

/// Where the cursor goes when a new value of its screen arrives (a filter,
/// a page loaded, a row appearing or vanishing). The cursor is a row
/// identity, so:
///
/// 1. the same row, when the new screen still has it, wherever it moved;
/// 2. else, when its section is still there, the row now at the same
///    position in that section, or the section's last row when it got
///    shorter ("Log Out" gives way to "Log In"; a vanished "Log Out of
///    fastmail" to the next service's row, else the row above it);
/// 3. else the nearest previous row of the old screen that survived, then
///    the nearest following one;
/// 4. else the new screen's first row (nil when it has none).
enum CursorRule {
    static func resolve(_ cursor: RowID?, from old: Screen?, to new: Screen) -> RowID? {
        guard let cursor else { return new.rows.first { _ in true }?.id }
        if new.row(cursor) != nil { return cursor }
        if let position = old?.section(cursor.section)?.rows.firstIndex(where: { $0.id == cursor }),
           let rows = new.section(cursor.section)?.rows, !rows.isEmpty {
            return rows[min(position, rows.count - 1)].id
        }
        if let old {
            let ids = Array(old.rows.map(\.id))
            if let index = ids.firstIndex(of: cursor) {
                if let previous = ids[..<index].last(where: { new.row($0) != nil }) { return previous }
                if let next = ids[(index + 1)...].first(where: { new.row($0) != nil }) { return next }
            }
        }
        return new.rows.first { _ in true }?.id
    }
}
