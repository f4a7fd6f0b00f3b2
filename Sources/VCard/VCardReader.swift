/// Scans and parses a buffer card by card: yields each parsed card with its location, or a problem.
///
/// Memory stays flat: one card is parsed at a time and nothing is kept between cards. A card that fails
/// to parse is reported and skipped; the cards after it are still read.
public struct VCardReader: IteratorProtocol, Sequence {
    /// One result of reading: a parsed card, or a problem (check ``VCardProblem/severity``).
    public enum Entry: Sendable, Equatable {
        case card(VCard, RawCard)
        case problem(VCardProblem)
    }

    private var scanner: VCardScanner
    private let input: UnsafeRawBufferPointer

    /// Reads `bytes`, which must stay alive while reading (an mmap'd file or a buffer read from stdin).
    public init(_ bytes: UnsafeRawBufferPointer) {
        scanner = VCardScanner(bytes)
        input = bytes
    }

    /// The next card or problem, or nil at the end of the input.
    public mutating func next() -> Entry? {
        switch scanner.next() {
        case nil:
            return nil
        case .problem(let problem):
            return .problem(problem)
        case .card(let raw):
            do {
                return .card(try VCardParser.parse(raw, in: input), raw)
            } catch {
                return .problem(error)
            }
        }
    }
}
