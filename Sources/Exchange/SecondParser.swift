import Threads
import VCard

/// A thread parsing cards beside the planner's (see `ParsedCards`). The
/// planner offers the cards of a run; both threads then take them a few at
/// a time: the second thread as soon as they are offered, the planner once
/// it has planned the run before. Neither waits for the other but for the
/// few cards the other is parsing at the end, and a second thread that gets
/// no core (a busy machine) leaves its cards to the planner.
///
/// The second thread keeps of each card what planning needs (`ParsedCard`):
/// the card itself is freed on the thread that made it, and parsed again
/// by the planner if it is written. The planner's thread alone calls this
/// object; the thread waits for cards as long as it lives, and ends with it.
final class SecondParser {
    private let shares: CardShares
    /// False in tests only: the second thread parses every card offered.
    private let plannerTakesCards: Bool

    /// Starts the thread. Should it not start, the planner takes every card.
    init(plannerTakesCards: Bool = true) {
        let shares = CardShares()
        // The stack of the planner's thread: a card's parse keeps its buffers
        // on the stack up to a size.
        let started = DetachedThread.start(stackSize: 8 << 20) {
            while let (cards, run) = shares.takeForSecondThread() {
                let parsed = run.cards[cards].map { ParsedCard.parse($0, in: run.bytes, strict: run.strict).parsed }
                shares.put(parsed, from: cards.lowerBound)
            }
        }
        self.shares = shares
        self.plannerTakesCards = plannerTakesCards || !started
    }

    deinit {
        shares.close()
    }

    /// Offers `cards` to the second thread. `bytes` must stay as they are
    /// until `finish` has returned.
    func offer(_ cards: [RawCard], in bytes: UnsafeRawBufferPointer, strict: Bool) {
        shares.offer(CardShares.Run(cards: cards, bytes: bytes, strict: strict))
    }

    /// Every card offered, parsed, in order: parses those the second thread
    /// has not taken, then waits for those it is parsing; it is then done
    /// with their bytes.
    func finish() -> [CardParse?] {
        guard let run = shares.offered else { return [] }
        var parses = [CardParse?](repeating: nil, count: run.cards.count)
        while plannerTakesCards, let cards = shares.takeForPlanner() {
            for index in cards { parses[index] = ParsedCard.parse(run.cards[index], in: run.bytes, strict: run.strict) }
        }
        for (start, parsed) in shares.finish() {
            for (offset, card) in parsed.enumerated() { parses[start + offset] = CardParse(parsed: card, card: nil) }
        }
        return parses
    }
}

/// The cards of one run, offered to both threads a few at a time.
private final class CardShares: @unchecked Sendable {
    // @unchecked: every field is only touched with `condition` locked, and
    // `Run.bytes` only read, while a share taken from it is being parsed.
    private let condition = Condition()
    private var run: Run?
    /// The first card not taken yet.
    private var nextCard = 0
    /// Shares the second thread is parsing.
    private var parsing = 0
    /// Shares the second thread has parsed, by their first card.
    private var parsed: [(Int, [ParsedCard])] = []
    private var closed = false

    /// Cards a thread takes at once: a few tens of microseconds of parsing,
    /// the longest the planner waits for the second thread at a run's end.
    static let shareCards = 8

    struct Run {
        var cards: [RawCard]
        var bytes: UnsafeRawBufferPointer
        var strict: Bool
    }

    /// The run offered and not yet finished.
    var offered: Run? {
        condition.lock()
        defer { condition.unlock() }
        return run
    }

    func offer(_ offered: Run) {
        condition.lock()
        precondition(run == nil, "a run offered before the last was finished")
        run = offered
        nextCard = 0
        condition.broadcast()
        condition.unlock()
    }

    /// For the second thread: the next share and its run, waiting for one;
    /// nil once closed.
    func takeForSecondThread() -> (Range<Int>, Run)? {
        condition.lock()
        defer { condition.unlock() }
        while !closed && nextCard >= run?.cards.count ?? 0 { condition.wait() }
        guard !closed, let run else { return nil }
        parsing += 1
        return (takeLocked(from: run), run)
    }

    /// What the second thread parsed of the share from `start` on.
    func put(_ cards: [ParsedCard], from start: Int) {
        condition.lock()
        parsed.append((start, cards))
        parsing -= 1
        if parsing == 0 { condition.broadcast() }
        condition.unlock()
    }

    /// For the planner: the next share, nil when every card is taken.
    func takeForPlanner() -> Range<Int>? {
        condition.lock()
        defer { condition.unlock() }
        guard let run, nextCard < run.cards.count else { return nil }
        return takeLocked(from: run)
    }

    /// For the planner, once it takes no more: waits for the shares the
    /// second thread is parsing (and for it to take the rest), and returns
    /// what it parsed of the run.
    func finish() -> [(Int, [ParsedCard])] {
        condition.lock()
        defer { condition.unlock() }
        while parsing > 0 || nextCard < run?.cards.count ?? 0 { condition.wait() }
        run = nil
        defer { parsed = [] }
        return parsed
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    private func takeLocked(from run: Run) -> Range<Int> {
        let share = nextCard..<min(nextCard + Self.shareCards, run.cards.count)
        nextCard = share.upperBound
        return share
    }
}

/// When a `SecondParser` parses cards with the planner.
enum SecondParsing: Sendable {
    /// While the planner is the slower thread and its cards go mostly
    /// unwritten (`ImportPlanner.sharesParsing`).
    case whenPlannerIsSlower
    /// Never: the planner parses every card.
    case never
    /// Every run of cards: tests take that path with it whatever the threads' speeds.
    case always
    /// Every run of cards, and the second thread parses all of them: tests
    /// make sure of that thread's part with it.
    case secondThreadOnly
}
