/// What is wrong with an edited form or raw card, and on which line of the text the person saved.
public struct FormError: Error, Equatable, CustomStringConvertible {
    /// 1-based line of the text.
    public var line: Int
    /// What is wrong, written for the person editing.
    public var message: String

    /// Creates an error.
    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    /// `line 7: birthday "1906-13-09" is not a date as YYYY-MM-DD or --MM-DD`.
    public var description: String { "line \(line): \(message)" }
}
