/// A TEL property: the number as written, its types, and the label of its group (Apple/Google `X-ABLabel`).
public struct Telephone: Sendable, Equatable, Hashable {
    /// The number as written (unescaped); for `tel:` URIs without the scheme and without `;ext=`.
    public var value: String
    /// The `ext` parameter of a `tel:` URI (RFC 3966 §5.1.5), or nil.
    public var `extension`: String?
    /// TYPE values, uppercased, in file order (PREF included when written as a type).
    public var types: [String]
    /// The label of the property's group, `_$!<Mobile>!$_` unwrapped to `Mobile`, or nil.
    public var label: String?
    /// TYPE=PREF or PREF=1.
    var isPreferred: Bool
    /// The group prefix (`item1`), or nil.
    var group: String?

    /// Creates a telephone entry.
    init(value: String, extension: String? = nil, types: [String] = [], label: String? = nil,
                isPreferred: Bool = false, group: String? = nil) {
        self.value = value
        self.extension = `extension`
        self.types = types
        self.label = label
        self.isPreferred = isPreferred
        self.group = group
    }

    /// Reads a TEL property; `VALUE=uri` or a value starting with `tel:` is taken apart as a tel URI.
    package init(_ property: VCardProperty, label: String? = nil) {
        self.init(text: property.text, types: property.types, isPreferred: property.isPreferred,
                  isURIValue: property.hasURIValue, group: property.group)
        self.label = label
    }

    init(text: String, types: [String], isPreferred: Bool, isURIValue: Bool, group: String?) {
        var number = text
        var ext: String?
        if isURIValue || Telephone.hasTelScheme(text) {
            (number, ext) = Telephone.splitTelURI(text)
        }
        self.init(value: number, extension: ext, types: types, label: nil, isPreferred: isPreferred, group: group)
    }

    private static func hasTelScheme(_ text: String) -> Bool {
        var index = 0
        for byte in text.utf8 {
            let expected: UInt8 = index == 0 ? 0x54 : index == 1 ? 0x45 : index == 2 ? 0x4C : ASCII.colon
            guard ASCII.uppercased(byte) == expected else { return false }
            index += 1
            if index == 4 { return true }
        }
        return false
    }

    /// `tel:+1-418-656-9254;ext=102` → ("+1-418-656-9254", "102"); a non-tel URI is returned whole.
    private static func splitTelURI(_ uri: String) -> (String, String?) {
        guard hasTelScheme(uri) else { return (uri, nil) }
        let body = uri.utf8.dropFirst(4)
        var parts = body.split(separator: ASCII.semicolon, omittingEmptySubsequences: false).makeIterator()
        let number = parts.next().map { percentDecoded($0) } ?? ""
        var ext: String?
        while let part = parts.next() {
            if part.count > 4, ASCII.equalsIgnoringCase(Array(part.prefix(4)), 4, "EXT=") {
                ext = percentDecoded(part.dropFirst(4))
            }
        }
        return (number, ext)
    }

    private static func percentDecoded(_ bytes: Substring.UTF8View) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            let next1 = bytes.index(after: index)
            if byte == 0x25, next1 != bytes.endIndex {
                let next2 = bytes.index(after: next1)
                if next2 != bytes.endIndex, let high = ASCII.hexValue(bytes[next1]), let low = ASCII.hexValue(bytes[next2]) {
                    output.append(high << 4 | low)
                    index = bytes.index(after: next2)
                    continue
                }
            }
            output.append(byte)
            index = next1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
