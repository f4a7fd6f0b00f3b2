import Contacts
import Store

extension RowKind {
    /// A birthday or an anniversary with its next occurrence (`phonebook birthdays`).
    public static let occasion = RowKind("occasion")
}

extension RowID.Item {
    /// Contact `contact`'s birthday or anniversary: "occasion:12:birthday".
    public static func occasion(_ contact: ContactID, _ kind: Occasion.Kind) -> Self {
        Self("occasion:\(contact):\(kind.rawValue)")
    }
}

/// A contact's birthday or anniversary, counted from a day: when it next
/// comes, in how many days, and the age turned (the years married) then
/// when the card gives the year.
public struct OccasionRow: RowModel {
    public static let kind = RowKind.occasion
    public var occasion: Occasion
    /// Its first occurrence on or after the day counted from.
    public var next: CalendarDay
    /// Days from that day to `next`: 0 today.
    public var days: Int

    public init(_ occasion: Occasion, from today: CalendarDay) {
        self.occasion = occasion
        next = occasion.date.nextOccurrence(onOrAfter: today)
        days = today.days(to: next)
    }

    public var item: RowID.Item { .occasion(occasion.contactID, occasion.kind) }

    public var contactID: ContactID? { occasion.contactID }

    /// The age turned, or the years married, on `next`; nil without a year.
    public var years: Int? { occasion.date.years(at: next) }

    /// "today", "tomorrow", "in 12 days".
    public var when: String {
        switch days {
        case 0: return "today"
        case 1: return "tomorrow"
        default: return "in \(days) days"
        }
    }

    /// "turns 36" for a birthday, "36 years" for an anniversary; empty without a year.
    public var yearsText: String {
        guard let years else { return "" }
        return occasion.kind == .birthday ? "turns \(years)" : "\(years) \(years == 1 ? "year" : "years")"
    }

    public var cells: [Cell] {
        [Cell(occasion.name), Cell(occasion.kind.rawValue, .secondary), Cell(next.description, kind: .date), Cell(when),
         Cell(yearsText, .secondary)]
    }

    public var fields: [RowField] {
        [RowField("contact", .text(occasion.uid)), RowField("name", .text(occasion.name)),
         RowField("occasion", .text(occasion.kind.rawValue)), RowField("date", .text(occasion.date.isoText)),
         RowField("next", .text(next.description)), RowField("days", .number(days)),
         RowField("age", .text(years.map(String.init) ?? ""))]
    }
}
