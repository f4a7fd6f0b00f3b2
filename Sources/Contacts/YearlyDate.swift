/// A day that comes back every year, a birthday or an anniversary: a month
/// and a day, and the year it first happened when the card says.
///
/// In a year without its day, a date falls on the last day of its month:
/// 29 February on 28 February (as most phone calendars show it; some laws
/// count a leap-day birthday on 1 March instead), and a 31 April a card
/// may hold on 30 April.
public struct YearlyDate: Sendable, Hashable {
    public var month: Int
    public var day: Int
    /// The year it first happened (a birth); nil when the card gives none.
    public var year: Int?

    /// `month` 1...12 and `day` 1...31 are the caller's to check.
    public init(month: Int, day: Int, year: Int? = nil) {
        self.month = month
        self.day = day
        self.year = year
    }

    /// ISO 8601: `1906-12-09`, or `--12-09` without a year (RFC 6350 §4.3.1).
    public var isoText: String {
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        guard let year else { return "--\(two(month))-\(two(day))" }
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "-\(two(month))-\(two(day))"
    }

    /// The day it falls on in `year`.
    public func occurrence(in year: Int) -> CalendarDay {
        let day = min(self.day, CalendarDay.days(inMonth: month, year: year))
        // Valid by construction: the month is 1...12 and the day within it.
        return CalendarDay(year: year, month: month, day: day)!
    }

    /// Its first occurrence on or after `today`: today itself when it is today.
    public func nextOccurrence(onOrAfter today: CalendarDay) -> CalendarDay {
        let thisYear = occurrence(in: today.year)
        return thisYear >= today ? thisYear : occurrence(in: today.year + 1)
    }

    /// How many years it has been on `occurrence` (the age a person turns on
    /// that birthday); nil without a year, or before the first one.
    public func years(at occurrence: CalendarDay) -> Int? {
        guard let year, occurrence.year > year else { return nil }
        return occurrence.year - year
    }
}
