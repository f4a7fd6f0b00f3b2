import Sections

/// `--format json`: `{"screen":…,"sections":[{"id":…,"title":…,"rows":[…]}]}`,
/// each row `{"id":…,"kind":…}` followed by its fields (README, "JSON output").
/// Written straight into the output buffer as it goes, so a long list
/// streams like the plain format. `members` come between `screen` and
/// `sections` (`show`'s `contact`).
struct JSONScreenWriter: ScreenWriter {
    private var output = OutputBuffer()
    private var firstSection = true
    private var firstRow = true
    private let members: [(String, JSONText)]

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
        for row in rows {
            output.append(firstRow ? "{\"id\":" : ",{\"id\":")
            firstRow = false
            string(row.id.description)
            output.append(",\"kind\":")
            string(row.kind.rawValue)
            for field in row.fields {
                output.append(",")
                string(field.name)
                output.append(":")
                switch field.value {
                case .text(let text): string(text)
                case .number(let number): output.append(String(number))
                case .list(let items):
                    output.append("[")
                    for (index, item) in items.enumerated() {
                        if index > 0 { output.append(",") }
                        string(item)
                    }
                    output.append("]")
                }
            }
            output.append("}")
        }
    }

    mutating func endSection(_ section: Section) {
        output.append("]}")
    }

    mutating func end() {
        output.append("]}\n")
        try? output.flush()  // a closed pipe: the reader has what it wanted
    }

    /// A JSON string; text with nothing to escape (the usual case) is copied as it is.
    private mutating func string(_ text: String) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) {
            output.append("\"")
            output.append(text)
            output.append("\"")
        } else {
            var escaped = ""
            JSONText.writeString(text, to: &escaped)
            output.append(escaped)
        }
    }
}
