// libFuzzer entry point for what phonebook shows on a terminal. Built by `bin/fuzz SECONDS display`
// together with Sources/TerminalText/*.swift as one module, so it uses their internal API without an import.

/// Takes one input as hostile card text: its first byte a line's width, then fields (a length byte,
/// then that many bytes, any bytes at all). Each field goes through the display rule (`VisibleText`),
/// a table's layout (`ColumnWidths`, `FittedColumns`, as `list` and the browser lay rows out), cutting
/// and padding (`ColumnText`), the byte path of plain output on a terminal, and the record formats'
/// rule (`ColumnText.singleLine`); none may let out a control byte, C1 or bidi override.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let width = Int(bytes[0] % 120) + 1
    var fields: [[UInt8]] = []
    var index = 1
    while index < size {
        let count = Int(bytes[index])
        index += 1
        fields.append(Array(bytes[index..<min(size, index + count)]))
        index += count
    }
    var cells: [ColumnCell] = []
    for field in fields {
        let text = String(decoding: field, as: UTF8.self)
        let line = VisibleText.line(text), lines = VisibleText.lines(text)
        checkShown(line, keepingLines: false, "line")
        checkShown(lines, keepingLines: true, "lines")
        // Every scalar is kept or replaced, none dropped; text needing no change is returned as it is.
        precondition(line.unicodeScalars.count >= text.unicodeScalars.count, "line dropped a character")
        if VisibleText.isShownAsIs(text) { precondition(line == text, "text shown as is was changed") }
        precondition(VisibleText.line(line) == line, "the rule is not idempotent")
        // Plain on a terminal: bytes copied when the byte test passes them and they are UTF-8, else shown.
        let copied = field.withUnsafeBufferPointer { VisibleText.isShownAsIs($0) }
            && String(validating: field, as: UTF8.self) != nil
        checkShown(copied ? text : line, keepingLines: false, "plain")
        let fitted = ColumnText.fit(line, toWidth: width)
        checkShown(fitted, keepingLines: false, "fit")
        precondition(DisplayWidth.of(fitted) == width, "fit did not make its width")
        checkShown(ColumnText.truncate(line, toWidth: width), keepingLines: false, "truncate")
        let record = ColumnText.singleLine(text)
        precondition(!record.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                     "a record kept a control character")
        cells.append(ColumnCell(text, isWhole: field.first.map { $0 & 1 == 1 } ?? false))
    }
    // A table of rows of up to four cells, laid out by the columns' rule.
    let rows = stride(from: 0, to: cells.count, by: 4).map { Array(cells[$0..<min(cells.count, $0 + 4)]) }
    let columns = ColumnWidths(measuring: rows).fitted(to: width)
    for row in rows {
        let line = columns.fit(row).compactMap { $0 }.joined(separator: "  ")
        checkShown(line, keepingLines: false, "table row")
    }
    return 0
}

/// `text` holds no C0 control (but LF and TAB, and CR before LF, with `keepingLines`), DEL, C1
/// control, bidi override or isolate.
private func checkShown(_ text: String, keepingLines: Bool, _ what: String) {
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
        let value = scalar.value
        switch value {
        case 0x0A where keepingLines, 0x09 where keepingLines: continue
        case 0x0D where keepingLines && index + 1 < scalars.count && scalars[index + 1] == "\n": continue
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
            preconditionFailure("\(what) let U+\(String(value, radix: 16)) out")
        default: continue
        }
    }
}
