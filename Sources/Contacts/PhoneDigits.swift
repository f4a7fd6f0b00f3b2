/// The digits of a phone number, for lookup regardless of how it is written.
public enum PhoneDigits {
    /// Only the ASCII digits of `number` ("+1 (212) 555-0005" → "12125550005").
    public static func digits(of number: String) -> String {
        collect(number, reversed: false)
    }

    /// The digits last-first, so numbers that end alike share an index prefix
    /// (the store keeps only these; the digits are them read backwards).
    public static func reversedDigits(of number: String) -> String {
        collect(number, reversed: true)
    }

    /// Sized exactly, so most fit a small string and allocate nothing.
    private static func collect(_ number: String, reversed: Bool) -> String {
        number.withUTF8Bytes { bytes in
            var count = 0
            for byte in bytes where isDigit(byte) { count += 1 }
            if count == 0 { return "" }
            return String(unsafeUninitializedCapacity: count) { output in
                var written = 0
                for byte in bytes where isDigit(byte) {
                    output[reversed ? count - 1 - written : written] = byte
                    written += 1
                }
                return count
            }
        }
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// How many trailing digits must agree for two numbers of different
    /// lengths to be the same line, as phones match a caller to a contact
    /// (a stored number without its country code still matches).
    public static let minimumTrailingMatch = 7

    /// True when the two digit strings name the same number: equal, or one
    /// ends with the other and they share at least `minimumTrailingMatch` digits.
    public static func matches(_ a: String, _ b: String) -> Bool {
        if a == b { return !a.isEmpty }
        let (short, long) = a.utf8.count < b.utf8.count ? (a, b) : (b, a)
        return short.utf8.count >= minimumTrailingMatch && long.hasSuffix(short)
    }
}
