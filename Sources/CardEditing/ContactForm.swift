/// The plain-text form a person edits in `$EDITOR`: one field per line, `Field (label): value`, under
/// a header of `#` lines saying how to use it. "The edit form" in docs/commands.md documents the format.
public enum ContactForm {
    /// The `#` lines at the top of every form.
    public static let header = """
        # Edit the contact below, then save and quit to apply the changes.
        # Quit without saving, or delete every field, to change nothing.
        # One field per line, "Field: value". Repeat a line to add another phone,
        # email, IM, address, URL, nickname, note or category; delete a line to remove it.
        # Labels go in parentheses: mobile, home, work, main, pager, home fax,
        # work fax, other fax, other, or a word of your own: "Phone (boat): …".
        # IM takes its service: "IM (jabber): …", skype, aim, icq, sip, …
        # Address: street; city; region; postcode; country, after a suite or flat
        # as a sixth part when there is one.  Birthday, Anniversary: YYYY-MM-DD or --MM-DD.
        # A line starting with a blank continues the field above on a new line.
        # Empty fields and lines starting with # are ignored.

        """

    /// The form for `details`: every field the card has one of (empty ones left blank to fill in), then
    /// each entry, and an empty line for a kind the card has none of.
    public static func render(_ details: ContactDetails) -> String {
        var lines: [String] = []
        func add(_ field: FormField, label: String = "", _ value: String) {
            let name = field.title + (label.isEmpty ? "" : " (\(label))")
            let valueLines = value.split(separator: "\n", omittingEmptySubsequences: false)
            lines.append(name + ":" + (value.isEmpty ? "" : " " + valueLines[0]))
            for more in valueLines.dropFirst() { lines.append("  " + more) }
        }
        for field in FormField.allCases {
            switch field {
            case .name: add(field, details.name)
            case .prefix: add(field, details.prefix)
            case .given: add(field, details.given)
            case .middle: add(field, details.middle)
            case .family: add(field, details.family)
            case .suffix: add(field, details.suffix)
            case .organization: add(field, details.organization)
            case .title: add(field, details.title)
            case .birthday: add(field, details.birthday)
            case .anniversary: add(field, details.anniversary)
            case .category:
                for name in details.categories { add(field, name) }
                if details.categories.isEmpty { add(field, "") }
            case .nickname, .phone, .email, .instantMessaging, .address, .url, .note:
                let kind = field.kind!
                let entries = details.entries(kind)
                for entry in entries { add(field, label: entry.label == "" ? "" : entry.label, entry.value) }
                if entries.isEmpty { add(field, label: placeholderLabel(kind), "") }
            }
        }
        return header + lines.joined(separator: "\n") + "\n"
    }

    /// The lines of `details`' form that hold a value, without the header: a contact shown in brief.
    public static func filledLines(_ details: ContactDetails) -> [String] {
        render(details).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.hasSuffix(":") }
    }

    /// The blank form `add` opens: the same format, every field empty.
    public static var blank: String { render(ContactDetails()) }

    /// The label an empty line of `kind` suggests.
    private static func placeholderLabel(_ kind: CardEntry.Kind) -> String {
        switch kind {
        case .phone: "mobile"
        case .email, .address: "home"
        case .instantMessaging: "jabber"
        case .url, .nickname, .note: ""
        }
    }

    /// The edits that make `card` what the person wrote in `text`; none when the form says what it said
    /// before. The old side is the card's form read back, so nothing the form cannot show counts as a change.
    public static func edits(card: [UInt8], edited text: String) throws -> [CardEdit] {
        let before = try parse(render(try ContactDetails(card: card)), validating: false)
        return before.edits(to: try parse(text, editedFrom: before))
    }
}
