/// One parameter value of a property; `TYPE=a,b` becomes two parameters named TYPE, in order.
package struct VCardParameter: Sendable, Equatable, Hashable {
    /// Uppercased name (bare 2.1 values get TYPE, ENCODING or VALUE).
    package var name: String
    /// Value with quotes removed and RFC 6868 caret escapes decoded; TYPE values uppercased.
    package var value: String

    /// Creates a parameter.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
