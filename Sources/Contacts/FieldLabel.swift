/// The label of an email, a postal address or a URL, and labels as a
/// person types them in the edit form. Numbers have their own rule,
/// ``PhoneLabel``; both share its vocabulary.
public enum FieldLabel {
    /// The label a card gives an email, an address or a URL: its group's
    /// `X-ABLabel` (Apple's built-in ones in our vocabulary), else home or
    /// work by its TYPE values (any case), else "other".
    public static func normalized(types: [String], customLabel: String?) -> String {
        if let custom = customLabel?.trimmed, !custom.isEmpty {
            return PhoneLabel.normalized(types: [], customLabel: custom)
        } else if types.contains(where: { $0.uppercases(to: "HOME") }) {
            return PhoneLabel.home
        } else if types.contains(where: { $0.uppercases(to: "WORK") }) {
            return PhoneLabel.work
        }
        return PhoneLabel.other
    }

    /// `label` as the form compares it: one of our words in lowercase (with
    /// "cell", "iphone" and "fax" as the words they mean), else the person's
    /// own label as typed; "other" when empty.
    public static func canonical(_ label: String) -> String {
        let label = label.trimmed
        if label.isEmpty { return PhoneLabel.other }
        let lower = label.lowercased()
        if vocabulary.contains(lower) { return lower }
        return aliases[lower] ?? label
    }

    /// Our words, lowercase; anything else is a label of the person's own.
    private static let vocabulary: Set<String> = [
        PhoneLabel.mobile, PhoneLabel.home, PhoneLabel.work, PhoneLabel.main, PhoneLabel.homeFax,
        PhoneLabel.workFax, PhoneLabel.otherFax, PhoneLabel.pager, PhoneLabel.other,
    ]
    private static let aliases = ["cell": PhoneLabel.mobile, "iphone": PhoneLabel.mobile, "fax": PhoneLabel.otherFax]
}
