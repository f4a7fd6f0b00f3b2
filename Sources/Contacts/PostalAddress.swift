/// A postal address with its label ("home", "work", a custom one), as a
/// card gives it: the vCard ADR components, each possibly empty.
public struct PostalAddress: Sendable, Equatable {
    public var label: String
    public var poBox: String
    public var extended: String
    public var street: String
    public var locality: String
    public var region: String
    public var postalCode: String
    public var country: String

    public init(label: String, poBox: String = "", extended: String = "", street: String = "", locality: String = "",
                region: String = "", postalCode: String = "", country: String = "") {
        self.label = label
        self.poBox = poBox
        self.extended = extended
        self.street = street
        self.locality = locality
        self.region = region
        self.postalCode = postalCode
        self.country = country
    }

    /// On one line, as an envelope reads top to bottom: "PO Box 1, 12 Main St,
    /// Springfield, IL 62701, USA". A street's own lines become ", ".
    public var oneLine: String {
        let place = [locality, [region, postalCode].filter { !$0.isEmpty }.joined(separator: " ")]
        let parts = [poBox, extended, street, place.filter { !$0.isEmpty }.joined(separator: ", "), country]
        return parts.map(\.onOneLine).filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

extension String {
    /// The text's lines on one line, each trimmed, blank ones left out,
    /// joined with ", ": a street of several lines as an envelope's one line.
    public var onOneLine: String {
        split(whereSeparator: \.isNewline).map { String($0).trimmed }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
