/// An EMAIL property: the address, its types and the label of its group.
public struct Email: Sendable, Equatable, Hashable {
    /// The address as written (unescaped).
    public var value: String
    /// TYPE values, uppercased, in file order.
    public var types: [String]
    /// The label of the property's group (`X-ABLabel`, unwrapped), or nil.
    public var label: String?
    /// TYPE=PREF or PREF=1.
    var isPreferred: Bool
    /// The group prefix, or nil.
    var group: String?

    /// Creates an email entry.
    init(value: String, types: [String] = [], label: String? = nil, isPreferred: Bool = false, group: String? = nil) {
        self.value = value
        self.types = types
        self.label = label
        self.isPreferred = isPreferred
        self.group = group
    }

    /// Reads an EMAIL property.
    init(_ property: VCardProperty, label: String? = nil) {
        self.init(value: property.text, types: property.types, label: label,
                  isPreferred: property.isPreferred, group: property.group)
    }
}
