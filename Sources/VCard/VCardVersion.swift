/// The vCard version a card declares in its VERSION property.
package enum VCardVersion: Sendable, Equatable, Hashable {
    /// vCard 2.1 (versit): bare parameter types, quoted-printable, charsets, no comma lists.
    case v2_1
    /// vCard 3.0 (RFC 2426).
    case v3_0
    /// vCard 4.0 (RFC 6350).
    case v4_0
    /// Missing or unrecognized VERSION; parsed like 3.0.
    case unknown

    /// Recognizes "2.1", "3.0" and "4.0" (surrounding blanks ignored).
    init(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
        var start = 0
        var end = count
        while start < end && ASCII.isWhitespace(bytes[start]) { start += 1 }
        while end > start && ASCII.isWhitespace(bytes[end - 1]) { end -= 1 }
        guard end - start == 3, bytes[start + 1] == ASCII.dot else {
            self = .unknown
            return
        }
        switch (bytes[start], bytes[start + 2]) {
        case (0x32, 0x31): self = .v2_1
        case (0x33, 0x30): self = .v3_0
        case (0x34, 0x30): self = .v4_0
        default: self = .unknown
        }
    }

    /// Whether unescaped commas separate list items in structured values (not in 2.1).
    package var hasCommaLists: Bool { self != .v2_1 }

    /// Whether a backslash before an ordinary character is text (2.1, whose writers put `\` in values
    /// unescaped), rather than an escape of that character (3.0/4.0).
    package var keepsOtherBackslashes: Bool { self == .v2_1 }
}
