// libFuzzer entry point for the vCard module. Built by bin/fuzz together with Sources/VCard/*.swift and
// the reader oracle (Tests/VCardOracle) as one module, so it uses their internal API without an import.

/// Feeds one input to the scanner, the reader and the parser, checks their invariants and reads every accessor;
/// an input taken for UTF-16 is checked again as the UTF-8 an import reads.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    check(bytes)
    if let utf8 = UTF16Input.utf8(from: bytes) {
        // Line breaks map one to one, so line numbers stay those of the file.
        let units = stride(from: bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) ? 2 : 0,
                           to: size - 1, by: 2)
        let bigEndian = bytes.starts(with: [0xFE, 0xFF]) || (bytes.count >= 2 && bytes[0] == 0)
        let breaks = units.filter { index in
            let unit = bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]) : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index])
            return unit == 0x0A || unit == 0x0D
        }.count
        precondition(utf8.filter { $0 == 0x0A || $0 == 0x0D }.count == breaks, "UTF-16 transcoding changed the lines")
        precondition(UTF8Validation.isValid(utf8, utf8.count), "UTF-16 transcoding made invalid UTF-8")
        utf8.withUnsafeBytes { check($0) }
    }
    return 0
}

private func check(_ bytes: UnsafeRawBufferPointer) {
    let size = bytes.count

    // Scanner: cards come in order, inside the input, without overlapping.
    var scannedCards: [RawCard] = []
    var scannedRejects: [Int] = []
    var scannedWarnings: [VCardProblem] = []
    var previousEnd = 0
    var previousLine = 0
    for item in VCardScanner(bytes) {
        switch item {
        case .card(let raw):
            precondition(raw.byteRange.lowerBound >= previousEnd && raw.byteRange.upperBound <= size)
            precondition(raw.line > previousLine && raw.endLine >= raw.line)
            previousEnd = raw.byteRange.upperBound
            previousLine = raw.endLine
            scannedCards.append(raw)
        case .problem(let problem):
            precondition(problem.line >= 1 && !problem.description.isEmpty)
            if problem.isWarning {
                scannedWarnings.append(problem)
            } else {
                scannedRejects.append(problem.cardLine!)
            }
        }
    }

    // The reader frames cards exactly like the scanner, and reads each the way the import does: a fields-only
    // parse of the scanner's bytes of the card gathers the same fields with the same problems.
    var readCards: [RawCard] = []
    var readRejects: [Int] = []
    var readWarnings: [VCardProblem] = []
    var readFields: [Int: (fields: TypedFields, problems: [VCardProblem])] = [:]
    for entry in VCardReader(bytes) {
        switch entry {
        case .card(let card, let raw):
            precondition(card.line == raw.line)
            readCards.append(raw)
            readFields[raw.line] = (typedFields(card), [])
            touch(card)
        case .problem(let problem):
            precondition(problem.line >= 1 && !problem.description.isEmpty)
            if problem.severity == .error {
                readRejects.append(problem.cardLine!)
            } else if let cardLine = problem.cardLine {
                precondition(readCards.last?.line == cardLine, "a card's problem does not follow the card")
                readFields[cardLine]!.problems.append(problem)
            } else {
                readWarnings.append(problem)
            }
        }
    }
    precondition(readCards == scannedCards, "reader and scanner disagree on where cards are")
    precondition(readRejects == scannedRejects, "reader and scanner disagree on which cards to reject")
    precondition(readWarnings == scannedWarnings, "reader and scanner disagree on text outside cards")
    for raw in scannedCards {
        var problems: [VCardProblem] = []
        let card = VCardParser.parse(UnsafeRawBufferPointer(rebasing: bytes[raw.byteRange]), firstLine: raw.line,
                                     keeping: .fieldsOnly, problems: &problems)
        precondition(typedFields(card) == readFields[raw.line]!.fields, "the import's parse gathered other fields")
        precondition(problems == readFields[raw.line]!.problems, "the import's parse found other problems")
    }

    checkExport(of: scannedCards, in: bytes)

    // Parser on arbitrary bytes (no BEGIN/END framing guaranteed). The import parses only the typed
    // fields: it must leave out the same lines as a full parse, report the same problems, and gather the same fields.
    var fullProblems: [VCardProblem] = []
    var fieldsProblems: [VCardProblem] = []
    let card = VCardParser.parse(bytes, firstLine: 1, problems: &fullProblems)
    let fields = VCardParser.parse(bytes, firstLine: 1, keeping: .fieldsOnly, problems: &fieldsProblems)
    touch(card)
    precondition(typedFields(card) == typedFields(fields), "a fields-only parse gathered other fields")
    precondition(fields.properties.isEmpty, "a fields-only parse kept properties")
    precondition(fullProblems == fieldsProblems, "a fields-only parse found other problems")
    precondition(fullProblems.allSatisfy { $0.severity != .error && $0.line >= 1 }, "a parse rejected a card")

    checkCodePageDetector(bytes.assumingMemoryBound(to: UInt8.self))
}

/// The detector of unnamed code pages on the raw bytes, as evidence of at most its limit: it chooses one of
/// its candidates, the same one again, and that code page decodes the bytes.
private func checkCodePageDetector(_ bytes: UnsafeBufferPointer<UInt8>) {
    let evidence = UnsafeBufferPointer(rebasing: bytes.prefix(UnnamedCodePage.evidenceLimit))
    let chosen = UnnamedCodePage.detect(evidence)
    precondition(UnnamedCodePage.candidates.contains { $0.charset == chosen }, "the detector chose no candidate")
    precondition(UnnamedCodePage.detect(evidence) == chosen, "the detector changed its mind")
    if let base = evidence.baseAddress {
        precondition(chosen.decode(base, evidence.count) != nil, "the chosen code page decodes nothing")
    }
}

/// Export: each card written as `export` writes it (``ExportedCard``) parses to the same card, with the same
/// problems, as the original; and the written cards, read as one file, are the same cards.
private func checkExport(of cards: [RawCard], in bytes: UnsafeRawBufferPointer) {
    var exported: [UInt8] = []
    var parsed: [Parsed] = []
    var ends: [Int] = []
    for raw in cards {
        let card = UnsafeRawBufferPointer(rebasing: bytes[raw.byteRange])
        let start = exported.count
        ExportedCard.append(card, to: &exported)
        ends.append(exported.count)
        let original = parse(card, firstLine: raw.line)
        let written = exported.withUnsafeBytes { parse(UnsafeRawBufferPointer(rebasing: $0[start...]), firstLine: raw.line) }
        precondition(written == original, "an exported card parses differently from the stored one")
        parsed.append(original)
    }
    exported.withUnsafeBytes { file in
        var index = 0
        for item in VCardScanner(file) {
            guard case .card(let raw) = item, index < cards.count else {
                preconditionFailure("the export read as a file holds something other than the cards written")
            }
            // The scanner skips a byte order mark at the start of the file, so compare where cards end.
            precondition(raw.byteRange.upperBound == ends[index], "the export frames its cards differently")
            let again = parse(UnsafeRawBufferPointer(rebasing: file[raw.byteRange]), firstLine: cards[index].line)
            precondition(again == parsed[index], "a card read back from the whole export parses differently")
            index += 1
        }
        precondition(index == cards.count, "the export read as a file lost a card")
    }
}

/// A card as a full parse reads it, with the problems met on the way.
private struct Parsed: Equatable {
    var card: VCard
    var problems: [VCardProblem]
}

private func parse(_ bytes: UnsafeRawBufferPointer, firstLine: Int) -> Parsed {
    var problems: [VCardProblem] = []
    let card = VCardParser.parse(bytes, firstLine: firstLine, problems: &problems)
    return Parsed(card: card, problems: problems)
}

/// What the import reads of a card, compared as values (describing them as text cost more than parsing).
private struct TypedFields: Equatable {
    var uid: String?
    var formattedName: String?
    var name: StructuredName?
    var organization: [String]
    var notes: [String]
    var telephones: [Telephone]
    var emails: [Email]
}

private func typedFields(_ card: VCard) -> TypedFields {
    TypedFields(uid: card.uid, formattedName: card.formattedName, name: card.name, organization: card.organization,
                notes: card.notes, telephones: card.telephones, emails: card.emails)
}

private func touch(_ card: VCard) {
    precondition(VCard(version: card.version, properties: card.properties, line: card.line) == card,
                 "typed fields differ from the ones derived from the properties")
    var total = card.uid?.utf8.count ?? 0
    total &+= card.formattedName?.utf8.count ?? 0
    total &+= card.name?.displayName.utf8.count ?? 0
    total &+= card.organization.count &+ card.notes.count
    for phone in card.telephones {
        total &+= phone.value.utf8.count &+ (phone.extension?.utf8.count ?? 0) &+ phone.types.count
        total &+= phone.label?.utf8.count ?? 0
    }
    for email in card.emails { total &+= email.value.utf8.count &+ email.types.count }
    for property in card.properties {
        total &+= property.text.utf8.count
        total &+= property.components.count &+ property.fields.count &+ property.values.count
        total &+= property.types.count &+ (property.preference ?? 0) &+ (property.isPreferred ? 1 : 0)
        total &+= property.binaryValue?.count ?? 0
        total &+= property.valueType?.utf8.count ?? 0
        total &+= property.parameter("type")?.utf8.count ?? 0
        total &+= property.parameterValues("CHARSET").count
        if let group = property.group { total &+= card.label(forGroup: group)?.utf8.count ?? 0 }
        _ = Telephone(property)
        _ = Email(property)
    }
    total &+= card.properties(named: "tel").count &+ (card.property(named: "fn") == nil ? 0 : 1)
    // What `show` reads besides: none may trap, whatever the card.
    for address in card.addresses { total &+= address.street.utf8.count &+ address.country.utf8.count }
    total &+= (card.birthday?.isoText.utf8.count ?? 0) &+ (card.anniversary?.isoText.utf8.count ?? 0)
    total &+= (card.birthdayText?.utf8.count ?? 0) &+ (card.anniversaryText?.utf8.count ?? 0)
    total &+= card.urls.count &+ card.handles.count &+ card.nicknames.count &+ card.categories.count
    total &+= (card.title?.utf8.count ?? 0) &+ (card.role?.utf8.count ?? 0)
    if total == Int.min { print(total) }
}
