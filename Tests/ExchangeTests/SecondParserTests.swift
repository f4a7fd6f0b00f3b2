@testable import Exchange
import Foundation
@testable import Store
import Testing
import TestSupport
import Threads

/// While the planner is the slower thread, a second thread parses cards
/// with it, a run at a time (`ParsedCards`, `SecondParser`): an import must
/// do and say exactly what it does with one thread parsing, card by card
/// and line by line.
@Suite("Import with a second parser")
struct SecondParserTests {
    /// `.secondThreadOnly` leaves every card of a run to the second thread,
    /// so that thread's part is certain to be taken; `.always` shares each
    /// run between the threads as an import does.
    static let sharings: [SecondParsing] = [.secondThreadOnly, .always]

    @Test(arguments: sharings)
    func importsAndSaysWhatOneThreadDoes(sharing: SecondParsing) throws {
        // Three runs of cards, the last a short one.
        let file = TroubledFile(cards: 2_500)
        try withTemporaryDirectory { folder in
            let shared = try AddressBook.open(at: folder.appendingPathComponent("shared.sqlite3").path)
            let alone = try AddressBook.open(at: folder.appendingPathComponent("alone.sqlite3").path)
            let first = try file.import(into: shared, sharing: sharing)
            #expect(first.problems.map(\.description) == file.problems)
            #expect((first.added, first.updated, first.unchanged, first.skipped) == (2_499, 0, 0, 0))
            #expect(first.incomplete == file.incompleteCards)
            #expect(first == (try file.import(into: alone, sharing: .never)))
            #expect(try shared.storedContacts() == alone.storedContacts())

            // Unchanged: the planner's case, each card parsed, hashed and found.
            let again = try file.import(into: shared, sharing: sharing)
            #expect(again.problems.map(\.description) == file.problems)
            #expect((again.added, again.updated, again.unchanged) == (0, 0, 2_499))
            #expect(again == (try file.import(into: alone, sharing: .never)))
        }
    }

    @Test(arguments: sharings)
    func readsUTF16AsOneThreadDoes(sharing: SecondParsing) throws {
        let file = TroubledFile(cards: 600)
        let text = String(decoding: file.bytes, as: UTF8.self)  // its one non-UTF-8 byte repaired
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try withTemporaryDirectory { folder in
            let shared = try AddressBook.open(at: folder.appendingPathComponent("shared.sqlite3").path)
            let alone = try AddressBook.open(at: folder.appendingPathComponent("alone.sqlite3").path)
            let input = ImportInput(bytes: utf16, name: "cards.vcf")
            let summary = try Importer(book: shared, options: TroubledFile.options(sharing)).run([input])
            #expect(summary.added == 600)
            #expect(summary == (try Importer(book: alone, options: TroubledFile.options(.never)).run([input])))
            #expect(try shared.storedContacts() == alone.storedContacts())
        }
    }

    @Test(arguments: sharings)
    func strictImportRefusesACardLateInARun(sharing: SecondParsing) throws {
        // Card 1,000 of the first run of 1,024 has a line without a colon.
        let file = TroubledFile(cards: 1_500, badLineEvery: 2_000, badLineAt: 1_000)
        try withTemporaryDirectory { folder in
            let shared = try AddressBook.open(at: folder.appendingPathComponent("shared.sqlite3").path)
            let alone = try AddressBook.open(at: folder.appendingPathComponent("alone.sqlite3").path)
            var options = TroubledFile.options(sharing)
            options.strict = true
            let summary = try file.import(into: shared, options: options)
            #expect(summary.refusedByStrict && !summary.committed)
            let refusal = summary.errors.first { $0.message.hasPrefix("property line has no ':'") }
            #expect(refusal?.line == file.badLines.first)
            #expect(try shared.storedContacts().isEmpty)
            options.secondParsing = .never
            #expect(summary == (try file.import(into: alone, options: options)))
        }
    }

    @Test(arguments: sharings)
    func dryRunListsWhatOneThreadLists(sharing: SecondParsing) throws {
        let file = TroubledFile(cards: 800)
        try withTemporaryDirectory { folder in
            let book = try AddressBook.open(at: folder.appendingPathComponent("book.sqlite3").path)
            var options = TroubledFile.options(sharing)
            options.dryRun = true
            let shared = try file.import(into: book, options: options)
            #expect(shared.added == 799 && shared.changes?.added.count == 799)
            #expect(shared.problems.map(\.description) == file.problems)
            options.secondParsing = .never
            #expect(shared == (try file.import(into: book, options: options)))
            #expect(try book.storedContacts().isEmpty)
        }
    }

    /// The planner takes a second parser once a batch shows it the slower
    /// thread (the writer waits for batches) with its cards unchanged; it
    /// parses alone while the writer is the slower, or has cards to write.
    @Test func takesASecondParserOnlyForUnchangedCardsWhileThePlannerIsSlower() throws {
        // Past the first batch (1,024 unchanged cards), and a run beyond it.
        let file = TroubledFile(cards: 2_500)
        let input = ImportInput(bytes: file.bytes, name: TroubledFile.name)
        try withTemporaryDirectory { folder in
            let book = try AddressBook.open(at: folder.appendingPathComponent("book.sqlite3").path)
            _ = try file.import(into: book, sharing: .never)
            let held = try ImportPlanner.StoredContacts.load(from: book, in: book.defaultBookID())
            for (writerWaits, unchanged) in [(true, true), (false, true), (true, false)] {
                let stored = TakeOnce<ImportPlanner.StoredContacts?>(unchanged ? held : ImportPlanner.StoredContacts())
                var planner = ImportPlanner(inputs: [input], options: ImportOptions(), stored: stored, nextID: 1,
                                            foldsKeys: { !writerWaits }) { _ in true }
                #expect(try planner.run())
                #expect((planner.secondParser != nil) == (writerWaits && unchanged), "\(writerWaits) \(unchanged)")
                #expect(planner.summary.problems.map(\.description) == file.problems)
            }
        }
    }
}

/// A vCard file with something to say every few cards, spread over the
/// runs of cards and both ends of each, and what an import says of it.
private struct TroubledFile {
    private(set) var bytes: [UInt8] = []
    /// Each problem as the summary words it, in file order.
    private(set) var problems: [String] = []
    private(set) var incompleteCards = 0
    /// The lines without a colon.
    private(set) var badLines: [Int] = []
    private var line = 1

    static let name = "cards.vcf"

    static func options(_ sharing: SecondParsing) -> ImportOptions {
        var options = ImportOptions()
        options.secondParsing = sharing
        return options
    }

    /// `cards` cards of UIDs `u-0`…, the last cut off by the end of the
    /// file and one (u-300) by the next card's BEGIN; card 777 repeats u-5's
    /// UID. Text between cards before every 131st card from the 50th, a
    /// line without a colon in every `badLineEvery`th card from `badLineAt`,
    /// and a value in Windows-1252 in every 113th from the 7th.
    init(cards: Int, badLineEvery: Int = 97, badLineAt: Int = 13) {
        for index in 0..<cards {
            if index % 131 == 50 {
                problems.append("\(Self.name):\(line): warning: ignored 1 line of text outside any vCard")
                add("text between cards")
            }
            let begin = line
            let isLast = index == cards - 1
            if index == 300 || isLast {
                let wording = isLast ? "the file ends inside this card"
                    : "the next BEGIN:VCARD comes before this card's END:VCARD"
                problems.append("\(Self.name):\(begin): warning: \(wording); kept what it holds")
                incompleteCards += 1
            }
            add("BEGIN:VCARD")
            add("VERSION:3.0")
            add("UID:u-\(index == 777 ? 5 : index)")
            add("FN:Person \(index)")
            if index % badLineEvery == badLineAt {
                problems.append("\(Self.name):\(line): warning: property line has no ':' between name and value; "
                                + "left it out of the card that begins on line \(begin)")
                badLines.append(line)
                if index != 300 && !isLast { incompleteCards += 1 }
                add("NO COLON HERE")
            }
            if index % 113 == 7 {
                problems.append("\(Self.name):\(line): warning: text is not UTF-8 and names no charset: "
                                + "read as Windows-1252 (in the card that begins on line \(begin))")
                add("NOTE:caf", then: [0xE9])
            }
            add("TEL;TYPE=CELL:555-\(index)")
            if index == 777 {
                problems.append("\(Self.name):\(begin): warning: another card with the UID u-5 "
                                + "(the first is at \(Self.name):\(Self.firstLine(ofCard: 5))); the last one is kept")
            }
            if index != 300 && !isLast { add("END:VCARD") }
        }
    }

    /// Card `index`'s BEGIN line, for an index before every extra line.
    private static func firstLine(ofCard index: Int) -> Int { 1 + 6 * index }

    private mutating func add(_ text: String, then raw: [UInt8] = []) {
        bytes += Array(text.utf8) + raw + [0x0D, 0x0A]
        line += 1
    }

    func `import`(into book: AddressBook, sharing: SecondParsing) throws -> ImportSummary {
        try self.import(into: book, options: Self.options(sharing))
    }

    func `import`(into book: AddressBook, options: ImportOptions) throws -> ImportSummary {
        try Importer(book: book, options: options).run([ImportInput(bytes: bytes, name: Self.name)])
    }
}
