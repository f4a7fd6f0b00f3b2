/// One cell of text a row's kind renders it into; a renderer lays cells
/// out in columns and chooses how a style looks (or ignores it).
public struct Cell: Sendable, Equatable {
    public var text: String
    public var style: Style
    public var kind: Kind
    /// What tells this row's contact apart from a neighbour of the same
    /// name (its organization, or first email), shown dim after the text.
    public var detail: String?

    public init(_ text: String, _ style: Style = .normal, kind: Kind = .text, detail: String? = nil) {
        self.text = text
        self.style = style
        self.kind = kind
        self.detail = detail
    }

    /// The text with its detail, as it takes room on a line: "Ann Lee (Acme)".
    public var textWithDetail: String {
        guard let detail else { return text }
        return text + " (" + detail + ")"
    }

    public enum Style: Sendable, Equatable {
        case normal
        /// Less important: a label, a hint (dim on a terminal).
        case secondary
    }

    /// What the text is, which decides whether a renderer may cut it to fit.
    public enum Kind: Sendable, Equatable {
        /// A name, a title, a label, prose: may be cut (ending in "…") or wrapped.
        case text
        case phoneNumber
        case email
        case uid
        /// A web address: cut short it leads elsewhere.
        case url
        /// An instant-messaging handle.
        case handle
        /// A day (`2027-06-23`): cut short it is another day, or none.
        case date
    }

    /// Whether the text must be shown whole: a number, an address, a URL, a
    /// handle, a UID or a date cut short is a wrong one, so other cells give way to it.
    public var isWhole: Bool { kind != .text }
}
