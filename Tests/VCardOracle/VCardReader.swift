// Built by SwiftPM as its own module, and by bin/fuzz together with Sources/VCard as one.
#if canImport(VCard)
import VCard
#endif

/// Reads a buffer card by card: yields each parsed card with its location, or a problem.
///
/// An oracle for the scanner and parser the import uses, kept for tests and the fuzz target: cards are
/// found by the decoder itself as it parses them, in one pass over the bytes, instead of by
/// ``VCardScanner``; both must frame every input alike. A card without its END is read up to where it is
/// cut off, and marked so (``RawCard/cut``). The lines left out of a card, and its other warnings, come
/// right after the card.
public struct VCardReader: IteratorProtocol, Sequence {
    /// One result of reading: a parsed card, or a problem (check ``VCardProblem/severity``).
    public enum Entry: Sendable, Equatable {
        case card(VCard, RawCard)
        case problem(VCardProblem)
    }

    private let input: UnsafeRawBufferPointer
    private var cursor: LineCursor
    private var strayText: (line: Int, count: Int)?
    /// Problems of the card just returned, still to be returned.
    private var pending: [VCardProblem] = []
    private let space: ScratchSpace

    /// Reads `bytes`, which must stay alive while reading.
    public init(_ bytes: UnsafeRawBufferPointer) {
        input = bytes
        cursor = LineCursor(bytes, firstLine: 1)
        cursor.position = Delimiter.skippingByteOrderMark(cursor.base, 0, cursor.count)
        space = ScratchSpace(capacity: bytes.count)
    }

    /// The next card or problem, or nil at the end of the input.
    public mutating func next() -> Entry? {
        if !pending.isEmpty { return .problem(pending.removeFirst()) }
        let base = cursor.base
        while true {
            let beforeLine = cursor
            guard let line = cursor.next() else {
                guard let stray = strayText else { return nil }
                strayText = nil
                return .problem(VCardScanner.strayWarning(stray))
            }
            if Delimiter.isBegin(base, line) {
                if let stray = strayText {
                    strayText = nil
                    cursor = beforeLine  // report the ignored text first, then come back to this BEGIN
                    return .problem(VCardScanner.strayWarning(stray))
                }
                return readCard(beginning: line)
            }
            if Delimiter.isBlank(base, line) { continue }
            if strayText == nil {
                strayText = (line.number, 1)
            } else {
                strayText!.count += 1
            }
        }
    }

    private mutating func readCard(beginning begin: PhysicalLine) -> Entry {
        var decoder = CardDecoder(bytes: input, start: begin.start, firstLine: begin.number,
                                  scratch: space.scratch, work: space.work, capacity: space.capacity)
        let (card, end) = decoder.decode()
        switch end {
        case .end(let next, let endLine):
            cursor.position = next
            cursor.lineNumber = endLine + 1
            pending = decoder.problems
            return .card(card, RawCard(byteRange: begin.start..<next, line: begin.number, endLine: endLine))
        case .interrupted(let line):
            cursor.position = decoder.position  // at the new BEGIN, which starts the next card
            cursor.lineNumber = decoder.lineNumber
            pending = decoder.problems
            return .card(card, RawCard(byteRange: begin.start..<decoder.position, line: begin.number, endLine: line - 1,
                                       cut: .byNextBegin))
        case .endOfInput:
            cursor.position = cursor.count
            pending = decoder.problems
            // The last line the decoder consumed, continuations included (its `line` is the last it began).
            return .card(card, RawCard(byteRange: begin.start..<input.count, line: begin.number,
                                       endLine: Swift.max(decoder.lineNumber - 1, begin.number), cut: .byEndOfInput))
        }
    }
}
