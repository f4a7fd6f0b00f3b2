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
