/// Reads the properties of one card from its bytes, working on bytes and creating Strings only for results.
///
/// Finds where the card ends and reads each property in three steps: joins its logical line
/// (``LogicalLine``), parses the header before the colon (``HeaderParser``), decodes the value
/// (``DecodedValue``); then gathers the typed fields and, as the selection asks, the property.
///
/// A malformed logical line (no colon, no name, a control byte before the colon) is left out and
/// reported in `problems` as a skipped line; the rest of the card is read. A control byte in a value
/// stays in it, with a warning. Cards nested in the card are skipped (``NestedCard``).
///
/// 8-bit text that is not UTF-8 and names no charset is read in one code page for the whole card: one
/// another line of the card names, or else the one all such text of the card reads best in
/// (``UnnamedCodePage``). The card is read once with Windows-1252 while that text is gathered, and
/// only when the answer is another code page, read again with it.
package struct CardDecoder {
    /// How a card's lines ended.
    package enum End {
        /// At `END:VCARD` on `line`; the next card may start at offset `next`.
        case end(next: Int, line: Int)
        /// At a new `BEGIN:VCARD` on `line`, which was not consumed.
        case interrupted(line: Int)
        /// At the end of the input; `line` is the last line read.
        case endOfInput(line: Int)
    }

    private let base: UnsafePointer<UInt8>
    /// Holds decoded value and parameter bytes.
    private let work: UnsafeMutablePointer<UInt8>
    private var cursor: LineCursor
    /// The logical line being read.
    private var line: LogicalLine
    private var version: VCardVersion = .unknown
    private var cardLine: Int
    private var fields = CardFields()
    /// Where the card's END starts once a nested card was found in it; BEGIN lines before it are nested.
    private var nestedUntil = 0
    /// Lines left out and values whose charset was guessed, in line order.
    package private(set) var problems: [VCardProblem] = []
    /// Which properties are materialized (all are scanned and checked).
    var selection = PropertySelection.all
    /// Whether to note where each kept property's lines are (``CardLayout``, for editing a card in
    /// place); off for imports, which never read it.
    var recordsLayout = false
    /// With `recordsLayout`, one entry per kept property: its physical lines (breaks included) and its
    /// header as written, unfolded, up to the colon.
    private(set) var layout: [(span: Range<Int>, header: [UInt8])] = []
    /// With `recordsLayout`, where the card's `END:VCARD` line starts, once met.
    private(set) var endOffset: Int?
    /// The code page for values that are not UTF-8 and name no charset; nil while the card has neither
    /// such a value nor a line naming a code page.
    private var codePage: CardCodePage?

    /// Decodes from offset `start` of `bytes`, whose line there is `firstLine`, using two caller buffers of
    /// `capacity` bytes each: at least the length of `bytes` after `start`, which no logical line exceeds.
    package init(bytes: UnsafeRawBufferPointer, start: Int = 0, firstLine: Int,
                 scratch: UnsafeMutablePointer<UInt8>, work: UnsafeMutablePointer<UInt8>, capacity: Int) {
        precondition(capacity >= bytes.count - start, "scratch buffers shorter than the input")
        cursor = LineCursor(bytes, firstLine: firstLine)
        cursor.position = start
        base = cursor.base
        line = LogicalLine(in: cursor, scratch: scratch)
        self.work = work
        cardLine = firstLine
    }

    /// Offset of the first line not consumed.
    package var position: Int { cursor.position }
    /// Line number at `position`.
    package var lineNumber: Int { cursor.lineNumber }

    /// Parses a card: blank lines and `BEGIN:VCARD` first (skipped), then properties up to `END:VCARD`,
    /// a new `BEGIN:VCARD` (left unread) or the end of the input.
    ///
    /// Delimiters are recognized exactly where ``VCardScanner`` recognizes them: on whole physical lines,
    /// never inside a folded, quoted-printable or base64 continuation.
    package mutating func decode() -> (VCard, End) {
        // What a second reading starts from; the rest of the state is what the first one filled.
        let start = (cursor, cardLine)
        let first = decodeOnce()
        guard let codePage, codePage.choose() else { return first }
        (cursor, cardLine) = start
        fields = CardFields()
        nestedUntil = 0
        problems = []
        layout = []
        endOffset = nil
        return decodeOnce()
    }

    private mutating func decodeOnce() -> (VCard, End) {
        version = detectVersion()
        fields.keepsOtherBackslashes = version.keepsOtherBackslashes
        var properties: [VCardProperty] = []
        if selection != .fieldsOnly { properties.reserveCapacity(16) }
        var seenContent = false
        var end = End.endOfInput(line: cardLine)
        while true {
            let before = cursor
            guard let physical = cursor.next() else { break }
            end = .endOfInput(line: physical.number)
            var start = physical.start
            if !seenContent {
                if Delimiter.isBlank(base, physical) { continue }
                seenContent = true
                if Delimiter.isBegin(base, physical) {
                    cardLine = physical.number
                    continue
                }
                start = Delimiter.skippingByteOrderMark(base, start, physical.end)
            }
            switch Delimiter.kind(base, physical) {
            case .end?:
                end = .end(next: physical.next, line: physical.number)
                if recordsLayout { endOffset = physical.start }
            case .begin?:
                if NestedCard.skip(ifNested: physical, &cursor, nestedUntil: &nestedUntil) { continue }
                cursor = before
                end = .interrupted(line: physical.number)
            case nil:
                // A line with leading blanks here follows a blank line or BEGIN, so it continues nothing:
                // read it as a property of its own.
                while start < physical.end && ASCII.isWhitespace(base[start]) { start += 1 }
                if start == physical.end { continue }
                readProperty(from: start, physical, into: &properties)
                continue
            }
            break
        }
        fields.resolveLabels()
        return (VCard(version: version, properties: properties, line: cardLine, fields: fields), end)
    }

    /// The VERSION value, looked up before parsing because it decides how earlier lines are read.
    /// Looks no further than the card's END or the next BEGIN, so a file of unterminated cards stays linear.
    private func detectVersion() -> VCardVersion {
        var lines = cursor
        var isFirst = true
        while let physical = lines.next() {
            let length = physical.end - physical.start
            let bytes = base + physical.start
            if ASCII.hasPrefixIgnoringCase(bytes, length, "VERSION:") {
                return VCardVersion(bytes + 8, length - 8)
            }
            let kind = Delimiter.kind(base, physical)
            if kind == .end || (!isFirst && kind == .begin) { break }
            isFirst = false
        }
        return .unknown
    }

    private mutating func readProperty(from start: Int, _ first: PhysicalLine, into properties: inout [VCardProperty]) {
        line.start(at: start, in: first)
        guard let colon = line.joinHeader(&cursor) else {
            line.note(.noColon, on: first.number)
            return skipLine()
        }
        var header = ContentLineHeader()
        let parser = HeaderParser(bytes: line.bytes, colon: colon, work: work, version: version, selection: selection)
        if !parser.parse(into: &header) {
            line.note(.noName, on: first.number)
        }
        let valueStart = colon + 1
        line.joinValue(&cursor, from: valueStart, encoding: header.encoding)
        if version == .v2_1 && header.encoding == .plain && line.endsInBackslash(from: valueStart)
            && AndroidAddress.isAddress(line.bytes, colon) {
            line.joinBackslashContinuations(&cursor, from: valueStart, components: AndroidAddress.components)
        }
        if let control = line.controlByte { noteControlByte(control, colon: colon) }

        if line.fault != nil { return skipLine() }
        if let charset = header.charset { note(charset, on: first.number) }
        if header.kind == .other && selection != .all { return }
        var value = DecodedValue(line.bytes + valueStart, line.count - valueStart, encoding: header.encoding,
                                 charset: header.charset, work: work)
        if value.isGuessed, let codePage, codePage.reason != .default { value.text = value.decoded(as: codePage.chosen) }
        if header.kind.isGathered {
            // Only the values the typed fields read report a guess or are evidence for the card's code
            // page, so every selection reports and decides the same.
            if value.isGuessed { noteGuess(value, charset: header.charset, on: first.number) }
            var types: [String] = []
            swap(&types, &header.types)
            // A backslash is the same byte in every charset we decode, so the bytes tell whether
            // unescaping can change anything.
            let mayHaveEscapes = UnsafeBufferPointer(start: value.bytes, count: value.count).contains(ASCII.backslash)
            let isBlank = (header.kind == .telephone || header.kind == .email) && ASCII.isBlank(value.bytes, value.count)
            fields.add(header.kind, rawValue: value.text, mayHaveEscapes: mayHaveEscapes, isBlank: isBlank, types: consume types,
                       isPreferred: header.isPreferred, isURIValue: header.isURIValue, group: header.group)
        }
        guard header.keepsProperty else { return }
        // Move the header's parameters out instead of copying them: this runs for every property.
        var parameters: [VCardParameter] = []
        swap(&parameters, &header.parameters)
        let property = VCardProperty(group: header.group, name: header.name, parameters: consume parameters,
                                     rawValue: value.text, line: first.number, version: version)
        properties.append(consume property)
        if recordsLayout {
            layout.append((first.start..<cursor.position, Array(UnsafeBufferPointer(start: line.bytes, count: colon))))
        }
    }

    // MARK: Problems

    /// Keeps a control byte in a value, with a warning; one in the header leaves the line out.
    private mutating func noteControlByte(_ control: (line: Int, byte: UInt8), colon: Int) {
        let header = UnsafeBufferPointer(start: line.bytes, count: colon)
        if header.contains(where: { $0 < ASCII.space && $0 != ASCII.tab }) {
            return line.note(.controlByte(control.byte), on: control.line)
        }
        problems.append(VCardProblem(line: control.line, cardLine: cardLine,
                                     message: "control byte \(LineFault.hex(control.byte)) in the value: kept in the text",
                                     severity: .warning))
    }

    /// Remembers the first code page the card names, and warns of a CHARSET nothing here decodes.
    private mutating func note(_ charset: Charset, on lineNumber: Int) {
        var named = charset
        switch charset {
        case .utf8, .usASCII: return
        // As browsers read it (WHATWG's encoding standard): writers naming ISO-8859-1 wrote Windows-1252's
        // quotes and dashes in its C1 range, and ISO-8859-1 would make them control characters.
        case .latin1: named = .windows1252
        case .windows1252, .latin9: break
        case .other(let name):
            guard IconvDecoder.knows(name) else {
                let message = "unknown CHARSET=\(name): its text is read as UTF-8, or where it is not, "
                    + "as \(codePage?.chosen.name ?? Charset.windows1252.name) (the card's text that names no charset)"
                problems.append(VCardProblem(line: lineNumber, cardLine: cardLine, message: message, severity: .warning))
                return
            }
        }
        if codePage == nil { codePage = CardCodePage() }
        if codePage!.named == nil { codePage!.named = named }
    }

    /// Warns of a value read in the card's code page for unnamed text (an unknown CHARSET has its own
    /// warning), and keeps its bytes as evidence for the first reading's choice of that code page.
    private mutating func noteGuess(_ value: DecodedValue, charset: Charset?, on lineNumber: Int) {
        let codePage = self.codePage ?? CardCodePage()
        self.codePage = codePage
        codePage.gather(value.bytes, value.count)
        if case .other? = charset { return }
        problems.append(VCardProblem(
            line: lineNumber, cardLine: cardLine,
            message: DecodedValue.guessMessage(charset: charset, unnamed: codePage.chosen, reason: codePage.reason),
            severity: .warning))
    }

    /// Leaves out the property being read, reporting why.
    private mutating func skipLine() {
        guard let fault = line.fault else { return }
        problems.append(VCardProblem(line: fault.line, cardLine: cardLine, message: fault.fault.message,
                                     severity: .skippedLine))
    }
}
