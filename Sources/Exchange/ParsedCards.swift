import VCard

/// The cards and problems of one input in file order, each card parsed
/// (`ParsedCard.parse`). Given a second parser, cards are scanned a run at
/// a time, and each run is offered to the second thread before the planner
/// plans the run before it; the planner then parses what the second thread
/// has not taken of it. Planning and parsing overlap, and what comes out,
/// in what order, is the same as when the planner parses alone.
struct ParsedCards {
    enum Item {
        case problem(VCardProblem)
        case card(CardParse)
    }

    private var scanner: VCardScanner
    private let bytes: UnsafeRawBufferPointer
    private let strict: Bool
    /// The run being taken, parsed whole.
    private var ready = Run()
    /// The run after it, offered to the second thread until finished.
    private var pending: Run?

    /// The cards of `bytes` (see `VCardScanner` for `passing`); `strict` as `ParsedCard.parse` has it.
    init(_ bytes: UnsafeRawBufferPointer, passing: ((Int) -> Void)?, strict: Bool) {
        scanner = VCardScanner(bytes, passing: passing)
        self.bytes = bytes
        self.strict = strict
    }

    /// Cards in a run: a few milliseconds of parsing, against microseconds
    /// to wake the second thread.
    static let runCards = 1024
    /// A shorter run (the end of an input) is parsed here alone.
    static let fewestCardsShared = 32

    /// The next card or problem, nil at the end. `parser`: the second parser
    /// to parse the next run with; nil, cards are parsed here one at a time.
    mutating func next(sharingWith parser: SecondParser?) -> Item? {
        while true {
            if let item = ready.next() { return item }
            if let run = pending.take() {
                ready = run.finished()
                if let parser { pending = startRun(with: parser) }
                continue
            }
            guard let parser else { return nextAlone() }
            guard let run = startRun(with: parser) else { return nil }
            pending = run
        }
    }

    /// Finishes the next run, if one was started, so that the second thread
    /// is done with the input's bytes.
    mutating func finish() {
        _ = pending.take()?.finished()
    }

    private mutating func nextAlone() -> Item? {
        switch scanner.next() {
        case nil: return nil
        case .problem(let problem)?: return .problem(problem)
        case .card(let raw)?: return .card(ParsedCard.parse(raw, in: bytes, strict: strict))
        }
    }

    /// Scans a run and offers it to the second thread (a short one is
    /// parsed here); nil at the end of the input.
    private mutating func startRun(with parser: SecondParser) -> Run? {
        var run = Run()
        var cards: [RawCard] = []
        cards.reserveCapacity(Self.runCards)
        while cards.count < Self.runCards, let item = scanner.next() {
            run.items.append(item)
            if case .card(let raw) = item { cards.append(raw) }
        }
        guard !run.items.isEmpty else { return nil }
        if cards.count >= Self.fewestCardsShared {
            parser.offer(cards, in: bytes, strict: strict)
            run.parser = parser
        } else {
            run.parsed = cards.map { ParsedCard.parse($0, in: bytes, strict: strict) }
        }
        return run
    }

    /// Scanned items in file order, and their cards parsed, each moved out
    /// as it is taken.
    private struct Run {
        var items: [ScannedCard] = []
        var parsed: [CardParse?] = []
        /// Parsing the cards with this thread, until `finished`.
        var parser: SecondParser?
        var nextItem = 0
        var nextCard = 0

        /// The run with every card parsed.
        consuming func finished() -> Run {
            if let parser { parsed = parser.finish() }
            parser = nil
            return self
        }

        mutating func next() -> Item? {
            guard nextItem < items.count else { return nil }
            defer { nextItem += 1 }
            switch items[nextItem] {
            case .problem(let problem):
                return .problem(problem)
            case .card:
                defer { nextCard += 1 }
                guard let parse = parsed[nextCard].take() else { preconditionFailure("a card of a run was not parsed") }
                return .card(parse)
            }
        }
    }
}
