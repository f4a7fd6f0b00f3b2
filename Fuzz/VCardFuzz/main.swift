// libFuzzer entry point for the vCard module. Built by bin/fuzz together with Sources/VCard/*.swift
// as one module, so it uses the module's internal API without an import.

/// Feeds one input to the scanner, the reader and the parser, checks their invariants and reads every accessor.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)

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

    // Reader: frames cards exactly like the scanner (every card it returns or rejects, the scanner found
    // or rejected too), and every card parses the way the public VCard initializer derives it.
    var readCards: [RawCard] = []
    var readRejects: [Int] = []
    var readWarnings: [VCardProblem] = []
    for entry in VCardReader(bytes) {
        switch entry {
        case .card(let card, let raw):
            precondition(card.line == raw.line)
            readCards.append(raw)
            touch(card)
        case .problem(let problem):
            precondition(problem.line >= 1 && !problem.description.isEmpty)
            if problem.isWarning {
                readWarnings.append(problem)
            } else {
                readRejects.append(problem.cardLine!)
            }
        }
    }
    precondition(Set(readCards).isSubset(of: Set(scannedCards)), "reader returned a card the scanner did not frame")
    precondition(Set(readCards.map(\.line) + readRejects) == Set(scannedCards.map(\.line) + scannedRejects),
                 "reader and scanner disagree on where cards are")
    precondition(readWarnings == scannedWarnings, "reader and scanner disagree on text outside cards")

    checkExport(of: scannedCards, in: bytes)

    // Parser on arbitrary bytes (no BEGIN/END framing guaranteed). The import parses only the typed
    // fields: it must fail where a full parse fails, with the same problem, and gather the same fields.
    let full = Result { () throws(VCardProblem) in try VCardParser.parse(bytes, firstLine: 1) }
    let fieldsOnly = Result { () throws(VCardProblem) in try VCardParser.parse(bytes, firstLine: 1, keeping: .fieldsOnly) }
    switch (full, fieldsOnly) {
    case (.success(let card), .success(let fields)):
        touch(card)
        precondition(typedFields(card) == typedFields(fields), "a fields-only parse gathered other fields")
        precondition(fields.properties.isEmpty, "a fields-only parse kept properties")
    case (.failure(let a), .failure(let b)):
        precondition(a == b, "a fields-only parse failed differently")
    default:
        preconditionFailure("a fields-only parse and a full parse disagree on whether the card is good")
    }
    return 0
}

/// Export: each card written as `export` writes it (``ExportedCard``) parses to the same card, or fails
/// with the same problem, as the original; and the written cards, read as one file, are the same cards.
private func checkExport(of cards: [RawCard], in bytes: UnsafeRawBufferPointer) {
    var exported: [UInt8] = []
    var parsed: [Result<VCard, VCardProblem>] = []
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

private func parse(_ bytes: UnsafeRawBufferPointer, firstLine: Int) -> Result<VCard, VCardProblem> {
    Result { () throws(VCardProblem) in try VCardParser.parse(bytes, firstLine: firstLine) }
}

private func typedFields(_ card: VCard) -> [String] {
    [card.uid ?? "-", card.formattedName ?? "-", "\(String(describing: card.name))",
     "\(card.organization)", "\(card.notes)", "\(card.telephones)", "\(card.emails)"]
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
    if total == Int.min { print(total) }
}
