import VCard

/// Reading the inputs: each format as cards, each card parsed and hashed (read
/// ahead while the book loads), and the problems found in them reported.
extension ImportPlanner {
    /// Plans one input in its format: vCard as it is; abook, LDIF and CSV
    /// as the vCard 3.0 cards `ForeignBook` makes of them, so they are
    /// planned (hashed, compared, re-imported) exactly as cards are.
    mutating func plan(anyFormatIn bytes: UnsafeRawBufferPointer, of input: ImportInput, number: Int32,
                       mapped: MappedFile?) throws -> Bool {
        let format = options.format ?? ImportFormat.recognised(bytes)
        guard format != .vcard else { return try plan(cardsIn: bytes, of: input, number: number, mapped: mapped) }
        let book = ForeignBook.read(bytes, as: format)
        for var problem in book.problems {
            if !problem.isWarning && book.contacts.isEmpty { problem.message += formatHint(bytes) }
            report(problem, in: input)
        }
        let converted = book.cards(as: format)
        return try converted.bytes.withUnsafeBytes {
            try plan(cardsIn: $0, of: input, number: number, mapped: nil, sourceLines: converted.sourceLines)
        }
    }

    /// " (this looks like a vCard file: import it without --format csv)",
    /// for a file that `--format` names wrongly, as its first line tells.
    private func formatHint(_ bytes: UnsafeRawBufferPointer) -> String {
        guard let named = options.format, let evident = ImportFormat.evident(bytes), evident != named else { return "" }
        return " (this looks like \(evident.fileName): import it without --format \(named.rawValue))"
    }

    /// Plans the cards of one input. Until the writer's thread has loaded
    /// what the book holds (`isStillLoading`), cards are read ahead: parsed,
    /// hashed and kept as what planning needs of them, then planned in order
    /// once it is loaded; a card read ahead is parsed again only if it is
    /// written. The load and the parse then run side by side: the load is
    /// a quarter of an unchanged re-import's wall time (100k contacts),
    /// which the planner would otherwise spend waiting.
    /// While the planner is the slower thread with cards mostly unchanged
    /// (`sharesParsing`), cards are parsed on two threads, a run at a time
    /// (`ParsedCards`).
    /// `sourceLines`: for cards converted from another format, the source's
    /// line of each card's first line.
    private mutating func plan(cardsIn bytes: UnsafeRawBufferPointer, of input: ImportInput, number: Int32,
                               mapped: MappedFile?, sourceLines: [Int: Int]? = nil) throws -> Bool {
        // A run of text outside cards, or a card too large to keep, is read
        // without keeping its pages: memory stays that of the cards.
        var cards = ParsedCards(bytes, passing: mapped.map { file in { file.release(before: $0) } },
                                strict: options.strict)
        defer { cards.finish() }
        let problemsBefore = summary.problems.count
        var read = InputRead(input: input, number: number, bytes: bytes, mapped: mapped, sourceLines: sourceLines)
        while let item = cards.next(sharingWith: secondParserForRun()) {
            switch item {
            case .problem(let problem):
                take(problem, from: &read)
            case .card(let parse):
                guard take(parse, from: &read) else { return false }
            }
        }
        guard planAhead(&read) else { return false }
        // An empty (or blank) file adds nothing and is no error; any other file
        // without a card (a photo, a text file) is an error, and says so once,
        // instead of the warnings about text outside any vCard.
        if !read.sawCard && bytes.contains(where: { !Self.isBlank($0) }) {
            summary.problems.removeSubrange(problemsBefore...)
            // Unless the file was named vCard, say what it looks like instead.
            let message = options.format == .vcard
                ? "no vCard in this file (no BEGIN:VCARD line); nothing was imported from it" + formatHint(bytes)
                : UnrecognisedFile.message(bytes)
            report(VCardProblem(line: 1, cardLine: nil, message: message), in: input)
        }
        return true
    }

    /// The second parser for the next run of cards (see `sharesParsing`),
    /// started the first time; nil when this thread parses alone.
    private mutating func secondParserForRun() -> SecondParser? {
        switch options.secondParsing {
        case .whenPlannerIsSlower where !sharesParsing, .never:
            return nil
        case .whenPlannerIsSlower, .always, .secondThreadOnly:
            if secondParser == nil {
                secondParser = SecondParser(plannerTakesCards: options.secondParsing != .secondThreadOnly)
            }
            return secondParser
        }
    }

    /// A problem met between cards, reported in file order.
    private mutating func take(_ problem: VCardProblem, from read: inout InputRead) {
        let problem = read.located(problem)
        if read.ahead.isEmpty { report(problem, in: read.input) } else { read.ahead.append(.problem(problem)) }
        read.sawCard = read.sawCard || !problem.isWarning
    }

    /// A parsed card, read ahead while the book loads, else planned; false
    /// when the writer asked to stop.
    private mutating func take(_ parse: CardParse, from read: inout InputRead) -> Bool {
        read.sawCard = true
        if read.ahead.count < Self.readAheadLimit && isStillLoading() {
            read.ahead.append(.card(parse.parsed))
            return true
        }
        return planAhead(&read) && plan(parse.parsed, card: parse.card, from: &read)
    }

    /// A card, or a problem met between cards, read ahead in file order.
    private enum ReadAhead {
        case problem(VCardProblem)
        case card(ParsedCard)
    }

    /// The input being planned, and its source once interned (which needs what the book holds).
    private struct InputRead {
        let input: ImportInput
        let number: Int32
        let bytes: UnsafeRawBufferPointer
        let mapped: MappedFile?
        /// Converted cards only: where each card's contact begins in the source file.
        let sourceLines: [Int: Int]?
        var source: Int32?
        /// Cards and problems read ahead while the book loads, in file order.
        var ahead: [ReadAhead] = []
        /// Whether a card was met, good or bad.
        var sawCard = false

        /// How far into the input `offset` of `bytes` is, for progress: for
        /// converted cards, which are larger than the rows they are made of,
        /// the same share of the source.
        func inputOffset(_ offset: Int) -> Int {
            guard sourceLines != nil, !bytes.isEmpty else { return offset }
            return Int(Double(offset) / Double(bytes.count) * Double(input.size))
        }

        /// `problem` where the user can find it: for converted cards, on the
        /// source's line of the contact whose card it is in (the cards'
        /// own lines are in no file); as it is in a vCard file.
        func located(_ problem: VCardProblem) -> VCardProblem {
            guard let sourceLines else { return problem }
            let start = problem.cardLine ?? problem.line
            let line = sourceLines[start] ?? sourceLines.filter { $0.key <= start }.max { $0.key < $1.key }?.value ?? 1
            return VCardProblem(line: line, cardLine: nil, message: problem.message, severity: problem.severity)
        }
    }

    /// Cards read ahead at most (about 60 bytes each kept, a million
    /// 60 MB): past it, the planner waits for the load. The load of a
    /// book of a million contacts reads its whole contacts table (about
    /// 1.5 s), longer than the planner takes for a smaller number.
    private static let readAheadLimit = 1 << 20

    /// Plans what was read ahead, in order, and empties `read.ahead`; false
    /// when the writer asked to stop.
    private mutating func planAhead(_ read: inout InputRead) -> Bool {
        guard !read.ahead.isEmpty else { return true }
        let ahead = read.ahead
        read.ahead = []
        for item in ahead {
            switch item {
            case .problem(let problem):
                report(problem, in: read.input)
            case .card(let parsed):
                guard plan(parsed, card: nil, from: &read) else { return false }
            }
        }
        return true
    }

    /// Plans one card, once what the book holds is taken in; `card` is its
    /// parse, nil for one read ahead or parsed on the second thread (parsed
    /// again only if it is written or named). False when the writer asked
    /// to stop, or the load failed.
    private mutating func plan(_ parsed: ParsedCard, card: VCard?, from read: inout InputRead) -> Bool {
        guard hasStored() else { return false }
        let source = read.source ?? sources.number(of: read.input.source)
        read.source = source
        let slice = UnsafeRawBufferPointer(rebasing: read.bytes[parsed.range])
        if parsed.problems.isEmpty || report(parsed.problems.map(read.located), ofCardIn: read.input) {
            plan(uid: parsed.uid, hash: parsed.hash, line: read.sourceLines?[parsed.line] ?? parsed.line, raw: slice, card: {
                if let card { return card }
                var again: [VCardProblem] = []  // reported when it was first parsed
                return VCardParser.parse(slice, firstLine: parsed.line, keeping: .fieldsOnly, problems: &again)
            }, from: read.input, number: read.number, source: source)
        }
        batch.cards += 1
        guard batch.commands.count >= Self.batchCommands || batch.cards % 1024 == 0 else { return true }
        batch.bytesRead = bytesBefore + read.inputOffset(parsed.range.upperBound)
        read.mapped?.release(before: parsed.range.lowerBound)
        return flush()
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A problem of the file, outside any one card. What an abook, LDIF or
    /// CSV reader could not read whole (a line left out, a file that ends
    /// inside a quoted field) costs what it held, as a card's malformed line
    /// does: a warning and exit status 2, or in a strict import an error.
    private mutating func report(_ problem: VCardProblem, in input: ImportInput) {
        let isIncomplete = problem.severity == .skippedLine || problem.severity == .cutOff
        let isWarning = problem.isWarning && !(isIncomplete && options.strict)
        summary.problems.append(ImportProblem(file: input.name, line: problem.line, message: Self.message(problem),
                                              isWarning: isWarning))
        if !isWarning {
            summary.skipped += 1
        } else if isIncomplete {
            summary.incomplete += 1
        }
    }

    /// Reports what the parser found inside one card; false when it costs the card. A malformed line is
    /// left out of the card with a warning, a card without its END is kept with what it holds, with a
    /// warning; in a strict import, either refuses the card as an error.
    private mutating func report(_ problems: [VCardProblem], ofCardIn input: ImportInput) -> Bool {
        let isIncomplete = problems.contains { $0.severity == .skippedLine || $0.severity == .cutOff }
        let refused = isIncomplete && options.strict
        for problem in problems {
            var message = Self.message(problem)
            var isWarning = true
            if problem.severity == .cutOff {
                isWarning = !refused
            } else if problem.severity == .skippedLine {
                if refused {
                    isWarning = false
                } else {
                    message = CardProblemWording.leftOut(problem)
                }
            }
            summary.problems.append(ImportProblem(file: input.name, line: problem.line, message: message,
                                                  isWarning: isWarning))
        }
        if refused {
            summary.skipped += 1
        } else if isIncomplete {
            summary.incomplete += 1
        }
        return !refused
    }

    private static func message(_ problem: VCardProblem) -> String {
        CardProblemWording.message(problem)
    }
}
