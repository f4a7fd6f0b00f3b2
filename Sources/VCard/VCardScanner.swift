/// Splits a buffer into raw cards at `BEGIN:VCARD` / `END:VCARD` lines, without parsing properties.
///
/// Yields cards one at a time, so memory does not grow with the number of cards. A card that meets a new
/// `BEGIN:VCARD` or the end of input before its `END:VCARD` is yielded up to there, marked cut off
/// (``RawCard/cut``), for the caller to keep or refuse (a card nested in it is part of it: see
/// ``NestedCard``); text outside cards is reported once per run of lines as a warning. The buffer must
/// stay alive while scanning.
public struct VCardScanner: IteratorProtocol, Sequence {
    private var cursor: LineCursor
    private var openCard: (start: Int, line: Int)?
    /// Where the open card's END starts once a nested card was found in it; BEGIN lines before it are nested.
    private var nestedUntil = 0
    private var strayText: (line: Int, count: Int)?
    private var lastLineNumber = 0

    /// The largest card accepted, 64 MB from its BEGIN line to its END line:
    /// a larger one is reported and skipped, unparsed, so an import's memory
    /// is bounded by this and not by its input (a card is parsed, hashed and
    /// stored whole; SQLite refuses a value over 1 GB). Real cards, photos
    /// included, are far smaller.
    public static let maximumCardBytes = 64 << 20

    /// Scans `bytes`, whose first line is line 1 (a leading UTF-8 byte order mark is skipped).
    /// `passing` is called with an offset every 16 MB or so, the bytes before
    /// it read: a mapped file's pages there can be handed back (`LineCursor.passing`).
    public init(_ bytes: UnsafeRawBufferPointer, passing: ((Int) -> Void)? = nil) {
        cursor = LineCursor(bytes, firstLine: 1)
        cursor.position = Delimiter.skippingByteOrderMark(cursor.base, 0, cursor.count)
        cursor.passing = passing
    }

    /// The next card or problem, or nil when the input is exhausted.
    public mutating func next() -> ScannedCard? {
        let base = cursor.base
        while true {
            let beforeLine = cursor
            guard let line = cursor.nextPassing() else { return finish() }
            lastLineNumber = line.number
            if let open = openCard {
                switch Delimiter.kind(base, line) {
                case nil:
                    continue
                case .end?:
                    openCard = nil
                    nestedUntil = 0
                    if line.next - open.start > Self.maximumCardBytes {
                        return .problem(Self.oversizeProblem(open.start..<line.next, line: open.line))
                    }
                    return .card(RawCard(byteRange: open.start..<line.next, line: open.line, endLine: line.number))
                case .begin?:
                    if NestedCard.skip(ifNested: line, &cursor, nestedUntil: &nestedUntil) {
                        lastLineNumber = cursor.lineNumber - 1
                        continue
                    }
                    openCard = nil
                    cursor = beforeLine  // the new BEGIN starts the next card
                    return .card(RawCard(byteRange: open.start..<line.start, line: open.line, endLine: line.number - 1,
                                         cut: .byNextBegin))
                }
            }
            if Delimiter.isBegin(base, line) {
                if let stray = strayText {
                    strayText = nil
                    cursor = beforeLine  // report the ignored text first, then come back to this BEGIN
                    return .problem(VCardScanner.strayWarning(stray))
                }
                // Junk before the BEGIN of a long line (a run of NUL bytes) is not the card's.
                let start = line.end - line.start > Delimiter.longLine
                    ? Delimiter.longLineDelimiter(base, line)?.start ?? line.start : line.start
                openCard = (start, line.number)
                continue
            }
            if Delimiter.isBlank(base, line) { continue }
            if strayText == nil {
                strayText = (line.number, 1)
            } else {
                strayText!.count += 1
            }
        }
    }

    private mutating func finish() -> ScannedCard? {
        if let open = openCard {
            openCard = nil
            return .card(RawCard(byteRange: open.start..<cursor.count, line: open.line,
                                 endLine: Swift.max(lastLineNumber, open.line), cut: .byEndOfInput))
        }
        if let stray = strayText {
            strayText = nil
            return .problem(VCardScanner.strayWarning(stray))
        }
        return nil
    }

    /// The error for a card over `maximumCardBytes`, which is skipped.
    private static func oversizeProblem(_ range: Range<Int>, line: Int) -> VCardProblem {
        let megabytes = (range.count + (1 << 20) - 1) >> 20
        return VCardProblem(line: line, cardLine: line,
                            message: "vCard of \(megabytes) MB is larger than the \(maximumCardBytes >> 20) MB a card may be; "
                                + "skipped it")
    }

    /// The warning for `count` ignored lines starting at `line`.
    package static func strayWarning(_ stray: (line: Int, count: Int)) -> VCardProblem {
        let lines = stray.count == 1 ? "1 line" : "\(stray.count) lines"
        return VCardProblem(line: stray.line, cardLine: nil,
                            message: "ignored \(lines) of text outside any vCard", severity: .warning)
    }
}
