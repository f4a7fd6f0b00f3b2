/// The label shown next to a number: a small shared vocabulary, or the
/// card's own custom label ("Boat", "GRAND_CENTRAL").
public enum PhoneLabel {
    static let mobile = "mobile"
    static let home = "home"
    static let work = "work"
    static let main = "main"
    static let homeFax = "home fax"
    static let workFax = "work fax"
    /// A fax with neither HOME nor WORK, as Android labels it.
    static let otherFax = "other fax"
    static let pager = "pager"
    static let other = "other"

    /// The label for a number with vCard TYPE values `types` (any case) and,
    /// when its group has one, an `X-ABLabel`, as the vCard parser gives it:
    /// Apple's built-in labels (`_$!<Mobile>!$_` in the card) come unwrapped,
    /// and become our vocabulary; anything else is the user's own label.
    public static func normalized(types: [String], customLabel: String? = nil) -> String {
        if let customLabel = customLabel?.trimmed, !customLabel.isEmpty {
            return appleLabels[customLabel.lowercased()] ?? customLabel
        }
        var fax = false, home = false, work = false, pager = false, cell = false, main = false
        for type in types {
            switch TypeWord(type) {
            case .fax: fax = true
            case .home: home = true
            case .work: work = true
            case .pager: pager = true
            case .cell, .mobile, .iphone: cell = true
            case .main: main = true
            case nil: break
            }
        }
        if fax { return home ? homeFax : work ? workFax : otherFax }
        if pager { return Self.pager }
        if cell { return mobile }
        if main { return Self.main }
        if home { return Self.home }
        if work { return Self.work }
        return other
    }

    /// The TYPE values that decide a label.
    private enum TypeWord: CaseIterable {
        case fax, home, work, pager, cell, mobile, iphone, main

        var spelling: StaticString {
            switch self {
            case .fax: "FAX"
            case .home: "HOME"
            case .work: "WORK"
            case .pager: "PAGER"
            case .cell: "CELL"
            case .mobile: "MOBILE"
            case .iphone: "IPHONE"
            case .main: "MAIN"
            }
        }

        /// The word `type.uppercased()` spells, if any, matched on the bytes:
        /// uppercasing every type of every number would be a tenth of the import's mapping.
        init?(_ type: String) {
            let word = type.withUTF8Bytes { bytes -> TypeWord? in
                var high: UInt8 = 0
                for byte in bytes { high |= byte }
                if high < 0x80 { return Self.allCases.first { ASCIICase.equals(bytes, $0.spelling) } }
                // Non-ASCII can still uppercase to a word ("ıphone"): the full rule, rarely.
                let upper = type.uppercased()
                return Self.allCases.first { word in word.spelling.withUTF8Buffer { upper.utf8.elementsEqual($0) } }
            }
            guard let word else { return nil }
            self = word
        }
    }

    /// Apple's built-in labels, unwrapped and lowercased, in our vocabulary.
    private static let appleLabels: [String: String] = [
        "mobile": mobile, "iphone": mobile, "cell": mobile,
        "home": home, "work": work, "main": main, "pager": pager, "other": other,
        "homefax": homeFax, "workfax": workFax, "otherfax": otherFax,
    ]
}
