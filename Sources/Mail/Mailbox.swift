/// One mailbox of an address field (RFC 5322 §3.4): who, and where. Every form a mailer writes is
/// read: `Grace Hopper <grace@navy.mil>`, `"Hopper, Grace" <grace@navy.mil>`, a bare
/// `grace@navy.mil`, the old `grace@navy.mil (Grace Hopper)`, and a group's members
/// (`Navy: grace@navy.mil, ada@navy.mil;`); the name's RFC 2047 words decoded.
public struct Mailbox: Sendable, Equatable {
    /// The display name (or, for `address (Comment)`, the comment), decoded and with blanks
    /// collapsed; "" when the field gives none.
    public var name: String
    /// The address as written, without blanks, comments and angle brackets.
    public var address: String

    public init(name: String, address: String) {
        self.name = name
        self.address = address
    }

    /// The mailboxes of a field's value, in order; a part that holds no address (`undisclosed-recipients:;`,
    /// a name alone) is left out.
    public static func list(_ value: String) -> [Mailbox] {
        var scanner = MailboxScanner()
        for character in value { scanner.take(character) }
        scanner.endPart()
        return scanner.mailboxes
    }
}

/// Reads an address field a character at a time: quoted strings, nested comments, angle brackets,
/// and the commas, colons and semicolons that separate mailboxes and groups at the top level.
private struct MailboxScanner {
    var mailboxes: [Mailbox] = []
    /// The part being read: its phrase (unquoted, blanks collapsed), its text as written outside
    /// comments and brackets (a bare address, quotes kept), its bracketed address, its comments.
    var phrase = ""
    var written = ""
    var angle: String?
    var comments: [String] = []

    var inQuote = false
    var inAngle = false
    var commentDepth = 0
    var escaped = false
    var comment = ""

    mutating func take(_ character: Character) {
        if escaped {
            escaped = false
            return append(character)
        }
        if character == "\\" && (inQuote || commentDepth > 0) {
            escaped = true
            if inQuote { written.append(character) }
            return
        }
        if commentDepth > 0 {
            switch character {
            case "(": commentDepth += 1; comment.append(character)
            case ")":
                commentDepth -= 1
                if commentDepth == 0 { comments.append(comment); comment = "" } else { comment.append(character) }
            default: comment.append(character)
            }
            return
        }
        if inQuote {
            if character == "\"" { inQuote = false; written.append(character) } else { append(character) }
            return
        }
        if inAngle {
            switch character {
            case ">": inAngle = false
            case "(": commentDepth = 1
            default: if !character.isWhitespace { angle?.append(character) }
            }
            return
        }
        switch character {
        case "\"": inQuote = true; written.append(character)
        case "(": commentDepth = 1
        case "<": inAngle = true; angle = ""
        case ",", ";": endPart()
        case ":": startGroup()
        default:
            if character.isWhitespace {
                if !phrase.isEmpty && phrase.last != " " { phrase.append(" ") }
            } else {
                phrase.append(character)
                written.append(character)
            }
        }
    }

    /// A character of a quoted string or a comment (or one escaped in either).
    private mutating func append(_ character: Character) {
        if commentDepth > 0 {
            comment.append(character)
        } else {
            phrase.append(character)
            written.append(character)
        }
    }

    /// `group:` begins a group: what came before named it and is no mailbox.
    private mutating func startGroup() {
        phrase = ""
        written = ""
        comments = []
    }

    /// Ends the part read so far, keeping it when it holds an address.
    mutating func endPart() {
        defer { startGroup(); angle = nil }
        var address = angle ?? written
        // An obsolete source route (`<@relay:grace@navy.mil>`, RFC 5322 §4.4) is no part of the address.
        if angle != nil, let colon = address.lastIndex(of: ":") { address = String(address[address.index(after: colon)...]) }
        guard let at = address.lastIndex(of: "@"), at != address.startIndex, address.index(after: at) != address.endIndex else {
            return
        }
        let shown = angle != nil ? phrase : ""
        let name = shown.trimmingBlanks.isEmpty ? (comments.first ?? "") : shown
        mailboxes.append(Mailbox(name: EncodedWords.decoded(name).collapsingBlanks, address: address))
    }
}

extension String {
    /// Without blanks at either end.
    var trimmingBlanks: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// Runs of blanks (line breaks and tabs among them) as one space, none at either end.
    var collapsingBlanks: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
