import VCard

/// Values written the way a card's version reads them back (RFC 6350 §3.4, RFC 2426 §5, vCard 2.1 §2):
/// `\\`, `\;` and `\,` for the characters that separate, `\n` for a newline; in 2.1 a newline stays a
/// newline, which quoted-printable then carries, and a comma stays (2.1 has no comma lists).
struct ValueText {
    let version: VCardVersion

    /// `text` escaped as TEXT.
    func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in ValueText.withoutControls(text) {
            switch character {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += version == .v2_1 ? "," : "\\,"
            case "\n": out += version == .v2_1 ? "\n" : "\\n"
            default: out.append(character)
            }
        }
        return out
    }

    /// Components escaped one by one and joined with `;` (N, ADR, ORG).
    func structured(_ components: [String]) -> String {
        components.map(escaped).joined(separator: ";")
    }

    /// A URI as written: URIs are not TEXT, so nothing is escaped (RFC 6350 §3.4); only line breaks,
    /// which no value can hold unescaped, become spaces.
    func uri(_ text: String) -> String {
        String(ValueText.withoutControls(text).map { $0 == "\n" ? " " : $0 })
    }

    /// Line breaks as one `\n` (CR LF, CR and LF alike); other control characters but tab dropped:
    /// the parser keeps one only with a warning, so a card phonebook writes holds none.
    static func withoutControls(_ text: String) -> String {
        let normalized = text.withLFLineBreaks
        guard normalized.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || $0.value == 0x7F })
        else { return normalized }
        return String(String.UnicodeScalarView(normalized.unicodeScalars.filter {
            !($0.value < 0x20 && $0 != "\n" && $0 != "\t" || $0.value == 0x7F)
        }))
    }
}
