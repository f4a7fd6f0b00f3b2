import Sections
import Store

/// Where each row of a section stands in it, loaded or not, and how many
/// items it lists: the status line's "N/TOTAL" adds them up over the sections.
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
    /// The number, from 1, of each row of the section, top to bottom.
    let numbers: [Int]
    /// How many items the section lists once every row is loaded.
    let count: Int

    /// The numbers of `section`'s rows: each row its own on a section of
    /// other rows; on a section of entries, by contact (`Row.contactID`),
    /// a load-more row (`Row.pageRequest`) standing for the gap.
    init(_ section: Section) {
        guard section.query != nil else {
            numbers = section.rows.indices.map { $0 + 1 }
            count = section.rows.count
            return
        }
        (numbers, count) = Self.numbers(of: section)
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
            if let contact = row.contactID, contact != previous {
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
            if let contact = rows[index].contactID, contact != previous {
                fromEnd += 1
                previous = contact
            }
            numbers[index] = fromEnd
        }
        let total = section.contactCount ?? above + gap.request.remaining + fromEnd
        for index in rows.indices where index > gap.index { numbers[index] = total - numbers[index] + 1 }
        return (numbers, total)
    }
}
