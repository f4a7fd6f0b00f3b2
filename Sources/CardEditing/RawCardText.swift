import VCard

/// A card a person edited as raw vCard text (`edit --raw`): checked as the import would read it.
public enum RawCardText {
    /// The card's bytes when `text` holds exactly one card and the parser keeps every line of it;
    /// else the first thing wrong, with its line. Lines starting with `#` (the errors shown on reopening)
    /// are ignored: no content line starts with one.
    public static func check(_ text: String) throws(FormError) -> [UInt8] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let bytes = Array(lines.map { $0.hasPrefix("#") ? "" : $0 }.joined(separator: "\n").utf8)
        var cards: [RawCard] = []
        var problems: [VCardProblem] = []
        bytes.withUnsafeBytes { buffer in
            for item in VCardScanner(buffer) {
                switch item {
                case .card(let raw): cards.append(raw)
                case .problem(let problem): problems.append(problem)
                }
            }
        }
        if let problem = problems.first { throw FormError(line: problem.line, problem.message) }
        guard let card = cards.first else {
            throw FormError(line: 1, "no vCard: the text needs BEGIN:VCARD … END:VCARD")
        }
        if cards.count > 1 { throw FormError(line: cards[1].line, "a second vCard: edit one contact at a time") }
        if let cutOff = card.cutOffProblem(kept: false) { throw FormError(line: cutOff.line, cutOff.message) }
        let cardBytes = Array(bytes[card.byteRange])
        cardBytes.withUnsafeBytes { buffer in
            _ = VCardParser.parse(buffer, firstLine: card.line, problems: &problems)
        }
        if let problem = problems.first(where: { $0.severity != .warning }) {
            throw FormError(line: problem.line, problem.message)
        }
        return cardBytes
    }
}
