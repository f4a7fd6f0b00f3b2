import VCard

/// A birthday that is a day of the calendar, with its year (`YYYY-MM-DD`) or
/// without (`--MM-DD`, as phones write a birthday whose year is not known):
/// what the form shows and takes. Read with ``CardDate``, as `show` reads it;
/// text that is no date the form leaves alone.
struct BirthdayDate: Hashable {
    let date: CardDate

    /// Reads the form's `YYYY-MM-DD` or `--MM-DD`; nil for any other form of date.
    init?(_ text: String) {
        guard let date = CardDate(text), date.isoText == text else { return nil }
        self.init(date)
    }

    /// A card's date, when its day is in its month (February against leap
    /// years; without a year, the 29th is a day).
    init?(_ date: CardDate) {
        guard (1...12).contains(date.month) else { return nil }
        let isLeap = date.year.map { $0 % 4 == 0 && ($0 % 100 != 0 || $0 % 400 == 0) } ?? true
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...days[date.month - 1]).contains(date.day) else { return nil }
        self.date = date
    }

    /// `YYYY-MM-DD` or `--MM-DD`, as the form writes it.
    var text: String { date.isoText }

    /// As a card of `version` writes a date: RFC 6350 §4.3.1 allows only the basic `19061209` in 4.0;
    /// RFC 2426 writes `1906-12-09`; 2.1 readers take the basic form best.
    func text(for version: VCardVersion) -> String {
        switch version {
        case .v3_0, .unknown: return text
        case .v2_1, .v4_0:
            let basic = text.filter { $0 != "-" }
            return date.year == nil ? "--" + basic : basic
        }
    }
}
