/// One content line of a card: `[group.]NAME[;param...]:value`, unfolded and decoded.
package struct VCardProperty: Sendable, Equatable {
    /// The group prefix as written (`item1` in `item1.TEL`), or nil.
    package var group: String?
    /// The uppercased property name.
    package var name: String
    /// Parameters in file order; a multi-valued parameter appears once per value.
    package var parameters: [VCardParameter]
    /// The value unfolded and quoted-printable/charset-decoded, escapes NOT resolved (base64 values
    /// without whitespace). Unknown X- properties are best read this way: ez-vcard keeps their backslashes.
    package var rawValue: String
    /// 1-based line where the property starts.
    package var line: Int
    /// Version of the card the property belongs to (decides whether commas separate list items).
    package var version: VCardVersion

    /// Creates a property.
    package init(
        group: String?, name: String, parameters: [VCardParameter], rawValue: String,
        line: Int, version: VCardVersion
    ) {
        self.group = group
        self.name = name
        self.parameters = parameters
        self.rawValue = rawValue
        self.line = line
        self.version = version
    }

    /// The TYPE parameter values, uppercased, in file order (bare 2.1 types included).
    package var types: [String] {
        var types: [String] = []
        for parameter in parameters where parameter.name == "TYPE" {
            types.append(parameter.value)
        }
        return types
    }

    /// The value with TEXT escapes resolved (`\n` newline, `\,` `\;` `\\` `\:`; in 2.1 a backslash
    /// before any other character stays).
    package var text: String { TextValue.unescaped(rawValue, keepsOtherBackslashes: version.keepsOtherBackslashes) }

    /// Structured value (N, ADR): split on unescaped `;`, each component on unescaped `,` except in 2.1.
    package var components: [[String]] {
        TextValue.components(rawValue, lists: version.hasCommaLists, keepsOtherBackslashes: version.keepsOtherBackslashes)
    }

    /// Value split on unescaped `;` only, unescaped (ORG units, 3.0 GEO).
    package var fields: [String] {
        TextValue.split(rawValue, on: ASCII.semicolon, keepsOtherBackslashes: version.keepsOtherBackslashes)
    }

    /// Value split on unescaped `,` only, unescaped (CATEGORIES, NICKNAME).
    package var values: [String] {
        TextValue.split(rawValue, on: ASCII.comma, keepsOtherBackslashes: version.keepsOtherBackslashes)
    }

    /// The value as a list (NICKNAME, CATEGORIES): split on unescaped `,`, except in 2.1, which has no lists.
    package var listItems: [String] { TextValue.listItems(rawValue, in: version) }

    /// The first value of the parameter `name` (any case), or nil.
    package func parameter(_ name: String) -> String? {
        firstValue(ofUppercased: name.uppercased())
    }

    func firstValue(ofUppercased name: String) -> String? {
        for parameter in parameters where parameter.name == name { return parameter.value }
        return nil
    }

    /// VALUE=uri (any case).
    package var hasURIValue: Bool {
        guard let value = firstValue(ofUppercased: "VALUE") else { return false }
        return value.utf8.elementsEqual("URI".utf8) { ASCII.uppercased($0) == $1 }
    }

    /// Every value of the parameter `name` (any case), in order.
    func parameterValues(_ name: String) -> [String] {
        let name = name.uppercased()
        return parameters.filter { $0.name == name }.map(\.value)
    }

    /// The PREF parameter as a number (RFC 6350 §5.3: 1 is most preferred), or nil.
    var preference: Int? {
        firstValue(ofUppercased: "PREF").flatMap { Int($0.trimmingBlanks) }
    }

    /// TYPE includes PREF (2.1/3.0) or PREF=1 (4.0).
    package var isPreferred: Bool {
        for parameter in parameters {
            if parameter.name == "TYPE" && parameter.value == "PREF" { return true }
            if parameter.name == "PREF" && VCardProperty.isFirstPreference(parameter.value) { return true }
        }
        return false
    }

    /// Whether a PREF value means "most preferred" (RFC 6350 §5.3).
    static func isFirstPreference(_ value: String) -> Bool {
        Int(value.trimmingBlanks) == 1
    }

    /// Whether the value is base64 data (`ENCODING=b` or `BASE64`, bare `BASE64` in 2.1).
    package var isInlineBinary: Bool {
        guard let encoding = firstValue(ofUppercased: "ENCODING")?.uppercased() else { return false }
        return encoding == "B" || encoding == "BASE64"
    }

    /// The VALUE parameter uppercased (`URI`, `TEXT`, `DATE`...), or nil.
    var valueType: String? { firstValue(ofUppercased: "VALUE")?.uppercased() }

    /// Decoded bytes of inline binary data: a base64 value, or a `data:` URI with `;base64,`; else nil.
    package var binaryValue: [UInt8]? {
        if isInlineBinary { return Base64.decode(rawValue) }
        let utf8 = rawValue.utf8
        if utf8.starts(with: "data:".utf8), let comma = utf8.firstIndex(of: ASCII.comma) {
            let header = String(decoding: utf8[..<comma], as: UTF8.self).lowercased()
            if header.utf8.reversed().starts(with: ";base64".utf8.reversed()) {
                return Base64.decode(String(decoding: utf8[utf8.index(after: comma)...], as: UTF8.self))
            }
        }
        return nil
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingBlanks: Substring {
        var view = Substring(self)
        while let first = view.utf8.first, ASCII.isWhitespace(first) { view = view.dropFirst() }
        while let last = view.utf8.last, ASCII.isWhitespace(last) { view = view.dropLast() }
        return view
    }

    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingBlanksAndLineBreaks: Substring {
        func isBlank(_ byte: UInt8) -> Bool { ASCII.isWhitespace(byte) || byte == ASCII.cr || byte == ASCII.lf }
        var view = Substring(self)
        while let first = view.utf8.first, isBlank(first) { view = view.dropFirst() }
        while let last = view.utf8.last, isBlank(last) { view = view.dropLast() }
        return view
    }
}
