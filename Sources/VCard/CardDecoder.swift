/// Reads the properties of one card from its bytes, working on bytes and creating Strings only for results.
///
/// A property's logical line is its first physical line plus:
/// - folded lines: a line starting with a space or tab continues the previous one, minus that ONE
///   character (RFC 6350 §3.2, RFC 2425 §5.8.1); joined at the byte level, so a fold inside a UTF-8
///   sequence still decodes;
/// - quoted-printable soft breaks: a QP value ending in `=` continues on the next line, all of it: the
///   soft break removes only the line break, so a leading blank there is data (vCard 2.1 §2.1.3 with
///   RFC 2045 §6.7; Android and Outlook write these);
/// - base64 blocks: a base64 value continues over lines made only of base64 characters (2.1 writers put
///   the data on the lines after `PHOTO;ENCODING=BASE64:` and end it with an empty line).
///
/// A malformed logical line (no colon, no name, a control byte) is left out and reported in `problems`
/// as a skipped line; the rest of the card is read. Cards nested in the card are skipped (``NestedCard``).
struct CardDecoder {
    /// How a card's lines ended.
    enum End {
        /// At `END:VCARD` on `line`; the next card may start at offset `next`.
        case end(next: Int, line: Int)
        /// At a new `BEGIN:VCARD` on `line`, which was not consumed.
        case interrupted(line: Int)
        /// At the end of the input; `line` is the last line read.
        case endOfInput(line: Int)
    }

    private let base: UnsafePointer<UInt8>
    private let count: Int
    /// Holds a logical line once it spans more than one physical line.
    private var scratch: UnsafeMutablePointer<UInt8>
    /// Holds decoded value and parameter bytes.
    private var work: UnsafeMutablePointer<UInt8>
    /// Bytes available in each of `scratch` and `work`; both need at most the logical line's length.
    private var capacity: Int
    /// Where more room comes from; created on first need when the caller supplied fixed buffers.
    private var space: ScratchSpace?
    private var cursor: LineCursor
    private var version: VCardVersion = .unknown
    private var cardLine: Int
    private var fields = CardFields()
    /// Where the card's END starts once a nested card was found in it; BEGIN lines before it are nested.
    private var nestedUntil = 0
    /// The first thing wrong with the logical line being read, and on which line; it is left out when set.
    /// Kept as plain values, because it is reset for every property: the message is made only if needed.
    private var lineFault: (line: Int, fault: LineFault)?
    /// Lines left out and values whose charset was guessed, in line order.
    private(set) var problems: [VCardProblem] = []

    // The logical line being read: it points into the input until a continuation forces a copy into `scratch`.
    private var line: UnsafePointer<UInt8>
    private var lineLength = 0
    private var lineIsCopied = false
    /// Which properties are materialized (all are scanned and checked).
    var selection = PropertySelection.all

    /// Decodes from offset `start` of `bytes`, whose line there is `firstLine`, using `space` for scratch.
    init(bytes: UnsafeRawBufferPointer, start: Int, firstLine: Int, space: ScratchSpace) {
        cursor = LineCursor(bytes, firstLine: firstLine)
        cursor.position = start
        base = cursor.base
        count = cursor.count
        scratch = space.scratch
        work = space.work
        capacity = space.capacity
        self.space = space
        line = cursor.base
        cardLine = firstLine
    }

    /// Decodes all of `bytes` using two caller buffers of `capacity` bytes each.
    init(bytes: UnsafeRawBufferPointer, firstLine: Int,
         scratch: UnsafeMutablePointer<UInt8>, work: UnsafeMutablePointer<UInt8>, capacity: Int) {
        cursor = LineCursor(bytes, firstLine: firstLine)
        base = cursor.base
        count = cursor.count
        self.scratch = scratch
        self.work = work
        self.capacity = capacity
        line = cursor.base
        cardLine = firstLine
    }

    /// Offset of the first line not consumed.
    var position: Int { cursor.position }
    /// Line number at `position`.
    var lineNumber: Int { cursor.lineNumber }

    /// Parses a card: blank lines and `BEGIN:VCARD` first (skipped), then properties up to `END:VCARD`,
    /// a new `BEGIN:VCARD` (left unread) or the end of the input.
    ///
    /// Delimiters are recognized exactly where ``VCardScanner`` recognizes them: on whole physical lines,
    /// never inside a folded, quoted-printable or base64 continuation.
    mutating func decode() -> (VCard, End) {
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
            case .begin?:
                if physical.start >= nestedUntil, let outerEnd = NestedCard.outerEnd(after: cursor) {
                    nestedUntil = outerEnd
                }
                if physical.start < nestedUntil {
                    NestedCard.skip(&cursor)
                    continue
                }
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
        line = base + start
        lineLength = first.end - start
        lineIsCopied = false
        lineFault = nil
        reserve(lineLength)
        noteControlBytes(first)

        var scan = HeaderScan()
        var colon = scan.findColon(line, lineLength, final: false)
        while colon == nil, let next = takeFoldedLine() {
            append(next.start + 1, next.end)
            colon = scan.findColon(line, lineLength, final: false)
        }
        if colon == nil { colon = scan.findColon(line, lineLength, final: true) }
        guard let colon else {
            note(.noColon, on: first.number)
            return skipLine()
        }
        var header = ContentLineHeader()
        if !parseHeader(colon: colon, into: &header) {
            note(.noName, on: first.number)
        }
        let valueStart = colon + 1

        while cursor.position < count {
            if header.encoding == .quotedPrintable && lineLength > valueStart && line[lineLength - 1] == ASCII.equals {
                var lookahead = cursor
                let next = lookahead.next()!
                if Delimiter.kind(base, next) != nil { break }
                noteControlBytes(next)
                cursor = lookahead
                lineLength -= 1
                append(next.start, next.end)
                continue
            }
            if let next = takeFoldedLine() {
                append(next.start + 1, next.end)
                continue
            }
            if header.encoding == .base64 && isBase64Line(at: cursor.position) {
                let next = cursor.next()!
                append(next.start, next.end)
                continue
            }
            break
        }

        if lineFault != nil { return skipLine() }
        if header.kind == .other && selection != .all { return }
        var value = line + valueStart
        var valueLength = lineLength - valueStart
        let rawValue: String
        var guessed = false
        switch header.encoding {
        case .base64:
            var written = 0
            for index in 0..<valueLength where !ASCII.isWhitespace(value[index]) {
                work[written] = value[index]
                written += 1
            }
            value = UnsafePointer(work)
            valueLength = written
            rawValue = ASCII.string(value, valueLength)
        case .quotedPrintable:
            valueLength = QuotedPrintable.decode(value, valueLength, into: work)
            value = UnsafePointer(work)
            rawValue = ValueCharacters.string(value, valueLength, charset: header.charset, quotedPrintable: true,
                                              guessed: &guessed)
        case .plain:
            rawValue = ValueCharacters.string(value, valueLength, charset: header.charset, quotedPrintable: false,
                                              guessed: &guessed)
        }
        if header.kind.isGathered {
            // Only the values the typed fields read report a guess, so every selection reports the same.
            if guessed { problems.append(charsetGuess(first.number, header.charset)) }
            var types: [String] = []
            swap(&types, &header.types)
            // A backslash is the same byte in every charset we decode, so the bytes tell whether
            // unescaping can change anything.
            let mayHaveEscapes = UnsafeBufferPointer(start: value, count: valueLength).contains(ASCII.backslash)
            let isBlank = (header.kind == .telephone || header.kind == .email) && ASCII.isBlank(value, valueLength)
            fields.add(header.kind, rawValue: rawValue, mayHaveEscapes: mayHaveEscapes, isBlank: isBlank, types: consume types,
                       isPreferred: header.isPreferred, isURIValue: header.isURIValue, group: header.group)
        }
        guard header.keepsProperty else { return }
        // Move the header's parameters out instead of copying them: this runs for every property.
        var parameters: [VCardParameter] = []
        swap(&parameters, &header.parameters)
        let property = VCardProperty(group: header.group, name: header.name, parameters: consume parameters,
                                     rawValue: rawValue, line: first.number, version: version)
        properties.append(consume property)
    }

    /// Consumes and returns the next physical line if it is a folded continuation (starts with a blank).
    private mutating func takeFoldedLine() -> PhysicalLine? {
        guard cursor.position < count, ASCII.isWhitespace(base[cursor.position]) else { return nil }
        let next = cursor.next()!
        noteControlBytes(next)
        return next
    }

    /// Whether the line at `position` is non-empty and made only of base64 characters and blanks.
    private func isBase64Line(at position: Int) -> Bool {
        var index = position
        while index < count {
            let byte = base[index]
            if byte == ASCII.cr || byte == ASCII.lf { break }
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2B, 0x2F, ASCII.equals, ASCII.space, ASCII.tab: index += 1
            default: return false
            }
        }
        return index > position
    }

    /// Appends input bytes to the logical line, first moving it into `scratch` if it still points at the input.
    private mutating func append(_ start: Int, _ end: Int) {
        reserve(lineLength + end - start)
        if !lineIsCopied {
            scratch.update(from: line, count: lineLength)
            line = UnsafePointer(scratch)
            lineIsCopied = true
        }
        let length = end - start
        if length > 0 {
            (scratch + lineLength).update(from: base + start, count: length)
            lineLength += length
        }
    }

    /// Makes `scratch` and `work` hold at least `needed` bytes, keeping a copied logical line.
    private mutating func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let space = self.space ?? ScratchSpace(capacity: needed)
        self.space = space
        space.grow(to: needed, keeping: lineIsCopied ? lineLength : 0, of: lineIsCopied ? scratch : nil)
        scratch = space.scratch
        work = space.work
        capacity = space.capacity
        if lineIsCopied { line = UnsafePointer(scratch) }
    }

    // MARK: Header

    /// Parses `[group.]NAME(;param)*` in `line[0..<colon]`; false when there is no name.
    private mutating func parseHeader(colon: Int, into header: inout ContentLineHeader) -> Bool {
        let bytes = line
        var index = 0
        var dot = -1
        while index < colon && bytes[index] != ASCII.semicolon {
            if bytes[index] == ASCII.dot { dot = index }
            index += 1
        }
        var nameStart = dot + 1
        var nameEnd = index
        while nameStart < nameEnd && ASCII.isWhitespace(bytes[nameStart]) { nameStart += 1 }
        while nameEnd > nameStart && ASCII.isWhitespace(bytes[nameEnd - 1]) { nameEnd -= 1 }
        guard nameStart < nameEnd else { return false }
        let known = KnownName.property(bytes + nameStart, nameEnd - nameStart)
        let kind = known?.1 ?? .other
        header.kind = kind
        header.keepsProperty = selection == .all || (selection == .typed && kind != .other)
        if header.keepsProperty {
            header.name = known?.0 ?? uppercasedName(bytes + nameStart, nameEnd - nameStart)
        }
        if dot > 0 && (header.keepsProperty || kind.usesGroup) {
            header.group = ASCII.string(bytes, dot)
        }

        if index < colon && header.keepsProperty {
            // Size the parameter lists once: each value ends at a ';' or ',' or the colon.
            var separators = 0
            for offset in index..<colon where bytes[offset] == ASCII.semicolon || bytes[offset] == ASCII.comma {
                separators += 1
            }
            header.parameters.reserveCapacity(separators)
        }
        if index < colon && (kind == .telephone || kind == .email) {
            // Each TYPE value ends at a ';' or ',' or the colon.
            var separators = 0
            for offset in index..<colon where bytes[offset] == ASCII.semicolon || bytes[offset] == ASCII.comma {
                separators += 1
            }
            header.types.reserveCapacity(separators)
        }
        while index < colon {
            index += 1  // past ';'
            let parameterStart = index
            while index < colon && bytes[index] != ASCII.equals && bytes[index] != ASCII.semicolon { index += 1 }
            if index < colon && bytes[index] == ASCII.equals {
                let name = parameterName(bytes + parameterStart, index - parameterStart, keeping: header.keepsProperty)
                index = parseParameterValues(name, from: index + 1, colon: colon, into: &header)
            } else {
                addBareParameter(bytes + parameterStart, index - parameterStart, into: &header)
            }
        }
        return true
    }

    /// Reads `value(,value)*` up to the next unquoted `;` or the colon; returns where it stopped.
    ///
    /// Commas separate values in 3.0/4.0 (RFC 6350 §5), never in 2.1 except for TYPE. Inside quotes they
    /// separate values only for TYPE, because RFC 6350's own example writes `TYPE="work,voice"`.
    private mutating func parseParameterValues(
        _ name: (String, KnownName.Parameter), from start: Int, colon: Int, into header: inout ContentLineHeader
    ) -> Int {
        let bytes = line
        let isType = name.1 == .type
        let splitsUnquoted = isType || version != .v2_1
        var index = start
        var inQuotes = false
        var quoted = false
        var length = 0
        while true {
            var isLast = index >= colon
            if !isLast {
                let byte = bytes[index]
                if byte == ASCII.quote && (inQuotes || hasQuote(after: index, before: colon)) {
                    inQuotes.toggle()
                    quoted = true
                    index += 1
                    continue
                }
                if byte == ASCII.semicolon && !inQuotes {
                    isLast = true
                } else if !(byte == ASCII.comma && (inQuotes ? isType : splitsUnquoted)) {
                    work[length] = byte
                    length += 1
                    index += 1
                    continue
                }
            }
            addParameterValue(name, length: length, quoted: quoted, into: &header)
            if isLast { return index }
            length = 0
            quoted = inQuotes
            index += 1  // past ','
        }
    }

    private func hasQuote(after index: Int, before end: Int) -> Bool {
        var next = index + 1
        while next < end {
            if line[next] == ASCII.quote { return true }
            next += 1
        }
        return false
    }

    /// Adds the value collected in `work[0..<length]`.
    private mutating func addParameterValue(
        _ name: (String, KnownName.Parameter), length: Int, quoted: Bool, into header: inout ContentLineHeader
    ) {
        var start = 0
        var end = length
        if !quoted {
            while start < end && ASCII.isWhitespace(work[start]) { start += 1 }
            while end > start && ASCII.isWhitespace(work[end - 1]) { end -= 1 }
        }
        if version != .v2_1 {
            end = start + CaretEscapes.decode(work + start, end - start)
        }
        let value = work + start
        let valueLength = end - start
        switch name.1 {
        case .type:
            guard valueLength > 0 else { return }
            for index in 0..<valueLength { value[index] = ASCII.uppercased(value[index]) }
            addType(value, valueLength, into: &header)
            return
        case .encoding:
            header.encoding = ValueEncoding(value, valueLength)
        case .charset:
            header.charset = Charset(value, valueLength)
        case .value:
            if ASCII.equalsIgnoringCase(value, valueLength, "URI") { header.isURIValue = true }
        case .pref:
            let text = ASCII.string(value, valueLength)
            if VCardProperty.isFirstPreference(text) { header.isPreferred = true }
            if header.keepsProperty { header.parameters.append(VCardParameter(name: name.0, value: text)) }
            return
        case .other:
            break
        }
        if header.keepsProperty {
            header.parameters.append(VCardParameter(name: name.0, value: ASCII.string(value, valueLength)))
        }
    }

    /// Adds an uppercased TYPE value, also to the type list of TEL and EMAIL.
    private func addType(_ value: UnsafePointer<UInt8>, _ length: Int, into header: inout ContentLineHeader) {
        if ASCII.equalsIgnoringCase(value, length, "PREF") { header.isPreferred = true }
        let listsTypes = header.kind == .telephone || header.kind == .email
        guard header.keepsProperty || listsTypes else { return }
        let type = KnownName.type(value, length) ?? ASCII.string(value, length)
        if header.keepsProperty { header.parameters.append(VCardParameter(name: "TYPE", value: type)) }
        if listsTypes { header.types.append(type) }
    }

    /// A 2.1 parameter without a name (`TEL;CELL;VOICE`, `PHOTO;BASE64`): an encoding, a value type or a TYPE.
    /// Some 2.1 writers join them with commas (`TEL;FAX,WORK`): each is a parameter of its own.
    private mutating func addBareParameter(_ bytes: UnsafePointer<UInt8>, _ length: Int, into header: inout ContentLineHeader) {
        var start = 0
        for index in 0..<length where bytes[index] == ASCII.comma {
            addBareValue(bytes + start, index - start, into: &header)
            start = index + 1
        }
        addBareValue(bytes + start, length - start, into: &header)
    }

    private mutating func addBareValue(_ bytes: UnsafePointer<UInt8>, _ length: Int, into header: inout ContentLineHeader) {
        var start = 0
        var end = length
        while start < end && ASCII.isWhitespace(bytes[start]) { start += 1 }
        while end > start && ASCII.isWhitespace(bytes[end - 1]) { end -= 1 }
        guard start < end else { return }
        let valueLength = end - start
        for index in 0..<valueLength { work[index] = ASCII.uppercased(bytes[start + index]) }
        @inline(__always) func match(_ name: StaticString) -> Bool { ASCII.equalsIgnoringCase(work, valueLength, name) }
        let name: String
        if match("QUOTED-PRINTABLE") || match("BASE64") || match("8BIT") || match("7BIT") {
            name = "ENCODING"
            header.encoding = ValueEncoding(work, valueLength)
        } else if match("INLINE") || match("URL") || match("CONTENT-ID") || match("CID") {
            name = "VALUE"
        } else {
            addType(work, valueLength, into: &header)
            return
        }
        if header.keepsProperty {
            header.parameters.append(VCardParameter(name: name, value: ASCII.string(work, valueLength)))
        }
    }

    /// An uncommon property name, uppercased.
    private func uppercasedName(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> String {
        for index in 0..<length { work[index] = ASCII.uppercased(bytes[index]) }
        return ASCII.string(work, length)
    }

    /// The uppercased name (empty unless `keeping`: only a kept property shows it) and what it means.
    private func parameterName(
        _ bytes: UnsafePointer<UInt8>, _ length: Int, keeping: Bool
    ) -> (String, KnownName.Parameter) {
        var start = 0
        var end = length
        while start < end && ASCII.isWhitespace(bytes[start]) { start += 1 }
        while end > start && ASCII.isWhitespace(bytes[end - 1]) { end -= 1 }
        if let known = KnownName.parameter(bytes + start, end - start) { return known }
        guard keeping else { return ("", .other) }
        for index in start..<end { work[index - start] = ASCII.uppercased(bytes[index]) }
        return (ASCII.string(work, end - start), .other)
    }

    // MARK: Problems

    /// Notes a C0 control byte other than tab in a line of the property being read.
    @inline(__always)
    private mutating func noteControlBytes(_ physical: PhysicalLine) {
        if physical.hasControlByte { noteFirstControlByte(physical) }
    }

    private mutating func noteFirstControlByte(_ physical: PhysicalLine) {
        var index = physical.start
        while index < physical.end {
            let byte = base[index]
            if byte < ASCII.space && byte != ASCII.tab {
                note(.controlByte(byte), on: physical.number)
                return
            }
            index += 1
        }
    }

    /// Notes what is wrong with the property being read, unless something earlier already was.
    private mutating func note(_ fault: LineFault, on lineNumber: Int) {
        if lineFault == nil { lineFault = (lineNumber, fault) }
    }

    /// Leaves out the property being read, reporting why.
    private mutating func skipLine() {
        guard let lineFault else { return }
        problems.append(VCardProblem(line: lineFault.line, cardLine: cardLine, message: lineFault.fault.message,
                                     severity: .skippedLine))
    }

    private func charsetGuess(_ lineNumber: Int, _ charset: Charset?) -> VCardProblem {
        let message: String
        switch charset {
        case .other(let name)?: message = "text is not UTF-8 and its charset \(name) is unknown: read as Windows-1252"
        case .usASCII?: message = "text is not ASCII as its charset says: read as Windows-1252"
        default: message = "text is not UTF-8 and names no charset: read as Windows-1252"
        }
        return VCardProblem(line: lineNumber, cardLine: cardLine, message: message, severity: .warning)
    }
}
