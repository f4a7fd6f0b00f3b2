/// The card a merge made, and what it took from each card merged into the first.
public struct MergedCard: Sendable, Equatable {
    /// What one card merged in gave the merged card.
    public struct Contribution: Sendable, Equatable {
        /// The card's name (FN, else N), as the history and the question name it.
        public var name: String
        /// Each value added, in words: `number +1 617 555 0127`, `email grace@navy.mil`, `X-GENDER M`.
        public var added: [String]
    }

    /// The merged card's bytes: the first card's, with lines added and REV set.
    public var bytes: [UInt8]
    /// The first card's name.
    public var name: String
    /// One per card merged in, in order.
    public var contributions: [Contribution]
}
