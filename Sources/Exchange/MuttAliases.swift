import Contacts
import Store

/// Contacts as mutt alias lines, `alias NICK Name <address>`, one per email
/// address, in the form mutt's own `create-alias` writes them: the name
/// quoted as an RFC 5322 display name when it holds a special character,
/// then the whole address backslash-escaped where the muttrc parser would
/// otherwise read it (backslash, backtick, both quotes, `$`, and `#`, which
/// mutt forgets: an unescaped `#` starts a comment and cuts the name).
/// A contact in groups (its categories, the group cards naming it) has a
/// `-group NAME` before the nick for each, as neomutt's and mutt's
/// `alias [-group name ...] key address` take them, so `alias -group`
/// lists and `~G` patterns find them.
public enum MuttAliases {
    /// Writes one alias line per email of each contact of `ids`, in that order, through `sink`.
    public static func write(from book: AddressBook, contacts ids: [ContactID],
                             to sink: (String) throws -> Void) throws {
        var nicks = NickNames()
        for id in ids {
            guard let contact = try book.contactDetail(id), !contact.emails.isEmpty else { continue }
            let groups = try book.groupNames(ofMember: id)
            for (index, email) in contact.emails.enumerated() {
                let nick = nicks.take(name: contact.name.display, address: email.address,
                                      label: index == 0 ? nil : email.label)
                try sink(line(nick: nick, name: contact.name.display, address: email.address, groups: groups))
            }
        }
    }

    /// `alias [-group Group ...] nick Name <address>` with its line feed.
    static func line(nick: String, name: String, address: String, groups: [String] = []) -> String {
        let name = withoutControls(name)
        let mailbox = name.isEmpty || name == address ? "<\(address)>" : displayName(name) + " <\(address)>"
        let options = groups.map(withoutControls).filter { !$0.isEmpty }.map { "-group \(word($0)) " }.joined()
        return "alias \(options)\(nick) \(muttEscaped(mailbox))\n"
    }

    /// `text` with each control character a space, blanks around it taken off: one line of a muttrc.
    private static func withoutControls(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) }).trimmed
    }

    /// `text` as one word of a muttrc line (mutt's `mutt_extract_token`):
    /// a blank, `;` (which ends a command) and what `muttEscaped` escapes
    /// each after a backslash. Never a letter or a digit, which a
    /// backslash would make a control character (`\n`) or an octal byte.
    static func word(_ text: String) -> String {
        backslashed(text, before: " \t;" + addressSpecials)
    }

    /// The name as an RFC 5322 phrase: in quotes, with `\` and `"` escaped,
    /// when it holds one of the specials mutt's `rfc822_cat` quotes for.
    static func displayName(_ name: String) -> String {
        guard name.contains(where: { "()<>@,;:\\\".[]".contains($0) }) else { return name }
        var quoted = "\""
        for character in name {
            if character == "\\" || character == "\"" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// Escaped for the muttrc parser, as mutt's `write_safe_address` does, and `#` too.
    static func muttEscaped(_ text: String) -> String {
        backslashed(text, before: addressSpecials)
    }

    /// What the muttrc parser would read in an address: `\`, `` ` ``, both quotes, `$`, `#`.
    private static let addressSpecials = "\\`'\"$#"

    /// `text` with a backslash before each character of `specials`.
    private static func backslashed(_ text: String, before specials: String) -> String {
        var escaped = ""
        for character in text {
            if specials.contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// The nicks given so far, so each is given once.
    struct NickNames {
        private var taken = Set<String>()

        /// A nick for `address` of a contact named `name`: the name folded to
        /// lowercase ASCII words joined by `-` ("José Martí" → `jose-marti`),
        /// else the address's local part, else `contact`; a contact's later
        /// addresses add their label (`jose-marti-work`); a nick taken
        /// already gets the first free `-2`, `-3`, ….
        mutating func take(name: String, address: String, label: String?) -> String {
            let local = String(address.prefix { $0 != "@" })
            var base = Self.word(name)
            if base.isEmpty { base = Self.word(local) }
            if base.isEmpty { base = "contact" }
            if let label {
                let suffix = Self.word(label)
                base += "-" + (suffix.isEmpty ? "other" : suffix)
            }
            var nick = base, number = 2
            while taken.contains(nick) {
                nick = "\(base)-\(number)"
                number += 1
            }
            taken.insert(nick)
            return nick
        }

        /// Runs of ASCII letters and digits of the folded text, joined by `-`.
        static func word(_ text: String) -> String {
            TextFolding.fold(text).split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.joined(separator: "-")
        }
    }
}
