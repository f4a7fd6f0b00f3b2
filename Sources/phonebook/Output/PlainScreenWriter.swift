import Sections
import Store
import TerminalText
import VCard

/// `--format plain`: one line per row, tab-separated: section title, kind,
/// row id, then the row's fields in their JSON order (docs/commands.md, "Plain
/// output"). No header, no decoration; tabs and newlines inside a value
/// become spaces, so a record is always exactly one line.
struct PlainScreenWriter: ScreenWriter, RecordWriter {
    private var output = OutputBuffer()
    /// The current section's title on one line, and its identity: what each record starts with.
    private var title = ""
    private var section = ""
    /// "TITLE\tKIND\tSECTION/" for the kind of the last record, made once
    /// while records of one kind follow each other (as a listing's do).
    private var recordStart: [UInt8] = []
    private var recordKind: RowKind?

    mutating func begin(_ screen: Screen) {}
    mutating func endSection(_ section: Section) {}

    mutating func beginSection(_ section: Section) {
        title = ColumnText.singleLine(section.title)
        self.section = section.id.description
        recordKind = nil
    }

    mutating func write(_ rows: [Row], in section: Section) {
        for row in rows { row.writeRecord(to: &self) }
    }

    mutating func end() {
        try? output.flush()  // a closed pipe: the reader has what it wanted
    }

    mutating func beginRecord(kind: RowKind, item: RowID.Item) {
        if kind != recordKind {
            recordStart = Array("\(title)\t\(kind.rawValue)\t\(section)/".utf8)
            recordKind = kind
        }
        recordStart.withUnsafeBytes { output.append($0) }
        output.append(item)
    }

    mutating func field(_ name: String, text: some RecordText) {
        output.append(byte: 0x09)
        text.withUTF8Bytes { bytes in
            // What singleLine would leave as it is (nearly every value) is copied; the rest goes through it.
            if Self.isSingleLine(bytes) {
                output.append(bytes)
            } else {
                output.append(ColumnText.singleLine(String(decoding: bytes, as: UTF8.self)))
            }
        }
    }

    /// `bytes` are what `ColumnText.singleLine` gives of them decoded:
    /// well-formed UTF-8 without a C0 control or DEL, the bytes it checks.
    /// Printable ASCII is found eight bytes at a time; names with accents
    /// or in Japanese were decoded into a string and checked again: 213 M
    /// of `list --format plain`'s 903 M instructions on 100k contacts went
    /// to deciding and copying values (callgrind).
    private static func isSingleLine(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let typed = bytes.assumingMemoryBound(to: UInt8.self)
        if DisplayWidth.isPrintableASCII(typed) { return true }
        guard let base = typed.baseAddress else { return true }
        guard typed.allSatisfy({ $0 >= 0x20 && $0 != 0x7F }) else { return false }
        return UTF8Validation.isValid(base, typed.count)
    }

    mutating func field(_ name: String, number: Int) {
        output.append(byte: 0x09)
        output.append(decimal: Int64(number))
    }

    mutating func field(_ name: String, list: [String]) {
        output.append(byte: 0x09)
        output.append(list.map(ColumnText.singleLine).joined(separator: "; "))
    }

    mutating func endRecord() {
        output.append(byte: 0x0A)
    }
}
