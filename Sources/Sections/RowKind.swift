/// A row's kind, by name: what `--format json` and `plain` print as "kind".
/// Each kind declares its name in its own file
/// (`extension RowKind { public static let phone = RowKind("phone") }`).
public struct RowKind: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
