/// `FittedColumns.slots` for a table's many rows: the slots of a row that
/// takes the measured widths as they are (as nearly every row of a listing
/// does) depend on its cell count alone, so they are worked out once per
/// count, by `slots` itself; any other row goes through `slots`. Laying
/// out the rows of `list --format table` on 100k contacts (`TableRow.layOut`)
/// took 162.9 M instructions with every row's slots worked out by `slots`,
/// 121.1 M with these and room made once a row (callgrind).
public struct ColumnSlots: Sendable {
    public let columns: FittedColumns
    /// For rows of `count` cells (the index), when `count - 1` columns were measured or fewer.
    @usableFromInline let plans: [Plan]

    /// The slots of a row of `count` cells with no whole cell before its last.
    @usableFromInline
    struct Plan: Sendable {
        @usableFromInline var slots: [Slot]
        /// The widest whole last cell that leaves the other cells their measured widths.
        @usableFromInline var widestWholeLast: Int
    }

    public struct Slot: Sendable {
        public var column: Int, room: Int, isLast: Bool
    }

    public init(_ columns: FittedColumns) {
        self.columns = columns
        plans = (0...columns.widths.count + 1).map { count in
            var slots: [Slot] = []
            // Nothing whole: `slots` keeps the measured widths and has nothing to make room for.
            columns.slots(count, width: { _ in 0 }, isWhole: { _ in false }) { column, room, isLast in
                slots.append(Slot(column: column, room: room, isLast: isLast))
            }
            let widestWholeLast = columns.available - FittedColumns.taken(columns.widths.prefix(max(0, count - 1)))
            return Plan(slots: slots, widestWholeLast: widestWholeLast)
        }
    }

    /// What `columns.slots(count, width:isWhole:_:)` gives, each shown cell
    /// handed to `body` with its column, its room and whether it is the last.
    @inlinable
    public func slots(_ count: Int, width: (Int) -> Int, isWhole: (Int) -> Bool,
                      _ body: (_ column: Int, _ room: Int, _ isLast: Bool) -> Void) {
        guard let plan = plan(count, width: width, isWhole: isWhole) else {
            return columns.slots(count, width: width, isWhole: isWhole, body)
        }
        for slot in plan { body(slot.column, slot.room, slot.isLast) }
    }

    /// The slots worked out for the row, when it takes the measured widths as they are.
    @inlinable
    func plan(_ count: Int, width: (Int) -> Int, isWhole: (Int) -> Bool) -> [Slot]? {
        guard count > 0, count < plans.count else { return nil }
        let plan = plans[count]
        for column in 0..<count - 1 where isWhole(column) { return nil }
        if isWhole(count - 1), width(count - 1) > plan.widestWholeLast { return nil }
        return plan.slots
    }
}
