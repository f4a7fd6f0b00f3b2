/// The label shown next to a number: a small shared vocabulary, or the
/// card's own custom label ("Boat", "GRAND_CENTRAL").
public enum PhoneLabel {
    public static let mobile = "mobile"
    public static let home = "home"
    public static let work = "work"
    public static let main = "main"
    public static let homeFax = "home fax"
    public static let workFax = "work fax"
    /// A fax with neither HOME nor WORK, as Android labels it.
    public static let otherFax = "other fax"
    public static let pager = "pager"
    public static let other = "other"

    /// The label for a number with vCard TYPE values `types` (any case) and,
    /// when its group has one, an `X-ABLabel`. Apple's built-in labels are
    /// written `_$!<Mobile>!$_`; anything else is the user's own label.
    public static func normalized(types: [String], customLabel: String? = nil) -> String {
        if let customLabel = customLabel?.trimmed, !customLabel.isEmpty {
            let unwrapped = unwrapApple(customLabel)
            return appleLabels[unwrapped.lowercased()] ?? unwrapped
        }
        var fax = false, home = false, work = false, pager = false, cell = false, main = false
        for type in types {
            if type.uppercases(to: "FAX") { fax = true }
            else if type.uppercases(to: "HOME") { home = true }
            else if type.uppercases(to: "WORK") { work = true }
            else if type.uppercases(to: "PAGER") { pager = true }
            else if type.uppercases(to: "CELL") || type.uppercases(to: "MOBILE") || type.uppercases(to: "IPHONE") {
                cell = true
            } else if type.uppercases(to: "MAIN") { main = true }
        }
        if fax { return home ? homeFax : work ? workFax : otherFax }
        if pager { return Self.pager }
        if cell { return mobile }
        if main { return Self.main }
        if home { return Self.home }
        if work { return Self.work }
        return other
    }

    /// `_$!<HomeFAX>!$_` → `HomeFAX`; other text unchanged.
    static func unwrapApple(_ label: String) -> String {
        guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_"), label.count > 8 else { return label }
        return String(label.dropFirst(4).dropLast(4))
    }

    private static let appleLabels: [String: String] = [
        "mobile": mobile, "iphone": mobile, "cell": mobile,
        "home": home, "work": work, "main": main, "pager": pager, "other": other,
        "homefax": homeFax, "workfax": workFax, "otherfax": otherFax,
    ]
}
