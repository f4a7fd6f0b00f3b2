import VCard

/// A property of another card written as a line of the card being edited: in that card's version, its
/// line break and, when it belongs to a group, under a group name of that card (a merge renumbers
/// `itemN.` so no two cards' groups mix).
///
/// The value is always written anew, never copied: a 2.1 line's quoted-printable soft breaks, or the
/// blank line ending its base64 block, lie outside the property's bytes, and a copy without them
/// would take in the line after it. The same version keeps the header as written (its encoding
/// parameters left to ``LineWriter``, but for base64 data); another version gets its header built
/// anew (TYPE values in the version's style) and its value re-escaped component by component.
struct TransferredLine {
    let version: VCardVersion
    let writer: LineWriter
    let text: ValueText

    init(into card: EditedCard) {
        version = card.version
        writer = card.writer
        text = card.text
    }

    /// Line `index` of `source` as a new line of the card, in `group` (nil: no group).
    func line(_ index: Int, of source: EditedCard, group: String?) -> EditedCard.Line {
        let original = source.lines[index]
        var property = original.property
        property.group = group
        let header: HeaderText
        let value: String
        let data = BinaryValue(property)
        if let data {
            (header, value) = binary(data, of: property, header: original.header, sameVersion: source.version == version)
        } else if source.version == version {
            header = original.header.withoutEncoding()
            value = writable(property.rawValue)
        } else {
            header = rebuilt(property, name: original.header.name, dropping: ["ENCODING", "CHARSET"])
            value = isURI(property) ? text.uri(property.rawValue)
                : writable(property.components.map { $0.map(text.escaped).joined(separator: ",") }.joined(separator: ";"))
        }
        let grouped = group.map { header.settingGroup($0) } ?? header
        property.rawValue = value
        property.version = version
        var bytes = writer.line(header: grouped, value: value)
        // A 2.1 base64 block ends with a blank line (vCard 2.1 §2.1.3), so readers know where it stops.
        if version == .v2_1 && data != nil {
            bytes += writer.lineBreak
        }
        return EditedCard.Line(property: property, header: grouped, written: bytes)
    }

    /// The value without control characters but tab, which only 2.1's quoted-printable can carry (a
    /// decoded 2.1 value may hold them): elsewhere the parser would keep them only with a warning.
    private func writable(_ value: String) -> String {
        version == .v2_1 ? value : String(String.UnicodeScalarView(value.unicodeScalars.filter {
            !($0.value < 0x20 && $0 != "\t" || $0.value == 0x7F)
        }))
    }

    /// Inline data (PHOTO, LOGO, SOUND, KEY): base64 as this version writes it, `ENCODING=b` in 3.0,
    /// `ENCODING=BASE64` in 2.1, a `data:` URI in 4.0.
    private func binary(_ data: BinaryValue, of property: VCardProperty, header: HeaderText,
                        sameVersion: Bool) -> (HeaderText, String) {
        if sameVersion { return (header, property.rawValue) }
        var rebuilt = rebuilt(property, name: header.name, dropping: ["ENCODING", "CHARSET", "TYPE", "MEDIATYPE", "VALUE"])
        switch version {
        case .v4_0:
            return (rebuilt, "data:\(data.mediaType(for: property.name));base64,\(data.base64)")
        case .v2_1:
            rebuilt.append("ENCODING=BASE64")
        default:
            rebuilt.append("ENCODING=b")
        }
        if let subtype = data.subtype { rebuilt.append("TYPE=" + subtype) }
        return (rebuilt, data.base64)
    }

    /// A header for this version: the property's name as written, its TYPE values in this version's
    /// style (PREF as 4.0's `PREF=1` or the older `TYPE=PREF`), its other parameters as `NAME=value`.
    private func rebuilt(_ property: VCardProperty, name: String, dropping dropped: Set<String>) -> HeaderText {
        var types: [String] = []
        var others: [String] = []
        var preferred = false
        for parameter in property.parameters where !dropped.contains(parameter.name) {
            switch parameter.name {
            case "TYPE" where parameter.value == "PREF", "PREF":
                preferred = true
            case "TYPE":
                types.append(version == .v4_0 ? parameter.value.lowercased() : parameter.value)
            default:
                others.append(parameter.name + "=" + Self.quotedIfNeeded(parameter.value))
            }
        }
        if preferred && version != .v4_0 { types.append("PREF") }
        var header = HeaderText(group: nil, name: name, types: types, version: version)
        for other in others { header.append(other) }
        if preferred && version == .v4_0 { header.append("PREF=1") }
        return header
    }

    /// A URI value is not TEXT: nothing in it is escaped (RFC 6350 §3.4).
    private func isURI(_ property: VCardProperty) -> Bool {
        property.hasURIValue || property.name == "URL" || property.name == "SOURCE" || property.name == "FBURL"
            || property.name == "CALURI" || property.name == "CALADRURI" || property.name == "MEMBER"
            || (["PHOTO", "LOGO", "SOUND", "KEY"].contains(property.name) && property.rawValue.contains(":"))
    }

    /// A parameter value in double quotes when it holds `:`, `;` or `,` (RFC 6350 §5), with RFC 6868's
    /// caret escapes for a newline, a double quote and a caret (the parser decoded them).
    private static func quotedIfNeeded(_ value: String) -> String {
        var escaped = ""
        for character in value.withLFLineBreaks {
            switch character {
            case "^": escaped += "^^"
            case "\n": escaped += "^n"
            case "\"": escaped += "^'"
            default: escaped.append(character)
            }
        }
        return escaped.contains(where: { $0 == ":" || $0 == ";" || $0 == "," || $0 == "^" }) ? "\"\(escaped)\"" : escaped
    }
}

/// The base64 data of an inline binary value, and its media type as far as the value says it.
struct BinaryValue {
    let base64: String
    /// `JPEG`, from `TYPE=JPEG` or `data:image/jpeg`; nil when neither says.
    let subtype: String?

    init?(_ property: VCardProperty) {
        let encoding = property.parameter("ENCODING")?.uppercased()
        if encoding == "B" || encoding == "BASE64" {
            base64 = property.rawValue
            subtype = property.types.first { $0 != "PREF" }.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            return
        }
        let raw = property.rawValue
        guard raw.lowercased().hasPrefix("data:"), let comma = raw.firstIndex(of: ","),
              raw[..<comma].lowercased().hasSuffix(";base64") else { return nil }
        base64 = String(raw[raw.index(after: comma)...])
        let media = raw[raw.index(raw.startIndex, offsetBy: 5)..<comma].dropLast(7)
        subtype = media.split(separator: "/").last.map { $0.uppercased() }
    }

    /// `image/jpeg` for a PHOTO or LOGO of subtype JPEG; `audio/…` for a SOUND, `application/…` for a KEY.
    func mediaType(for name: String) -> String {
        let kind = name == "SOUND" ? "audio" : name == "KEY" ? "application" : "image"
        return "\(kind)/\((subtype ?? "octet-stream").lowercased())"
    }
}
