/// A value a card lists with a label: a URL, or an instant-messaging handle
/// with its service.
public struct CardValue: Sendable, Equatable, Hashable {
    /// The value as written (unescaped); for a handle, without its URI scheme.
    public var value: String
    /// TYPE values, uppercased, in file order.
    public var types: [String]
    /// The label of the property's group (`X-ABLabel`, unwrapped), or nil.
    public var label: String?
    /// For a handle, its service in lowercase (`jabber`, `skype`, …); nil for a URL.
    public var service: String?

    /// Creates an entry.
    public init(value: String, types: [String] = [], label: String? = nil, service: String? = nil) {
        self.value = value
        self.types = types
        self.label = label
        self.service = service
    }
}
