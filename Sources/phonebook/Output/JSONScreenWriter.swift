import Sections

/// `--format json`: `{"screen":…,"sections":[{"id":…,"title":…,"rows":[…]}]}`,
/// each row `{"id":…,"kind":…}` followed by its fields (README, "JSON output").
/// Written as it goes, so a long list streams like the plain format.
struct JSONScreenWriter: ScreenWriter {
    private var output = OutputBuffer()
    private var firstSection = true
    private var firstRow = true

    mutating func begin(_ screen: Screen) {
        output.append("{\"screen\":" + JSONText.string(screen.id.rawValue).description + ",\"sections\":[")
        firstSection = true
    }

    mutating func beginSection(_ section: Section) {
        if !firstSection { output.append(",") }
        firstSection = false
        firstRow = true
        output.append("{\"id\":" + JSONText.string(section.id.description).description
            + ",\"title\":" + JSONText.string(section.title).description + ",\"rows\":[")
    }

    mutating func write(_ rows: [Row], in section: Section) {
        for row in rows {
            var fields: [(String, JSONText)] = [("id", .string(row.id.description)), ("kind", .string(row.kind.rawValue))]
            for field in row.fields {
                switch field.value {
                case .text(let text): fields.append((field.name, .string(text)))
                case .number(let number): fields.append((field.name, .number(number)))
                case .list(let items): fields.append((field.name, .array(items.map(JSONText.string))))
                }
            }
            if !firstRow { output.append(",") }
            firstRow = false
            output.append(JSONText.object(fields).description)
        }
    }

    mutating func endSection(_ section: Section) {
        output.append("]}")
    }

    mutating func end() {
        output.append("]}\n")
        output.flush()
    }
}
