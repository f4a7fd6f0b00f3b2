/// A structural problem in vCard input: a rejected card (error) or ignored text (warning), located by line.
public struct VCardProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// Whether the problem cost a card (error) or only skipped text (warning).
    public enum Severity: Sendable, Equatable {
        case error
        case warning
    }

    /// 1-based line where the problem was found.
    public var line: Int
    /// 1-based line of the `BEGIN:VCARD` of the affected card, nil outside any card.
    public var cardLine: Int?
    /// What is wrong, without the location.
    public var message: String
    /// Error (the card was dropped) or warning (text outside cards was ignored).
    public var severity: Severity

    /// Creates a problem; the default severity is `.error`.
    public init(line: Int, cardLine: Int?, message: String, severity: Severity = .error) {
        self.line = line
        self.cardLine = cardLine
        self.message = message
        self.severity = severity
    }

    /// Whether this is only a warning.
    public var isWarning: Bool { severity == .warning }

    /// "line N: message", plus the card's first line when that differs; the caller prefixes the file name.
    public var description: String {
        if let cardLine, cardLine != line {
            return "line \(line): \(message) (in the vCard beginning on line \(cardLine))"
        }
        return "line \(line): \(message)"
    }
}
