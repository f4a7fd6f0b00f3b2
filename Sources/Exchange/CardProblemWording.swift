import VCard

/// How a problem the vCard reader met is worded for a person: one rule for the import and for
/// `add --from-file`, so a card says the same of itself whichever way it comes in.
enum CardProblemWording {
    /// The problem's message, naming the card's first line when the problem is further down.
    static func message(_ problem: VCardProblem) -> String {
        guard let cardLine = problem.cardLine, cardLine != problem.line else { return problem.message }
        return problem.message + " (in the card that begins on line \(cardLine))"
    }

    /// A malformed line of a card that is kept without it.
    static func leftOut(_ problem: VCardProblem) -> String {
        problem.message + "; left it out of the card that begins on line \(problem.cardLine ?? problem.line)"
    }
}
