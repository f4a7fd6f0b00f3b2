import Sections
import Store
import TerminalText
import VCard

/// `--format plain`: one line per row, tab-separated: section title, kind,
/// row id, then the row's fields in their JSON order (docs/commands.md,
/// "Plain output"). No header, no decoration; into a pipe or a file, every
/// control character inside a value (tabs and newlines too) becomes a
/// space, so a record is always exactly one line. On a terminal a value
/// is shown as a person reads it (`VisibleText.line`): its controls and
/// bidi overrides visibly, never raw.
struct PlainScreenWriter: ScreenWriter, RecordWriter {
    private var output = OutputBuffer()
    /// Standard output is a terminal: values are shown, not copied.
    private let onTerminal: Bool
    /// The current section's title on one line, and its identity: what each record starts with.
    private var title = ""
    private var section = ""
    /// "TITLE\tKIND\tSECTION/" for the kind of the last record, made once
    /// while records of one kind follow each other (as a listing's do).
    private var recordStart: [UInt8] = []
    private var recordKind: RowKind?

    init(onTerminal: Bool) {
        self.onTerminal = onTerminal
    }

    mutating func begin(_ screen: Screen) {}
    mutating func endSection(_ section: Section) {}

    mutating func beginSection(_ section: Section) {
        title = oneLine(section.title)
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
        // An identity may hold card text (a group's is its name): the line rule as for a value.
        if item.name.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            output.append(item)
        } else {
            output.append(RowID.Item(oneLine(item.description)))
        }
    }

    mutating func field(_ name: String, text: some RecordText) {
        output.append(byte: 0x09)
        // Static, and given what it needs: an instance method called in the
        // closure would copy the whole writer for each value (its value
        // witness, a retain and a release: 20% of `list --format plain`, callgrind).
        let onTerminal = onTerminal
        text.withUTF8Bytes { bytes in
            // What the line rule would leave as it is (nearly every value) is copied; the rest goes through it.
            if Self.isKept(bytes, onTerminal: onTerminal) {
                output.append(bytes)
            } else {
                output.append(Self.oneLine(String(decoding: bytes, as: UTF8.self), onTerminal: onTerminal))
            }
        }
    }

    /// `text` as a record holds it: shown (`VisibleText.line`) on a
    /// terminal, controls made spaces (`ColumnText.singleLine`) elsewhere.
    private func oneLine(_ text: String) -> String {
        Self.oneLine(text, onTerminal: onTerminal)
    }

    private static func oneLine(_ text: String, onTerminal: Bool) -> String {
        onTerminal ? VisibleText.line(text) : ColumnText.singleLine(text)
    }

    /// `bytes` are what `oneLine` gives of them decoded: well-formed UTF-8
    /// that the rule leaves as it is (no C0 control, DEL or C1 control; on
    /// a terminal no bidi override either). Printable ASCII is found eight
    /// bytes at a time, and names with accents or in Japanese are checked
    /// where they lie, not decoded into a string and checked again (which
    /// made deciding and copying values a quarter of `list --format plain`
    /// on 100k contacts, callgrind).
    private static func isKept(_ bytes: UnsafeRawBufferPointer, onTerminal: Bool) -> Bool {
        let typed = bytes.assumingMemoryBound(to: UInt8.self)
        if DisplayWidth.isPrintableASCII(typed) { return true }
        guard let base = typed.baseAddress else { return true }
        if onTerminal {
            guard VisibleText.isShownAsIs(typed) else { return false }
        } else {
            guard Self.holdsNoControl(typed) else { return false }
        }
        return UTF8Validation.isValid(base, typed.count)
    }

    /// No C0 control, DEL, or C1 control (C2 80–9F) among `bytes`: one pass,
    /// a byte at a time (an index-based check of each byte's successor
    /// would cost `list --format plain` 30% of its time on 100k contacts).
    private static func holdsNoControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var afterC2 = false
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || (afterC2 && byte < 0xA0) { return false }
            afterC2 = byte == 0xC2
        }
        return true
    }

    mutating func field(_ name: String, number: Int) {
        output.append(byte: 0x09)
        output.append(decimal: Int64(number))
    }

    mutating func field(_ name: String, list: [String]) {
        output.append(byte: 0x09)
        output.append(list.map(oneLine).joined(separator: "; "))
    }

    mutating func endRecord() {
        output.append(byte: 0x0A)
    }
}
