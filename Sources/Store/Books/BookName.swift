/// A book's name as `books create` and `books rename` take it: 1 to 64
/// characters, none a control character (a name is shown on terminals and
/// in lists), no space at either end, not starting with "-" (it would
/// read as an option on the command line). Kept composed (`normalized`).
public struct BookName: Sendable, Hashable, CustomStringConvertible {
    /// The longest name, in characters.
    public static let maximumLength = 64

    public let rawValue: String

    /// Checks `text`; throws `BookError.invalidName` when it is not a book's name.
    public init(_ text: String) throws(BookError) {
        let text = Self.normalized(text)
        guard (1...Self.maximumLength).contains(text.count), !text.hasPrefix("-"),
              text.first?.isWhitespace == false, text.last?.isWhitespace == false,
              !text.unicodeScalars.contains(where: Self.isControl) else { throw .invalidName(text) }
        rawValue = text
    }

    public var description: String { rawValue }

    /// `text` in Unicode's composed form (NFC), as a name is stored and
    /// looked up: "ö" typed as one code point (Linux, Windows) or as "o" and
    /// a combining diaeresis (macOS's file names) is one name, where SQLite,
    /// comparing bytes, would see two books that look alike.
    public static func normalized(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text : String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }

    /// `name` as one word a shell reads back as it is, for a command line a
    /// message suggests: unchanged when every character is a letter or
    /// digit (of any script) or one of `@%+:,./_-`, else in single quotes,
    /// a quote in it written `'\''` (the POSIX shell's rule, as Python's
    /// `shlex.quote`).
    public static func shellWord(_ name: String) -> String {
        let plain = !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
                || (scalar.isASCII && "@%+:,./_-".unicodeScalars.contains(scalar))
        }
        return plain ? name : "'" + name.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// C0 and C1 controls, DEL, and the bidirectional overrides and isolates.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
