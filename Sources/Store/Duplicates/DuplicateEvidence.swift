/// What makes a group of contacts look like one person: the numbers, the
/// emails and the names its members share.
public struct DuplicateEvidence: Sendable, Equatable {
    /// The shared numbers, as one of the cards writes each (in international form when one does).
    public var numbers: [String] = []
    /// The shared email addresses, as one of the cards writes each.
    public var emails: [String] = []
    /// The shared names, folded, given name first ("grace hopper").
    public var names: [String] = []

    public init(numbers: [String] = [], emails: [String] = [], names: [String] = []) {
        self.numbers = numbers
        self.emails = emails
        self.names = names
    }

    /// How many kinds of evidence there are (number, email, name): a
    /// group with more is stronger.
    public var kinds: Int {
        [numbers, emails, names].filter { !$0.isEmpty }.count
    }

    /// Orders groups strongest first: more kinds of evidence, then an
    /// email before a number before a name (an address is one person's
    /// more often than a number, a household's landline, is).
    var strength: Int {
        kinds * 8 + (emails.isEmpty ? 0 : 4) + (numbers.isEmpty ? 0 : 2) + (names.isEmpty ? 0 : 1)
    }

    /// The evidence in words: "same number +1 617 555 0127 and name grace
    /// hopper", "same emails a@x.org and b@y.org".
    public var reason: String {
        var parts: [String] = []
        func add(_ values: [String], _ singular: String) {
            guard !values.isEmpty else { return }
            parts.append((values.count == 1 ? singular : singular + "s") + " " + Self.list(values))
        }
        add(numbers, "number")
        add(emails, "email")
        add(names, "name")
        return "same " + Self.list(parts)
    }

    /// "a", "a and b", "a, b and c".
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
