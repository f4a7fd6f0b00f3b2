/// A user name, ours or a third-party service's: 1–254 characters (an email
/// address fits), no control characters, no spaces at either end.
public struct UserName: Sendable, Hashable, CustomStringConvertible {
    /// The longest user name, in characters.
    public static let maximumLength = 254

    /// The name as given.
    public let rawValue: String

    /// Checks `text`; throws `AuthError.invalidUserName` when it is not a user name.
    public init(_ text: String) throws(AuthError) {
        guard (1...Self.maximumLength).contains(text.count),
              !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
              text.first?.isWhitespace == false, text.last?.isWhitespace == false
        else { throw .invalidUserName(text) }
        rawValue = text
    }

    public var description: String { rawValue }
}
