import Sections
import Store

/// Where each row stands in the whole list, loaded or not, and how long the
/// list is: the status line's "N/TOTAL".
///
/// An item is a row, except that all rows of one contact within a section
/// (its numbers, their inline detail) are one item. The store knows each
/// section's count of contacts at no cost (`section_counts`), but not of
/// rows, which are per number and would take a count of every number; so
/// on the contacts screen N/TOTAL counts contacts (the Links row counts
/// one, and a starred contact is listed twice, under Favorites and under
/// its letter, as the screen shows it), and on the other screens, whose
/// rows are all loaded, it counts rows. Rows above a section's gap are
/// numbered from the section's start; rows below it, read from the end,
/// from its end: the section's count less the contacts after them.
struct ItemNumbers: Sendable, Equatable {
    /// The number, from 1, of each row of the laid-out screen, top to bottom.
    let numbers: [Int]
    /// How many items the screen lists once every row is loaded.
    let total: Int

    /// The numbers of `sections`' rows, in the order a layout lists them (empty sections left out).
    init(_ sections: [Section]) {
        var numbers: [Int] = [], before = 0
        for section in sections where !section.rows.isEmpty {
            guard section.query != nil else {
                numbers += section.rows.indices.map { before + $0 + 1 }
                before += section.rows.count
                continue
            }
            let (section, total) = Self.numbers(of: section)
            numbers += section.map { before + $0 }
            before += total
        }
        self.numbers = numbers
        total = before
    }

    /// A section of entries: each row's number within the section, and the section's count.
    private static func numbers(of section: Section) -> ([Int], Int) {
        let rows = section.rows
        var numbers = [Int](repeating: 0, count: rows.count)
        var above = 0, previous: ContactID?, gap: (index: Int, request: PageRequest)?
        for (index, row) in rows.enumerated() {
            if let request = row.pageRequest {
                // The gap stands where its first contact will be.
                gap = (index, request)
                numbers[index] = above + (request.continuesContact ? 0 : 1)
                break
            }
            if let contact = contact(of: row), contact != previous {
                above += 1
                previous = contact
            }
            numbers[index] = max(above, 1)
        }
        guard let gap else { return (numbers, section.contactCount ?? above) }
        // Below the gap, from the end: how many contacts each row's contact is from it.
        var fromEnd = 0
        previous = nil
        for index in rows.indices.reversed() where index > gap.index {
            if let contact = contact(of: rows[index]), contact != previous {
                fromEnd += 1
                previous = contact
            }
            numbers[index] = fromEnd
        }
        let total = section.contactCount ?? above + gap.request.remaining + fromEnd
        for index in rows.indices where index > gap.index { numbers[index] = total - numbers[index] + 1 }
        return (numbers, total)
    }

    /// The contact an entry row or its inline detail belongs to.
    private static func contact(of row: Row) -> ContactID? {
        if let key = row.entryKey { return key.contactID }
        if case let .detail(contact, _) = row.id.item { return contact }
        return nil
    }
}
