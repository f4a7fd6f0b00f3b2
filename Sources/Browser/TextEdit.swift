/// A change to text being typed.
public enum TextEdit: Sendable, Equatable {
    case insert(String)
    case deleteBackward
}
