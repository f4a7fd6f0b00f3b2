/// A postal address: an ADR property split into its seven components
/// (RFC 6350 §6.3.1), or, on a card without any ADR, a 2.1/3.0 LABEL (the
/// address as printed on an envelope), whose text is then the street.
public struct CardAddress: Sendable, Equatable, Hashable {
    /// The components in ADR order, each as written (unescaped, line breaks
    /// as LF; a 3.0/4.0 list's items joined by ", "); missing ones are empty.
    public var poBox: String
    public var extended: String
    public var street: String
    public var locality: String
    public var region: String
    public var postalCode: String
    public var country: String
    /// TYPE values, uppercased, in file order.
    public var types: [String]
    /// The label of the property's group (`X-ABLabel`, unwrapped), or nil.
    public var label: String?

    /// Creates an address from its components.
    public init(poBox: String = "", extended: String = "", street: String = "", locality: String = "",
                region: String = "", postalCode: String = "", country: String = "",
                types: [String] = [], label: String? = nil) {
        self.poBox = poBox
        self.extended = extended
        self.street = street
        self.locality = locality
        self.region = region
        self.postalCode = postalCode
        self.country = country
        self.types = types
        self.label = label
    }

    /// Reads an ADR: too few components leave the rest empty, extra ones are ignored. A list's
    /// items are trimmed (`123 Main St, Apt 4` is two items in 3.0), blank ones left out.
    package init(_ property: VCardProperty, label: String?) {
        let components = property.components.map(Self.component)
        func component(_ index: Int) -> String { index < components.count ? components[index] : "" }
        self.init(poBox: component(0), extended: component(1), street: component(2), locality: component(3),
                  region: component(4), postalCode: component(5), country: component(6),
                  types: property.types, label: label)
    }

    /// One component from its list's items: each trimmed, blank ones left
    /// out, joined by ", ", line breaks as LF.
    static func component(_ items: [String]) -> String {
        items.map(\.trimmingBlanksAndLineBreaks).filter { !$0.isEmpty }.joined(separator: ", ").withLFLineBreaks
    }
}
