import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What an edit stamps on a card: REV, the time of the change (RFC 6350 §6.7.4), and a UID for a card
/// that has none (§6.7.6).
public enum CardStamp {
    /// `20261122T183000Z`: the UTC time, in the basic format every version reads.
    public static func revision(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        // Days since 1970-01-01 to a civil date (Howard Hinnant's days_from_civil, inverted).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return pad(year, 4) + pad(month, 2) + pad(day, 2) + "T"
            + pad(secondOfDay / 3600, 2) + pad(secondOfDay / 60 % 60, 2) + pad(secondOfDay % 60, 2) + "Z"
    }

    /// A fresh `urn:uuid:` with a random (version 4) UUID, RFC 9562 §5.4.
    public static func randomUID() -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        let hex = bytes.map(Self.hex)
        let groups = [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }
        return "urn:uuid:" + groups.joined(separator: "-")
    }

    /// `number` in decimal, zeros before it up to `width` digits.
    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Two lowercase hex digits.
    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
