/// The digit strings a written phone number may stand for, as `lookup`
/// compares two numbers: its digits as written and, when it is written in
/// national form (no "+"), its international digits in the region in
/// force, or without a region (or one without a calling code) its digits
/// after any leading 0s (the trunk prefix of most countries). Two numbers
/// match when any of their forms do (`PhoneDigits.matches`), so a region
/// never loses the match of the digits as written: a local number without
/// its area code still matches by its last digits. Its form replaces the
/// one without leading 0s, though: in RU, "020 7946 0105" is not +44.
public struct PhoneNumberForms: Sendable, Equatable {
    /// The digits as written first, then the other forms.
    let forms: [String]

    public init(_ number: String, region: Region?) {
        let digits = PhoneDigits.digits(of: number)
        var forms = [digits]
        if !Self.isInternational(number) {
            if let international = region?.internationalDigits(ofNational: digits) {
                forms.append(international)
            } else {
                let significant = digits.drop { $0 == "0" }
                if significant.utf8.count < digits.utf8.count { forms.append(String(significant)) }
            }
        }
        self.forms = forms
    }

    /// True when any form of this number matches any form of `other`.
    public func matches(_ other: PhoneNumberForms) -> Bool {
        forms.contains { form in other.forms.contains { PhoneDigits.matches(form, $0) } }
    }

    /// Written in international form: a "+" before the first digit ("+44 20…", "tel:+1-…").
    public static func isInternational(_ number: String) -> Bool {
        for byte in number.utf8 {
            if byte == UInt8(ascii: "+") { return true }
            if byte &- 0x30 < 10 { return false }
        }
        return false
    }
}
