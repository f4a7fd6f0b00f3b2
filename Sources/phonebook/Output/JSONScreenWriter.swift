import Sections
import Store

/// `--format json`: `{"screen":…,"sections":[{"id":…,"title":…,"rows":[…]}]}`,
/// each row `{"id":…,"kind":…}` followed by its fields (README, "JSON output").
/// Written straight into the output buffer as it goes, so a long list
/// streams like the plain format. `members` come between `screen` and
/// `sections` (`show`'s `contact`).
struct JSONScreenWriter: ScreenWriter, RecordWriter {
    private var output = OutputBuffer()
    private var firstSection = true
    private var firstRow = true
    private let members: [(String, JSONText)]
    /// The current section's identity, which each row's begins with.
    private var section = ""

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
        self.section = section.id.description
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
        output.append(firstRow ? "{\"id\":\"" : ",{\"id\":\"")
        firstRow = false
        string(section, quoted: false)
        output.append(byte: 0x2F)
        if item.first == nil {
            string(item.name, quoted: false)
        } else {
            output.append(item)  // a name and numbers: nothing to escape
        }
        output.append("\",\"kind\":")
        string(kind.rawValue)
    }

    mutating func field(_ name: String, text: some RecordText) {
        output.append(",")
        string(name)
        output.append(":")
        text.withUTF8Bytes { bytes in
            // Printable ASCII with nothing to escape (nearly every value) is copied as it is.
            if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
                output.append(byte: 0x22)
                output.append(bytes)
                output.append(byte: 0x22)
            } else {
                string(String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    mutating func field(_ name: String, number: Int) {
        output.append(",")
        string(name)
        output.append(":")
        output.append(decimal: Int64(number))
    }

    mutating func field(_ name: String, list: [String]) {
        output.append(",")
        string(name)
        output.append(":[")
        for (index, item) in list.enumerated() {
            if index > 0 { output.append(",") }
            string(item)
        }
        output.append("]")
    }

    mutating func endRecord() {
        output.append("}")
    }

    mutating func endSection(_ section: Section) {
        output.append("]}")
    }

    mutating func end() {
        output.append("]}\n")
        try? output.flush()  // a closed pipe: the reader has what it wanted
    }

    /// A JSON string (or, not `quoted`, its inside); text with nothing to
    /// escape (the usual case) is copied as it is.
    private mutating func string(_ text: String, quoted: Bool = true) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
            if quoted { output.append(byte: 0x22) }
            output.append(text)
            if quoted { output.append(byte: 0x22) }
        } else {
            var escaped = ""
            JSONText.writeString(text, to: &escaped)
            output.append(quoted ? escaped : String(escaped.dropFirst().dropLast()))
        }
    }
}
