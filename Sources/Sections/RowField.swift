/// A named value of a row's record, in a fixed order: the fields of its
/// `--format json` object and the columns of its `--format plain` line.
public struct RowField: Sendable, Equatable {
    public var name: String
    public var value: Value

    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    public enum Value: Sendable, Equatable {
        case text(String)
        case number(Int)
        case list([String])
    }
}
