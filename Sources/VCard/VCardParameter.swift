/// One parameter value of a property; `TYPE=a,b` becomes two parameters named TYPE, in order.
public struct VCardParameter: Sendable, Equatable, Hashable {
    /// Uppercased name (bare 2.1 values get TYPE, ENCODING or VALUE).
    public var name: String
    /// Value with quotes removed and RFC 6868 caret escapes decoded; TYPE values uppercased.
    public var value: String

    /// Creates a parameter.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
