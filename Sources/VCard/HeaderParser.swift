/// Parses the header of a logical line, `[group.]NAME(;param)*` before its colon, into a ``ContentLineHeader``.
///
/// Strings are built only for what is kept: the name and parameters of a property the selection keeps,
/// the group of one that is kept or labelled by group, the TYPE values of TEL and EMAIL.
struct HeaderParser {
    /// The logical line; the header is `bytes[0..<colon]`.
    let bytes: UnsafePointer<UInt8>
    let colon: Int
    /// Room for one name or parameter value, uppercased or unescaped: as long as the header.
    let work: UnsafeMutablePointer<UInt8>
    /// Decides how commas and carets in parameter values are read.
    let version: VCardVersion
    let selection: PropertySelection

    /// Fills `header`; false when the header has no name.
    // Inlined into the card's loop: Swift 6.3 made `@inline(__always)` a hint, which it declines here.
    #if compiler(>=6.3)
    @inline(always)
    #else
    @inline(__always)
    #endif
    func parse(into header: inout ContentLineHeader) -> Bool {
        var index = 0
        var dot = -1
        while index < colon && bytes[index] != ASCII.semicolon {
            if bytes[index] == ASCII.dot { dot = index }
            index += 1
        }
        let name = ASCII.trimmingBlanks(bytes, dot + 1, index)
        guard name.start < name.end else { return false }
        let known = KnownName.property(bytes + name.start, name.end - name.start)
        let kind = known?.1 ?? .other
        header.kind = kind
        header.keepsProperty = selection == .all || (selection == .typed && kind != .other)
        if header.keepsProperty {
            header.name = known?.0 ?? uppercasedName(bytes + name.start, name.end - name.start)
        }
        if dot > 0 && (header.keepsProperty || kind.usesGroup) {
            header.group = ASCII.string(bytes, dot)
        }

        if index < colon && header.keepsProperty {
            header.parameters.reserveCapacity(valueCount(from: index))
        }
        if index < colon && (kind == .telephone || kind == .email) {
            header.types.reserveCapacity(valueCount(from: index))
        }
        while index < colon {
            index += 1  // past ';'
            let parameterStart = index
            while index < colon && bytes[index] != ASCII.equals && bytes[index] != ASCII.semicolon { index += 1 }
            if index < colon && bytes[index] == ASCII.equals {
                let name = parameterName(bytes + parameterStart, index - parameterStart, keeping: header.keepsProperty)
                index = parseParameterValues(name, from: index + 1, into: &header)
            } else {
                addBareParameter(bytes + parameterStart, index - parameterStart, into: &header)
            }
        }
        return true
    }

    /// At most how many parameter values follow `start`: each ends at a ';' or ',' or the colon.
    private func valueCount(from start: Int) -> Int {
        var separators = 0
        for offset in start..<colon where bytes[offset] == ASCII.semicolon || bytes[offset] == ASCII.comma {
            separators += 1
        }
        return separators
    }

    /// Reads `value(,value)*` up to the next unquoted `;` or the colon; returns where it stopped.
    ///
    /// Commas separate values in 3.0/4.0 (RFC 6350 §5), never in 2.1 except for TYPE. Inside quotes they
    /// separate values only for TYPE, because RFC 6350's own example writes `TYPE="work,voice"`.
    private func parseParameterValues(
        _ name: (String, KnownName.Parameter), from start: Int, into header: inout ContentLineHeader
    ) -> Int {
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
                if byte == ASCII.quote && (inQuotes || hasQuote(after: index)) {
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

    private func hasQuote(after index: Int) -> Bool {
        var next = index + 1
        while next < colon {
            if bytes[next] == ASCII.quote { return true }
            next += 1
        }
        return false
    }

    /// Adds the value collected in `work[0..<length]`.
    private func addParameterValue(
        _ name: (String, KnownName.Parameter), length: Int, quoted: Bool, into header: inout ContentLineHeader
    ) {
        let trimmed = quoted ? (start: 0, end: length) : ASCII.trimmingBlanks(work, 0, length)
        let start = trimmed.start
        var end = trimmed.end
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
    private func addBareParameter(_ bytes: UnsafePointer<UInt8>, _ length: Int, into header: inout ContentLineHeader) {
        var start = 0
        for index in 0..<length where bytes[index] == ASCII.comma {
            addBareValue(bytes + start, index - start, into: &header)
            start = index + 1
        }
        addBareValue(bytes + start, length - start, into: &header)
    }

    private func addBareValue(_ bytes: UnsafePointer<UInt8>, _ length: Int, into header: inout ContentLineHeader) {
        let (start, end) = ASCII.trimmingBlanks(bytes, 0, length)
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
        let (start, end) = ASCII.trimmingBlanks(bytes, 0, length)
        if let known = KnownName.parameter(bytes + start, end - start) { return known }
        guard keeping else { return ("", .other) }
        for index in start..<end { work[index - start] = ASCII.uppercased(bytes[index]) }
        return (ASCII.string(work, end - start), .other)
    }
}
