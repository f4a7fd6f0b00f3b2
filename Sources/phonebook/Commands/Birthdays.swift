import ArgumentParser
import Contacts
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Sections
import Store
import Exchange

/// `phonebook birthdays`: the birthdays (and anniversaries) to come, soonest first.
struct Birthdays: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "birthdays",
        abstract: "List birthdays (and anniversaries) by their next occurrence, soonest first.",
        discussion: """
            Each row: name, occasion, the next date it falls on, in how many days, and
            the age turned then when the card gives the year (BDAY 1906-12-09; a day
            without a year, --12-09 or --1209, has none). 29 February falls on
            28 February in other years. Exit status 1 when there is none to list.

            Examples:
              phonebook birthdays
              phonebook birthdays --within 30
              phonebook birthdays --anniversaries --format json
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions
    @OptionGroup var output: ScreenOutputOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Only those within DAYS days (0: today's only).", valueName: "days"))
    var within: Int?

    @Flag(help: "Wedding anniversaries too (ANNIVERSARY and the X- forms clients write).")
    var anniversaries = false

    @Option(help: ArgumentHelp("Count from this day (YYYY-MM-DD) instead of today: to look ahead, and for tests.",
                               valueName: "date"))
    var today: String?

    func validate() throws {
        if let within, within < 0 { throw ValidationError("--within must be 0 or more.") }
        if let today, CalendarDay(isoText: today) == nil {
            throw ValidationError("--today takes a date as YYYY-MM-DD, not \"\(today)\".")
        }
    }

    func run() throws {
        let book = try database.openForReading()
        let settings = try book.appSettings()
        let occasions = try OccasionReader.occasions(in: book, displayOrder: settings.displayOrder,
                                                     anniversaries: anniversaries, only: books.readFilter(in: book))
        let screen = BirthdaysScreen.build(occasions, from: startDay, within: within)
        let terminal = output.target()
        let format = output.resolvedFormat(for: terminal)
        guard !screen.sections.isEmpty else {
            try failListingNothing(screen, reason: noneMessage(any: !occasions.isEmpty), format: format,
                                   terminal: terminal)
        }
        try printScreen(screen, format: format, terminal: terminal)
    }

    /// `--today`, else today by the local clock and time zone.
    private var startDay: CalendarDay {
        if let today, let day = CalendarDay(isoText: today) { return day }
        // localtime_r, not Calendar: without Foundation, TimeZone.current is GMT.
        var now = time(nil), local = tm()
        localtime_r(&now, &local)
        return CalendarDay(year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday))
            ?? CalendarDay(year: 1970, month: 1, day: 1)!
    }

    private func noneMessage(any: Bool) -> String {
        let what = anniversaries ? "birthday or anniversary" : "birthday"
        guard any, let within else { return "no contact has a \(what)" }
        return within == 0 ? "no \(what) today" : "no \(what) within \(within) \(within == 1 ? "day" : "days")"
    }
}
