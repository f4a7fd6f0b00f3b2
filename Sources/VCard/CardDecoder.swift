/// Reads the properties of one card from its bytes, working on bytes and creating Strings only for results.
///
/// A property's logical line is its first physical line plus:
/// - folded lines: a line starting with a space or tab continues the previous one, minus that ONE
///   character (RFC 6350 §3.2, RFC 2425 §5.8.1); joined at the byte level, so a fold inside a UTF-8
///   sequence still decodes;
/// - quoted-printable soft breaks: a QP value ending in `=` continues on the next line, which has no
///   leading whitespace (vCard 2.1 §2.1.3 with RFC 2045 §6.7; Android and Outlook write these);
/// - base64 blocks: a base64 value continues over lines made only of base64 characters (2.1 writers put
///   the data on the lines after `PHOTO;ENCODING=BASE64:` and end it with an empty line).
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

    /// Offset of the first line not consumed (after a thrown problem: where to resume looking for END).
    var position: Int { cursor.position }
    /// Line number at `position`.
    var lineNumber: Int { cursor.lineNumber }

    /// Parses a card: blank lines and `BEGIN:VCARD` first (skipped), then properties up to `END:VCARD`,
    /// a new `BEGIN:VCARD` (left unread) or the end of the input.
    ///
    /// Delimiters are recognized exactly where ``VCardScanner`` recognizes them: on whole physical lines,
    /// never inside a folded, quoted-printable or base64 continuation.
    mutating func decode() throws(VCardProblem) -> (VCard, End) {
        version = detectVersion()
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
            if Delimiter.isEnd(base, physical) {
                end = .end(next: physical.next, line: physical.number)
                break
            }
            if Delimiter.isBegin(base, physical) {
                cursor = before
                end = .interrupted(line: physical.number)
                break
            }
            try checkControlBytes(physical)
            // A line with leading blanks here follows a blank line or BEGIN, so it continues nothing:
            // read it as a property of its own.
            while start < physical.end && ASCII.isWhitespace(base[start]) { start += 1 }
            if start == physical.end { continue }
            try readProperty(from: start, physical, into: &properties)
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
            if Delimiter.isEnd(base, physical) || (!isFirst && Delimiter.isBegin(base, physical)) { break }
            isFirst = false
        }
        return .unknown
    }

    private mutating func readProperty(
        from start: Int, _ first: PhysicalLine, into properties: inout [VCardProperty]
    ) throws(VCardProblem) {
        line = base + start
        lineLength = first.end - start
        lineIsCopied = false
        reserve(lineLength)

        var scan = HeaderScan()
        var colon = scan.findColon(line, lineLength, final: false)
        while colon == nil, let next = try takeFoldedLine() {
            append(next.start + 1, next.end)
            colon = scan.findColon(line, lineLength, final: false)
        }
        if colon == nil { colon = scan.findColon(line, lineLength, final: true) }
        guard let colon else {
            throw problem(first.number, "property line has no ':' between name and value")
        }
        var header = ContentLineHeader()
        try parseHeader(colon: colon, lineNumber: first.number, into: &header)
        let valueStart = colon + 1

        while cursor.position < count {
            let nextByte = base[cursor.position]
            if header.encoding == .quotedPrintable && lineLength > valueStart && line[lineLength - 1] == ASCII.equals {
                var lookahead = cursor
                let next = lookahead.next()!
                if Delimiter.isEnd(base, next) || Delimiter.isBegin(base, next) { break }
                try checkControlBytes(next)
                cursor = lookahead
                lineLength -= 1
                // If the writer also folded the line, the fold's blank is not content.
                let skip = next.start < next.end && ASCII.isWhitespace(nextByte) ? 1 : 0
                append(next.start + skip, next.end)
                continue
            }
            if let next = try takeFoldedLine() {
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

        if header.kind == .other && selection != .all { return }
        var value = line + valueStart
        var valueLength = lineLength - valueStart
        let rawValue: String
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
            rawValue = ValueCharacters.string(value, valueLength, charset: header.charset, quotedPrintable: true, version: version)
        case .plain:
            rawValue = ValueCharacters.string(value, valueLength, charset: header.charset, quotedPrintable: false, version: version)
        }
        if header.kind.isGathered {
            var types: [String] = []
            swap(&types, &header.types)
            // A backslash is the same byte in every charset we decode, so the bytes tell whether
            // unescaping can change anything.
            let mayHaveEscapes = UnsafeBufferPointer(start: value, count: valueLength).contains(ASCII.backslash)
            fields.add(header.kind, rawValue: rawValue, mayHaveEscapes: mayHaveEscapes, types: consume types,
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
    private mutating func takeFoldedLine() throws(VCardProblem) -> PhysicalLine? {
        guard cursor.position < count, ASCII.isWhitespace(base[cursor.position]) else { return nil }
        let next = cursor.next()!
        try checkControlBytes(next)
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

    /// Parses `[group.]NAME(;param)*` in `line[0..<colon]`.
    private mutating func parseHeader(colon: Int, lineNumber: Int, into header: inout ContentLineHeader) throws(VCardProblem) {
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
        guard nameStart < nameEnd else {
            throw problem(lineNumber, "property line has no name before ':'")
        }
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
    private mutating func addBareParameter(_ bytes: UnsafePointer<UInt8>, _ length: Int, into header: inout ContentLineHeader) {
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

    private func checkControlBytes(_ physical: PhysicalLine) throws(VCardProblem) {
        guard physical.hasControlByte else { return }
        var index = physical.start
        while index < physical.end {
            let byte = base[index]
            if byte < ASCII.space && byte != ASCII.tab {
                let hex = String(byte, radix: 16, uppercase: true)
                throw problem(physical.number, "control byte 0x\(byte < 0x10 ? "0" : "")\(hex) in vCard")
            }
            index += 1
        }
    }

    private func problem(_ lineNumber: Int, _ message: String) -> VCardProblem {
        VCardProblem(line: lineNumber, cardLine: cardLine, message: message)
    }
}
