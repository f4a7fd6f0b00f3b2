/// A third-party service's name as `connect` takes it: 1–32 lowercase
/// ASCII letters, digits and "-" (it is also the record's key).
public struct ServiceName: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The longest service name, in characters.
    public static let maximumLength = 32

    /// The name as given.
    public let rawValue: String

    /// Checks `text`; throws `AuthError.invalidServiceName` when it is not a service name.
    public init(_ text: String) throws(AuthError) {
        guard (1...Self.maximumLength).contains(text.utf8.count),
              text.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D })
        else { throw .invalidServiceName(text) }
        rawValue = text
    }

    public var description: String { rawValue }

    public static func < (lhs: ServiceName, rhs: ServiceName) -> Bool { lhs.rawValue < rhs.rawValue }
}
