import VCard
import Contacts

/// A birthday with a year, month and day: what the form shows as `YYYY-MM-DD`.
struct BirthdayDate: Hashable {
    var year: Int
    var month: Int
    var day: Int

    /// Reads `YYYY-MM-DD`; nil when it is not a date of the calendar.
    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Checks the day against the month (and February against leap years).
    init?(year: Int, month: Int, day: Int) {
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month), (1...days[month - 1]).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads a card's BDAY: `1906-12-09`, `19061209`, either with a time after `T`; nil for a date
    /// without a year (`--1209`) or text, which the form leaves alone.
    init?(cardValue: String) {
        let date = String(cardValue.trimmed.prefix { $0 != "T" })
        if let parsed = BirthdayDate(date) {
            self = parsed
            return
        }
        guard date.count == 8, date.allSatisfy({ $0.isASCII && $0.isNumber }),
              let year = Int(date.prefix(4)), let month = Int(date.dropFirst(4).prefix(2)), let day = Int(date.suffix(2))
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`, as the form writes it.
    var text: String { "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))" }

    /// As a card of `version` writes a date: RFC 6350 §4.3.1 allows only the basic `19061209` in 4.0;
    /// RFC 2426 writes `1906-12-09`; 2.1 readers take the basic form best.
    func text(for version: VCardVersion) -> String {
        switch version {
        case .v3_0, .unknown: return text
        case .v2_1, .v4_0: return Self.padded(year, 4) + Self.padded(month, 2) + Self.padded(day, 2)
        }
    }

    static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
