import VCard

/// What planning a card needs but the card itself: where it lies, its UID
/// and hash, and what its parse found. A card read ahead is kept as this
/// alone (parsed again only if it is written).
struct ParsedCard: Sendable {
    var range: Range<Int>
    var line: Int
    var uid: String
    var hash: Int64
    /// Found by its parse, reported when it is planned.
    var problems: [VCardProblem]

    /// Parses and hashes the card at `raw` in `bytes`, with the card itself
    /// for planning it at once. `strict`: a cut-off card is refused, and
    /// its problem says where it ends rather than that it was kept.
    ///
    /// Depends on nothing but its arguments, so two threads parse at once.
    static func parse(_ raw: RawCard, in bytes: UnsafeRawBufferPointer, strict: Bool) -> CardParse {
        let slice = UnsafeRawBufferPointer(rebasing: bytes[raw.byteRange])
        var problems: [VCardProblem] = []
        let card = VCardParser.parse(slice, firstLine: raw.line, keeping: .fieldsOnly, problems: &problems)
        if let cutOff = raw.cutOffProblem(kept: !strict) { problems.insert(cutOff, at: 0) }
        let hash = CardText.canonicalHash(slice)
        let parsed = ParsedCard(range: raw.byteRange, line: raw.line, uid: CardMapping.uid(of: card, hash: hash),
                                hash: hash, problems: problems)
        return CardParse(parsed: parsed, card: card)
    }
}

/// A card parsed for planning, and the card: nil when the second parser
/// parsed it (`SecondParser`), as for a card read ahead.
struct CardParse: Sendable {
    var parsed: ParsedCard
    var card: VCard?
}
