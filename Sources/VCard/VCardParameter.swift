/// One parameter value of a property; `TYPE=a,b` becomes two parameters named TYPE, in order.
struct VCardParameter: Sendable, Equatable, Hashable {
    /// Uppercased name (bare 2.1 values get TYPE, ENCODING or VALUE).
    var name: String
    /// Value with quotes removed and RFC 6868 caret escapes decoded; TYPE values uppercased.
    var value: String

    /// Creates a parameter.
    init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
