/// A country whose national numbering a number may be written in: how
/// "020 7946 0105" dialled in GB becomes +44 20 7946 0105.
public struct Region: Sendable, Hashable {
    /// The ISO 3166-1 alpha-2 code, upper case ("GB").
    public let code: String
    /// The ITU-T E.164 country calling code ("44"); empty for a country without one.
    let callingCode: String
    /// Dialled before a national number inside the country ("0" in GB, "1" in
    /// the NANP, "8" in RU, "06" in HU); empty where there is none (IT, ES).
    let trunkPrefix: String

    /// The region with ISO 3166-1 alpha-2 code `code`, in either case; nil for anything else.
    public init?(code: String) {
        let upper = code.uppercased()
        guard upper.utf8.count == 2, let entry = CallingCodes.byCountry[upper] else { return nil }
        self.code = upper
        callingCode = entry.callingCode
        trunkPrefix = entry.trunkPrefix
    }

    /// The international digits (country code first, no "+") of a number
    /// written in this region's national form, given as its `digits`: the
    /// trunk prefix dropped when it leads, the calling code put in front.
    /// Nil when the region has no calling code.
    func internationalDigits(ofNational digits: String) -> String? {
        guard !callingCode.isEmpty, !digits.isEmpty else { return nil }
        let significant = !trunkPrefix.isEmpty && digits.hasPrefix(trunkPrefix)
            ? digits.dropFirst(trunkPrefix.utf8.count) : Substring(digits)
        return callingCode + significant
    }
}
