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
    /// Prints the rest of `section` that `request` continues, read from `book`.
    mutating func writeRest(of request: PageRequest, in section: Section, book: AddressBook) throws
}

extension ScreenWriter {
    mutating func writeRest(of request: PageRequest, in section: Section, book: AddressBook) throws {
        try writePages(continuing: request, in: section, book: book)
    }

    /// The rest of `section`, fetched by key `streamingPageSize` rows at a time.
    mutating func writePages(continuing request: PageRequest, in section: Section, book: AddressBook) throws {
        var next: PageRequest? = request
        while let request = next {
            let page = try EntryPages.page(continuing: request, size: streamingPageSize, in: book)
            write(page.rows, in: section)
            next = page.next
        }
    }
}

extension ScreenWriter where Self: RecordWriter {
    /// A record format streams the rest straight from the store (`EntryPages.writeRecords`);
    /// a gap, or entries told apart by a detail, are read as pages of rows.
    mutating func writeRest(of request: PageRequest, in section: Section, book: AddressBook) throws {
        guard request.before == nil, !request.query.distinguishesSharedNames else {
            return try writePages(continuing: request, in: section, book: book)
        }
        try EntryPages.writeRecords(continuing: request, in: book, to: &self)
    }
}

/// Rows read at a time when a section is printed to its end: large enough
/// that statements are few, small enough that memory stays flat.
let streamingPageSize = 4096

/// Prints `screen` through `writer`. A section with a continuation is
/// printed to its end, read as the writer reads it (`writeRest`).
func printScreen(_ screen: Screen, to writer: inout some ScreenWriter, book: AddressBook?) throws {
    writer.begin(screen)
    for section in screen.sections {
        writer.beginSection(section)
        writer.write(section.rows, in: section)
        if let request = section.continuation, let book {
            try writer.writeRest(of: request, in: section, book: book)
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
        var writer = PlainScreenWriter(onTerminal: terminal.isTerminal)
        try printScreen(screen, to: &writer, book: book)
    case .json:
        var writer = JSONScreenWriter(members: jsonMembers)
        try printScreen(screen, to: &writer, book: book)
    case .table:
        var writer = try TableScreenWriter(screen: screen, terminal: terminal, book: book)
        try printScreen(screen, to: &writer, book: book)
    }
}
