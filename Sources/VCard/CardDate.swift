/// A date property (BDAY, ANNIVERSARY and the X- forms clients write for it)
/// read as a calendar day, with or without a year.
///
/// The forms real cards hold: `1906-12-09` (3.0, 4.0), `19061209` (2.1,
/// Outlook, 4.0 basic), `--1209` and `--12-09` (4.0 and Evolution: no
/// year), and 3.0 date-times (`1996-04-15T23:00:00Z`), whose time is
/// dropped. Apple writes a day without a year as year 1604 with
/// `X-APPLE-OMIT-YEAR=1604`.
public struct CardDate: Sendable, Equatable, Hashable {
    /// Nil for a day without a year.
    public var year: Int?
    public var month: Int
    public var day: Int

    /// Creates a date; `month` 1...12 and `day` 1...31 are the caller's to check.
    public init(year: Int?, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `text` in one of the forms above; nil for anything else (free
    /// text such as `circa 1800`, a time alone, an impossible month or day).
    /// `omittedYear` is the year that stands for none (Apple's X-APPLE-OMIT-YEAR).
    public init?(_ text: String, omittedYear: String? = nil) {
        var digits = Array(text.utf8.drop { $0 == ASCII.space || $0 == ASCII.tab })
        while let last = digits.last, last == ASCII.space || last == ASCII.tab { digits.removeLast() }
        if let time = digits.firstIndex(of: 0x54) { digits.removeSubrange(time...) }  // "T…"
        let noYear = digits.starts(with: [0x2D, 0x2D])
        if noYear { digits.removeFirst(2) }
        // Dashes between the parts are optional (the basic and extended forms).
        if !noYear, digits.count == 10, digits[4] == 0x2D, digits[7] == 0x2D {
            digits.remove(at: 7)
            digits.remove(at: 4)
        } else if noYear, digits.count == 5, digits[2] == 0x2D {
            digits.remove(at: 2)
        }
        guard digits.count == (noYear ? 4 : 8), digits.allSatisfy({ $0 &- 0x30 < 10 }) else { return nil }
        func number(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        let monthStart = noYear ? 0 : 4
        let month = number(monthStart..<monthStart + 2), day = number(monthStart + 2..<monthStart + 4)
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        var year = noYear ? nil : number(0..<4)
        if let omitted = omittedYear.flatMap({ Int($0.trimmingBlanks) }), year == omitted { year = nil }
        self.init(year: year, month: month, day: day)
    }

    /// Reads a date property's value, with Apple's X-APPLE-OMIT-YEAR.
    package init?(_ property: VCardProperty) {
        self.init(property.text, omittedYear: property.parameter("X-APPLE-OMIT-YEAR"))
    }

    /// ISO 8601: `1906-12-09`, or `--12-09` without a year (RFC 6350 §4.3.1).
    public var isoText: String {
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        guard let year else { return "--\(two(month))-\(two(day))" }
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "-\(two(month))-\(two(day))"
    }
}
