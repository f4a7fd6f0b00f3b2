/// `FittedColumns.slots` for a table's many rows: the slots of a row that
/// takes the measured widths as they are (as nearly every row of a listing
/// does) depend on its cell count alone, so they are worked out once per
/// count, by `slots` itself; any other row goes through `slots`. Worked
/// out for every row, with room made cell by cell, they would make laying
/// out the rows of `list --format table` (`TableRow.layOut`) a third
/// slower (callgrind, 100k contacts).
public struct ColumnSlots: Sendable {
    public let columns: FittedColumns
    /// The slots of rows of every count with no whole cell before their
    /// last, one after another: those of `count` cells at `plans[count]`,
    /// when `count - 1` columns were measured or fewer. Flat, so a row
    /// reads them without holding (retaining) an array of its own.
    @usableFromInline let slots: [Slot]
    @usableFromInline let plans: [Plan]

    @usableFromInline
    struct Plan: Sendable {
        @usableFromInline var slots: Range<Int>
        /// The widest whole last cell that leaves the other cells their measured widths.
        @usableFromInline var widestWholeLast: Int
    }

    public struct Slot: Sendable {
        public var column: Int, room: Int, isLast: Bool
    }

    public init(_ columns: FittedColumns) {
        self.columns = columns
        var slots: [Slot] = []
        plans = (0...columns.widths.count + 1).map { count in
            let start = slots.count
            // Nothing whole: `slots` keeps the measured widths and has nothing to make room for.
            columns.slots(count, width: { _ in 0 }, isWhole: { _ in false }) { column, room, isLast in
                slots.append(Slot(column: column, room: room, isLast: isLast))
            }
            let widestWholeLast = columns.available - FittedColumns.taken(columns.widths.prefix(max(0, count - 1)))
            return Plan(slots: start..<slots.count, widestWholeLast: widestWholeLast)
        }
        self.slots = slots
    }

    /// What `columns.slots(count, width:isWhole:_:)` gives, each shown cell
    /// handed to `body` with its column, its room and whether it is the last.
    @inlinable
    public func slots(_ count: Int, width: (Int) -> Int, isWhole: (Int) -> Bool,
                      _ body: (_ column: Int, _ room: Int, _ isLast: Bool) -> Void) {
        guard let planned = plan(count, width: width, isWhole: isWhole) else {
            return columns.slots(count, width: width, isWhole: isWhole, body)
        }
        for index in planned { body(slots[index].column, slots[index].room, slots[index].isLast) }
    }

    /// Where the slots worked out for the row lie, when it takes the measured widths as they are.
    @inlinable
    func plan(_ count: Int, width: (Int) -> Int, isWhole: (Int) -> Bool) -> Range<Int>? {
        guard count > 0, count < plans.count else { return nil }
        for column in 0..<count - 1 where isWhole(column) { return nil }
        if isWhole(count - 1), width(count - 1) > plans[count].widestWholeLast { return nil }
        return plans[count].slots
    }
}
