import VCard

/// A birthday with a year that is a day of the calendar: what the form shows and takes as `YYYY-MM-DD`.
/// Read with ``CardDate``, as `show` reads it; a day without a year, or text, the form leaves alone.
struct BirthdayDate: Hashable {
    let date: CardDate

    /// Reads the form's `YYYY-MM-DD`; nil for any other form of date.
    init?(_ text: String) {
        guard let date = CardDate(text), date.isoText == text else { return nil }
        self.init(date)
    }

    /// A card's date, when it has a year and its day is in its month (February against leap years).
    init?(_ date: CardDate) {
        guard let year = date.year, (1...12).contains(date.month) else { return nil }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...days[date.month - 1]).contains(date.day) else { return nil }
        self.date = date
    }

    /// `YYYY-MM-DD`, as the form writes it.
    var text: String { date.isoText }

    /// As a card of `version` writes a date: RFC 6350 §4.3.1 allows only the basic `19061209` in 4.0;
    /// RFC 2426 writes `1906-12-09`; 2.1 readers take the basic form best.
    func text(for version: VCardVersion) -> String {
        switch version {
        case .v3_0, .unknown: return text
        case .v2_1, .v4_0: return text.filter { $0 != "-" }
        }
    }
}
