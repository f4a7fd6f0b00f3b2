import Sections
import TerminalText

/// `--format plain`: one line per row, tab-separated: section title, kind,
/// row id, then the row's fields in their JSON order (README, "Plain
/// output"). No header, no decoration; tabs and newlines inside a value
/// become spaces, so a record is always exactly one line.
struct PlainScreenWriter: ScreenWriter {
    private var output = OutputBuffer()

    mutating func begin(_ screen: Screen) {}
    mutating func beginSection(_ section: Section) {}
    mutating func endSection(_ section: Section) {}

    mutating func write(_ rows: [Row], in section: Section) {
        let title = ColumnText.singleLine(section.title)
        for row in rows {
            output.append(title)
            output.append(byte: 0x09)
            output.append(row.kind.rawValue)
            output.append(byte: 0x09)
            output.append(row.id.description)
            for field in row.fields {
                output.append(byte: 0x09)
                switch field.value {
                case .text(let text): output.append(ColumnText.singleLine(text))
                case .number(let number): output.append(String(number))
                case .list(let items): output.append(items.map(ColumnText.singleLine).joined(separator: "; "))
                }
            }
            output.append(byte: 0x0A)
        }
    }

    mutating func end() {
        try? output.flush()  // a closed pipe: the reader has what it wanted
    }
}
