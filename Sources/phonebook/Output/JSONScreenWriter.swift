import Reporting
import Sections
import SharedOptions
import Store
import TerminalText
import VCard

/// `--format json`: `{"screen":…,"sections":[{"id":…,"title":…,"rows":[…]}]}`,
/// each row `{"id":…,"kind":…}` followed by its fields (docs/commands.md, "JSON output").
/// Written straight into the output buffer as it goes, so a long list
/// streams like the plain format. `members` come between `screen` and
/// `sections` (`show`'s `contact`).
struct JSONScreenWriter: ScreenWriter, RecordWriter {
    private var output = OutputBuffer()
    private var firstSection = true
    private var firstRow = true
    private let members: [(String, JSONText)]
    /// What every row of the current section starts with: `{"id":"` and
    /// the section's identity, escaped once, then "/".
    private var recordStart: [UInt8] = []
    /// `","kind":"KIND"` for the kind of the last record, made once while
    /// records of one kind follow each other (as a listing's do).
    private var kindMember: [UInt8] = []
    private var recordKind: RowKind?
    /// `,"NAME":` of each field of the last records, in order: a listing's
    /// records name the same fields in the same order, so each key is
    /// written once and copied after. Escaped field by field, the keys
    /// would be 15% of `list --format json` on 100k contacts (callgrind).
    private var fieldKeys: [(name: String, bytes: [UInt8])] = []
    /// The next field's place in its record.
    private var fieldIndex = 0

    init(members: [(String, JSONText)] = []) {
        self.members = members
    }

    mutating func begin(_ screen: Screen) {
        output.append("{\"screen\":")
        string(screen.id.rawValue)
        for (key, value) in members {
            output.append(",")
            string(key)
            output.append(":" + value.description)
        }
        output.append(",\"sections\":[")
        firstSection = true
    }

    mutating func beginSection(_ section: Section) {
        var escaped = ""
        JSONText.writeString(section.id.description, to: &escaped)
        recordStart = Array("{\"id\":\(escaped.dropLast())/".utf8)
        if !firstSection { output.append(",") }
        firstSection = false
        firstRow = true
        output.append("{\"id\":")
        string(section.id.description)
        output.append(",\"title\":")
        string(section.title)
        output.append(",\"rows\":[")
    }

    mutating func write(_ rows: [Row], in section: Section) {
        for row in rows { row.writeRecord(to: &self) }
    }

    mutating func beginRecord(kind: RowKind, item: RowID.Item) {
        if !firstRow { output.append(byte: 0x2C) }
        firstRow = false
        recordStart.withUnsafeBytes { output.append($0) }
        if item.first == nil {
            string(item.name, quoted: false)
        } else {
            output.append(item)  // a name and numbers: nothing to escape
        }
        if kind != recordKind {
            var member = "\",\"kind\":"
            JSONText.writeString(kind.rawValue, to: &member)
            kindMember = Array(member.utf8)
            recordKind = kind
        }
        kindMember.withUnsafeBytes { output.append($0) }
        fieldIndex = 0
    }

    mutating func field(_ name: String, text: some RecordText) {
        key(name)
        text.withUTF8Bytes { bytes in
            // Text with nothing to escape (nearly every value) is copied as it is.
            if Self.isVerbatim(bytes) {
                output.append(byte: 0x22)
                output.append(bytes)
                output.append(byte: 0x22)
            } else {
                string(String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    /// `bytes` copied as they are make the JSON string of them decoded
    /// (`JSONText.writeString`): well-formed UTF-8 with nothing it escapes
    /// (a control character, a bidi override, a quote or backslash), so
    /// names with accents or in Japanese are not decoded into a string and
    /// checked again (12% of `list --format json` on 100k contacts, callgrind).
    private static func isVerbatim(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if isPlainASCII(bytes) { return true }
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) else { return false }
        let typed = bytes.assumingMemoryBound(to: UInt8.self)
        guard typed.baseAddress.map({ UTF8Validation.isValid($0, typed.count) }) ?? true else { return false }
        return VisibleText.isShownAsIs(typed)
    }

    /// ASCII with no control character (DEL included), quote or backslash,
    /// nearly every value: read eight bytes at a time, the last eight
    /// overlapping the others. Byte by byte, with the UTF-8 check after,
    /// deciding would be a sixth of `list --format json` on 100k contacts
    /// (callgrind).
    @inline(__always)
    private static func isPlainASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        ByteWords.all(bytes, word: isPlainASCII(word:)) { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
    }

    /// None of the word's eight bytes is below 0x20, DEL, 0x80 or above, a quote or a backslash.
    @inline(__always)
    private static func isPlainASCII(word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        // A zero byte of `value` sets its high bit here (bytes below 0x80 only: those above are caught first).
        func zeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let below = (word &- ones &* 0x20) & ~word & highs
        return (word & highs) | below | zeroByte(word ^ (ones &* 0x22)) | zeroByte(word ^ (ones &* 0x5C))
            | zeroByte(word ^ (ones &* 0x7F)) == 0
    }

    mutating func field(_ name: String, number: Int) {
        key(name)
        output.append(decimal: Int64(number))
    }

    /// `,"NAME":`, the field's key, as the last record's field in this place wrote it when it had the same name.
    private mutating func key(_ name: String) {
        let index = fieldIndex
        fieldIndex += 1
        if index < fieldKeys.count, fieldKeys[index].name == name {
            let bytes = fieldKeys[index].bytes
            return bytes.withUnsafeBytes { output.append($0) }
        }
        var key = ","
        JSONText.writeString(name, to: &key)
        key += ":"
        let bytes = Array(key.utf8)
        if index < fieldKeys.count { fieldKeys[index] = (name, bytes) } else { fieldKeys.append((name, bytes)) }
        bytes.withUnsafeBytes { output.append($0) }
    }

    mutating func field(_ name: String, list: [String]) {
        key(name)
        output.append("[")
        for (index, item) in list.enumerated() {
            if index > 0 { output.append(",") }
            string(item)
        }
        output.append("]")
    }

    mutating func endRecord() {
        output.append(byte: 0x7D)
    }

    mutating func endSection(_ section: Section) {
        output.append("]}")
    }

    mutating func end() {
        output.append("]}\n")
        try? output.flush()  // a closed pipe: the reader has what it wanted
    }

    /// A JSON string (or, not `quoted`, its inside); text with nothing to
    /// escape (the usual case) is checked and copied as contiguous bytes:
    /// the field names, kinds and section of every record go through here,
    /// and iterating a `String.UTF8View` would be a tenth of `list --format
    /// json` (callgrind, 10k contacts).
    private mutating func string(_ text: String, quoted: Bool = true) {
        var text = text
        let plain = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }),
                  VisibleText.isShownAsIs(bytes) else { return false }
            if quoted { output.append(byte: 0x22) }
            output.append(UnsafeRawBufferPointer(bytes))
            if quoted { output.append(byte: 0x22) }
            return true
        }
        guard !plain else { return }
        var escaped = ""
        JSONText.writeString(text, to: &escaped)
        output.append(quoted ? escaped : String(escaped.dropFirst().dropLast()))
    }
}
