import Contacts
import Testing

@Suite("Yearly dates and calendar days")
struct YearlyDateTests {
    private func day(_ text: String) throws -> CalendarDay { try #require(CalendarDay(isoText: text)) }

    @Test func daysBetweenDatesFollowTheGregorianLeapYears() throws {
        #expect(try day("2025-12-28").days(to: day("2026-01-05")) == 8)
        #expect(try day("1900-02-28").days(to: day("1900-03-01")) == 1)  // 1900: no 29 February
        #expect(try day("2000-02-28").days(to: day("2000-03-01")) == 2)  // 2000: a leap year
        #expect(try day("2024-01-01").days(to: day("2025-01-01")) == 366)
        #expect(CalendarDay(isoText: "2025-02-29") == nil && CalendarDay(isoText: "2025-1-01") == nil)
        #expect(try day("0999-03-04").description == "0999-03-04")
    }

    @Test func theNextOccurrenceIsTodayOrLaterAndALeapDayFallsOnTheTwentyEighth() throws {
        let leap = YearlyDate(month: 2, day: 29, year: 2000)
        #expect(leap.nextOccurrence(onOrAfter: try day("2025-03-01")) == (try day("2026-02-28")))
        #expect(leap.nextOccurrence(onOrAfter: try day("2027-03-01")) == (try day("2028-02-29")))
        #expect(leap.years(at: try day("2028-02-29")) == 28)
        let newYear = YearlyDate(month: 1, day: 1)
        #expect(newYear.nextOccurrence(onOrAfter: try day("2025-12-31")) == (try day("2026-01-01")))
        #expect(newYear.nextOccurrence(onOrAfter: try day("2026-01-01")) == (try day("2026-01-01")))
        #expect(newYear.years(at: try day("2026-01-01")) == nil)
        // A day its month lacks, as a card may hold: the month's last day.
        #expect(YearlyDate(month: 4, day: 31).occurrence(in: 2025) == (try day("2025-04-30")))
        // No age before the first occurrence.
        #expect(YearlyDate(month: 6, day: 1, year: 2030).years(at: try day("2030-06-01")) == nil)
    }
}
