/// One cell of text a controller renders a row into; a renderer lays cells
/// out in columns and chooses how a style looks (or ignores it).
public struct Cell: Sendable, Equatable {
    public var text: String
    public var style: Style

    public init(_ text: String, _ style: Style = .normal) {
        self.text = text
        self.style = style
    }

    public enum Style: Sendable, Equatable {
        case normal
        /// Less important: a label, a hint (dim on a terminal).
        case secondary
    }
}
