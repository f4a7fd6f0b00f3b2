import Reading
import Sections

/// Prints a screen as it arrives: sections in turn, rows in batches, so a
/// section continued to its end never has to be held whole in memory.
protocol ScreenWriter {
    mutating func begin(_ screen: Screen)
    mutating func beginSection(_ section: Section)
    mutating func write(_ rows: [Row], in section: Section)
    /// The texts of an entry it writes (a record's UID).
    var entryTexts: EntryBatch.Texts { get }
    /// Entries of `section` after its rows, written from the batch's bytes.
    mutating func write(_ entries: EntryBatch, in section: Section)
    mutating func endSection(_ section: Section)
    mutating func end()
    /// Prints the rest of `section`, which `request` continues, read from `source`.
    mutating func writeRest(of request: PageRequest, in section: Section, from source: any EntrySource) throws
}

extension ScreenWriter {
    /// The rest read `streamingPageSize` entries at a time.
    mutating func writeRest(of request: PageRequest, in section: Section, from source: any EntrySource) throws {
        var rest = SectionRest(request, texts: entryTexts)
        while let entries = try rest.next(streamingPageSize, from: source) { write(entries, in: section) }
    }
}

extension ScreenWriter where Self: RecordWriter {
    var entryTexts: EntryBatch.Texts { .uids }

    mutating func write(_ entries: EntryBatch, in section: Section) {
        entries.forEach { Row.writeRecord(of: $0, to: &self) }
    }
}

/// Entries read at a time when a section is printed to its end: large
/// enough that statements are few, small enough that memory stays flat.
let streamingPageSize = 4096

/// Prints `screen` through `writer`. A section with a continuation is
/// printed to its end, read from `source` as the writer reads it (`writeRest`).
func printScreen(_ screen: Screen, to writer: inout some ScreenWriter, source: (any EntrySource)?) throws {
    writer.begin(screen)
    for section in screen.sections {
        writer.beginSection(section)
        writer.write(section.rows, in: section)
        if let request = section.continuation, let source {
            try writer.writeRest(of: request, in: section, from: source)
        }
        writer.endSection(section)
    }
    writer.end()
}

/// Prints `screen` in `format` to standard output, its continued sections
/// read from `source`; `jsonMembers` are the JSON document's members
/// besides `screen` and `sections`.
func printScreen(_ screen: Screen, format: ScreenFormat, terminal: OutputTarget, source: (any EntrySource)? = nil,
                 jsonMembers: [(String, JSONText)] = []) throws {
    switch format {
    case .plain:
        var writer = PlainScreenWriter(onTerminal: terminal.isTerminal)
        try printScreen(screen, to: &writer, source: source)
    case .json:
        var writer = JSONScreenWriter(members: jsonMembers)
        try printScreen(screen, to: &writer, source: source)
    case .table:
        var writer = try TableScreenWriter(screen: screen, terminal: terminal, source: source)
        try printScreen(screen, to: &writer, source: source)
    }
}

/// A screen that lists nothing (a search that matched nothing, a book
/// without a group) exits 1, as grep does, with `reason` on standard
/// error; json still gets the screen, without sections.
func failListingNothing(_ screen: Screen, reason: String, format: ScreenFormat, terminal: OutputTarget) throws -> Never {
    if format == .json {
        try printScreen(Screen(id: screen.id, title: screen.title, sections: []), format: format, terminal: terminal)
    }
    throw CommandFailure(message: reason, status: .failure)
}
