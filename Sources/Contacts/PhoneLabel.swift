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
        let types = Set(types.map { $0.uppercased() })
        if types.contains("FAX") {
            if types.contains("HOME") { return homeFax }
            if types.contains("WORK") { return workFax }
            return otherFax
        }
        if types.contains("PAGER") { return pager }
        if !types.isDisjoint(with: ["CELL", "MOBILE", "IPHONE"]) { return mobile }
        if types.contains("MAIN") { return main }
        if types.contains("HOME") { return home }
        if types.contains("WORK") { return work }
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

extension String {
    var trimmed: String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view.removeFirst() }
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return String(view)
    }
}
