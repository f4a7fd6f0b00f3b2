import ArgumentParser
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Reading
import Store
import Exchange
import TerminalText
import VCard

/// `phonebook export [CONTACT...] [--search TEXT] [--starred]`: contacts as
/// their original vCards (to a file, standard output or a vdir folder), as
/// Google Contacts CSV, or as mutt aliases.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write contacts as vCard (the original card text), a vdir folder, Google CSV or mutt aliases.",
        discussion: """
            Every contact in list order, or a subset: the CONTACT arguments (in the
            order given, each found as by show), those --search finds, the starred;
            each given choice narrows the others. A subset that matches no one exits
            1 and writes nothing. Files are written whole or not at all (a temporary
            file, then a rename), mode 0600.

            Examples:
              phonebook export -o contacts.vcf
              phonebook export --starred --format csv -o favorites.csv
              phonebook export --vdir ~/.contacts/phonebook --prune
              phonebook export --format mutt-aliases -o ~/.mutt/aliases
              phonebook export "Grace Hopper" "Ada Lovelace" -o two.vcf
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions

    @Option(help: ArgumentHelp(
        "vcard (each card as stored, CRLF line ends), csv (Google Contacts' columns) "
            + "or mutt-aliases (alias lines).", valueName: "format"))
    var format: ExportFormat = .vcard

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Write to this file (created 0600, replaced atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp(
        "Keep a vdir: one UID.vcf file a contact in this folder, as vdirsyncer and khard do, "
            + "updated in place (unchanged files are not rewritten).", valueName: "folder"),
            completion: .directory)
    var vdir: String?

    @Flag(help: ArgumentHelp("With --vdir: remove the folder's .vcf files of contacts not exported "
                             + "(removed ones, or outside the subset). Without it nothing is removed."))
    var prune = false

    @Option(help: ArgumentHelp("Only contacts whose name, organization, email or number contains TEXT, "
                                   + "as list --search finds them.", valueName: "text"))
    var search: String?

    @Flag(help: "Only starred contacts.")
    var starred = false

    @Argument(help: .contact("Only these contacts (all when none is given)."), completion: .contactNames)
    var contacts: [String] = []

    func validate() throws {
        if vdir != nil, output != nil { throw ValidationError("--vdir and --output cannot be used together.") }
        if vdir != nil, format != .vcard { throw ValidationError("--vdir writes vCards: --format \(format.rawValue) cannot be used with it.") }
        if prune, vdir == nil { throw ValidationError("--prune needs --vdir.") }
    }

    func run() throws {
        // A vdir may give cards their UID (`VdirUIDs`): a write.
        let book = try vdir == nil ? database.openForReading() : database.openExisting()
        // Every argument is resolved before anything is written, so a wrong one leaves no partial file.
        let chosen = try format == .vcard && vdir == nil ? chosenCards(in: book) : chosenContacts(in: book)
        if let vdir {
            let ids = try chosen ?? BookReader(book).contactIDs(search: nil, starredOnly: false)
            if ids.isEmpty, prune {
                throw CommandFailure(message: "no contacts to export; \(vdir) left as it is", status: .failure)
            }
            try Self.refuseSharedUIDs(among: ids, in: book, vdir: vdir)
            let given = try VdirUIDs.give(in: book, contacts: ids)
            let outcome = try VdirFolder(path: vdir).update(from: book, contacts: ids, prune: prune)
            printError("\(outcome.written) written, \(outcome.unchanged) unchanged"
                           + (prune ? ", \(outcome.removed) removed" : "")
                           + (given > 0 ? "; \(given) \(given == 1 ? "card" : "cards") without a UID given "
                              + "the one \(given == 1 ? "its file is" : "their files are") named by (phonebook undo reverts it)" : ""))
            return
        }
        try write { sink, shown in
            switch format {
            case .vcard:
                try CardExport.write(from: book, contacts: chosen) { Self.append($0, to: &sink, shown: shown) }
            case .csv:
                try GoogleContactsCSV.write(from: book, contacts: chosen ?? BookReader(book).contactIDs(search: nil, starredOnly: false)) {
                    sink.append(shown ? VisibleText.lines($0) : $0)
                }
            case .muttAliases:
                try MuttAliases.write(from: book, contacts: chosen ?? BookReader(book).contactIDs(search: nil, starredOnly: false)) {
                    sink.append(shown ? VisibleText.lines($0) : $0)
                }
            }
        }
    }

    /// A vdir holds one file a UID: two chosen contacts of different books
    /// with one UID (a card and its `copy`) are refused before a file is written.
    private static func refuseSharedUIDs(among ids: [ContactID], in book: AddressBook, vdir: String) throws {
        let shared = try book.contactsSharingUIDs()
        guard !shared.isEmpty else { return }
        let chosen = Set(ids)
        for (uid, holders) in shared.sorted(by: { $0.key < $1.key }) {
            let books = holders.filter { chosen.contains($0.id) }.map { "\"\(VisibleText.line($0.book))\"" }
            guard books.count > 1 else { continue }
            throw CommandFailure(
                message: "\(vdir): the UID \(VisibleText.line(uid)) is in the books \(books.joined(separator: " and ")), "
                    + "and a vdir folder holds one card per UID: export one book with --book", status: .failure)
        }
    }

    /// `bytes` (whole cards: `CardExport` hands them over card by card) as
    /// they are, or when `shown` as a person reads them: what is not UTF-8
    /// as U+FFFD, controls and bidi overrides visibly (`VisibleText.lines`).
    private static func append(_ bytes: UnsafeRawBufferPointer, to sink: inout OutputBuffer, shown: Bool) {
        let typed = bytes.assumingMemoryBound(to: UInt8.self)
        guard shown, let base = typed.baseAddress,
              !(VisibleText.isShownAsIs(typed, keepingLines: true) && UTF8Validation.isValid(base, typed.count)) else {
            return sink.append(bytes)
        }
        sink.append(VisibleText.lines(String(decoding: typed, as: UTF8.self)))
    }

    /// The cards a vCard export writes: with --book the only choice, every
    /// card of that book, its group cards among them, as an export of every
    /// book writes every card; else the contacts chosen.
    private func chosenCards(in book: AddressBook) throws -> [ContactID]? {
        if search == nil, !starred, contacts.isEmpty, let only = try books.readFilter(in: book) {
            let cards = try book.cardIDs(inBook: only)
            if !cards.isEmpty { return cards }
        }
        return try chosenContacts(in: book)
    }

    /// The contacts the arguments and options choose, in their order; nil for every contact.
    private func chosenContacts(in book: AddressBook) throws -> [ContactID]? {
        let term = search.flatMap(SearchTerm.init)
        let named = contacts.isEmpty ? nil : try book.contacts(matching: contacts, in: books)
        let only = try books.readFilter(in: book)
        guard term != nil || starred || (only != nil && named == nil) else { return named }
        let filtered = try BookReader(book).contactIDs(search: term, starredOnly: starred, book: only)
        var chosen = filtered
        if let named {
            let passing = Set(filtered)
            chosen = named.filter(passing.contains)
        }
        if chosen.isEmpty {
            let what = [search.map { "--search \"\($0)\"" }, starred ? "--starred" : nil,
                        only == nil ? nil : books.chosenName.map { "--book \"\($0)\"" }].compactMap { $0 }
            throw CommandFailure(message: "no contact matches " + what.joined(separator: " and ")
                                     + (named == nil ? "" : " among the contacts named"), status: .failure)
        }
        return chosen
    }

    /// Runs `body` against standard output, or the --output file as OutputFile
    /// writes it; `body` is told to show the export (`shown`) when it goes
    /// to a terminal, where a person reads it. Into a file or a pipe it is byte-exact.
    private func write(_ body: (inout OutputBuffer, _ shown: Bool) throws -> Void) throws {
        guard let output else {
            var buffer = OutputBuffer()
            try body(&buffer, isatty(STDOUT_FILENO) == 1)
            try buffer.flush()
            return
        }
        try OutputFile.write(to: output) { try body(&$0, false) }
    }
}

/// What `export --format` writes.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
    case vcard
    case csv
    case muttAliases = "mutt-aliases"
}
