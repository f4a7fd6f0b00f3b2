/// A problem in vCard input, located by line: a rejected card, a line left out of a card, or a warning.
public struct VCardProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the problem cost.
    public enum Severity: Sendable, Equatable {
        /// The card was dropped, or a file held no card at all.
        case error
        /// The card was kept without this malformed line (a strict reader may refuse the card instead).
        case skippedLine
        /// The card has no `END:VCARD` and was kept with every property it holds (a strict reader
        /// refuses it instead).
        case cutOff
        /// Nothing the card says was lost: text outside cards was ignored, or a value's charset was guessed.
        case warning
    }

    /// 1-based line where the problem was found.
    public var line: Int
    /// 1-based line of the `BEGIN:VCARD` of the affected card, nil outside any card.
    public var cardLine: Int?
    /// What is wrong, without the location.
    public var message: String
    /// What the problem cost.
    public var severity: Severity

    /// Creates a problem; the default severity is `.error`.
    public init(line: Int, cardLine: Int?, message: String, severity: Severity = .error) {
        self.line = line
        self.cardLine = cardLine
        self.message = message
        self.severity = severity
    }

    /// Whether the card was kept (a skipped line, a cut-off end or a warning), so the problem is reported as a warning.
    public var isWarning: Bool { severity != .error }

    /// "line N: message", plus the card's first line when that differs; the caller prefixes the file name.
    public var description: String {
        if let cardLine, cardLine != line {
            return "line \(line): \(message) (in the vCard beginning on line \(cardLine))"
        }
        return "line \(line): \(message)"
    }
}
