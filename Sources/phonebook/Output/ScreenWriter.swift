import Sections
import Store

/// Prints a screen as it arrives: sections in turn, rows in batches, so a
/// section continued page by page never has to be held whole in memory.
protocol ScreenWriter {
    mutating func begin(_ screen: Screen)
    mutating func beginSection(_ section: Section)
    mutating func write(_ rows: [Row], in section: Section)
    mutating func endSection(_ section: Section)
    mutating func end()
}

/// Rows read at a time when a section is printed to its end: large enough
/// that statements are few, small enough that memory stays flat.
let streamingPageSize = 4096

/// Prints `screen` through `writer`. A section with a continuation is
/// printed to its end, fetched by key `streamingPageSize` rows at a time.
func printScreen(_ screen: Screen, to writer: inout some ScreenWriter, book: AddressBook?) throws {
    writer.begin(screen)
    for section in screen.sections {
        writer.beginSection(section)
        writer.write(section.rows, in: section)
        var next = section.continuation
        while let request = next, let book {
            let page = try EntryPages.page(continuing: request, size: streamingPageSize, in: book)
            writer.write(page.rows, in: section)
            next = page.next
        }
        writer.endSection(section)
    }
    writer.end()
}

/// Prints `screen` in `format` to standard output; `jsonMembers` are the
/// JSON document's members besides `screen` and `sections`.
func printScreen(_ screen: Screen, format: ScreenFormat, terminal: OutputTarget, book: AddressBook? = nil,
                 jsonMembers: [(String, JSONText)] = []) throws {
    switch format {
    case .plain:
        var writer = PlainScreenWriter()
        try printScreen(screen, to: &writer, book: book)
    case .json:
        var writer = JSONScreenWriter(members: jsonMembers)
        try printScreen(screen, to: &writer, book: book)
    case .table:
        var writer = TableScreenWriter(screen: screen, terminal: terminal)
        try printScreen(screen, to: &writer, book: book)
    }
}
