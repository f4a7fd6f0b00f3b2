import ArgumentParser
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Reading
import Store
import Exchange

/// `phonebook import FILE... | DIR | -`: vCards (or abook, LDIF, CSV files) in, as a sync.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import vCard, abook, LDIF or CSV files, folders of .vcf files, or standard input (-).",
        discussion: """
            Re-importing changes nothing; a changed card (same UID) updates its contact;
            nothing is duplicated. A contact edited here keeps its edit: a card changed in
            the file too is a conflict (exit 2), and --overwrite takes the file's.
            Bad cards are skipped and reported as FILE:LINE: message (exit 2), or with
            --strict nothing is written (exit 65).
            A file's format is recognised from its content: vCard, abook's addressbook,
            LDIF (Thunderbird, abook), or CSV with Google's or Outlook's header row; each
            contact of the last three becomes a vCard 3.0 card, and a re-import of the
            same file updates it. --format vcard|abook|ldif|csv names the format instead.

            Examples:
              phonebook import contacts.vcf
              phonebook import --dry-run new.vcf
              phonebook import --prune ~/.contacts/work/
              phonebook import ~/.abook/addressbook
              curl -s https://example.org/team.vcf | phonebook import --source team -
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var books: BookOptions

    @Argument(help: ArgumentHelp("vCard, abook, LDIF or CSV files, folders of .vcf files, or - for standard input.",
                                 valueName: "input"))
    var inputs: [String]

    @Flag(help: "Remove contacts that came from these sources before and are missing now.")
    var prune = false

    @Option(help: ArgumentHelp("The name standard input (-) is mirrored as (required with --prune -).",
                               valueName: "name"))
    var source: String?

    @Flag(help: "List what would be added, updated and removed; write nothing.")
    var dryRun = false

    @Flag(help: "Write nothing if any card is bad.")
    var strict = false

    @Flag(help: "A contact changed here and in the file since the last import takes the file's card.")
    var overwrite = false

    @Flag(name: .shortAndLong, help: "No progress bar and no summary line.")
    var quiet = false

    @Option(help: ArgumentHelp(
        "The inputs' format (vcard, abook, ldif, csv; recognised from the content when not given), "
            + "or the summary's (text: a line on stderr; json: on stdout). Give it twice for both.",
        valueName: "format"))
    var format: [FormatChoice] = []

    /// `--format`'s values: an input format or a summary format.
    enum FormatChoice: String, ExpressibleByArgument, CaseIterable {
        case text, json, vcard, abook, ldif, csv

        var input: ImportFormat? { ImportFormat(rawValue: rawValue) }
    }

    enum SummaryFormat {
        case text, json
    }

    /// The summary's format: json when asked for, else text.
    private var summaryFormat: SummaryFormat { format.contains(.json) ? .json : .text }

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("Name at least one file, folder, or -.") }
        guard inputs.filter({ $0 == "-" }).count <= 1 else {
            throw ValidationError("Standard input (-) can be named only once.")
        }
        try StandardInputSource.validate(source, inputs: inputs, pruning: prune)
        guard format.filter({ $0.input == nil }).count <= 1, format.filter({ $0.input != nil }).count <= 1 else {
            throw ValidationError("--format takes at most one input format (vcard, abook, ldif, csv) "
                                  + "and one summary format (text, json).")
        }
    }

    func run() throws {
        let resolved = try ImportInput.resolve(inputs) { try .standardInput(source: source ?? "-") }
        let options = ImportOptions(prune: prune, dryRun: dryRun, strict: strict, overwrite: overwrite,
                                    format: format.lazy.compactMap(\.input).first)
        let total = resolved.reduce(0) { $0 + $1.size }
        let bar = !quiet && ProgressBar.isWanted(totalBytes: total) ? ProgressBar() : nil
        let summary: ImportSummary
        if dryRun {
            // A dry run writes nothing, so it creates no database either: with
            // none, it plans against an empty book.
            let book = try database.openIfPresent() ?? .inMemory()
            summary = try Importer(book: book, options: options.into(books.target(in: book)))
                .run(resolved, progress: bar?.update)
        } else {
            // A first import builds the book whole and puts it in place at the end.
            summary = try database.writingNewOrExisting(interrupting: "the import") { book in
                try Importer(book: book, options: options.into(books.target(in: book))).run(resolved, progress: bar?.update)
            }
        }
        bar?.finish()

        for problem in summary.problems {
            printError(problem.description)
        }
        let refused = summary.refusedByStrict
        if !quiet && summary.reread > 0 {
            printError(CardRereading.notice(contacts: summary.reread))
        }
        if !quiet && !refused {
            let prefix = dryRun ? "dry run, would be: " : ""
            printError(prefix + summary.line(pruning: prune))
        }
        let listing = summary.changes.map(DryRunListing.init)
        switch summaryFormat {
        case .text: listing?.lines(for: OutputTarget.standardOutput()).forEach { print($0) }
        case .json: print(ImportSummaryJSON.render(summary, listing: listing, strictRefused: refused))
        }
        if refused {
            throw CommandFailure(message: StrictRefusal(summary: summary, pruning: prune).message,
                                 status: .dataError)
        }
        if summary.isPartial {
            throw ExitCode(ExitStatus.partlyImported.rawValue)
        }
    }
}

/// The `--format json` summary, field for field as docs/commands.md documents it:
/// a dry run adds `"dry_run":true` before the counts and its listing after
/// them; a refused `--strict` import adds `"strict_refused":true`.
enum ImportSummaryJSON {
    static func render(_ summary: ImportSummary, listing: DryRunListing? = nil, strictRefused: Bool = false) -> String {
        var fields: [(String, JSONText)] = []
        if listing != nil { fields.append(("dry_run", .bool(true))) }
        if strictRefused { fields.append(("strict_refused", .bool(true))) }
        return JSONText.object(fields + counts(summary) + (listing?.jsonFields ?? [])).description
    }

    private static func counts(_ summary: ImportSummary) -> [(String, JSONText)] {
        [
            ("added", .number(summary.added)),
            ("updated", .number(summary.updated)),
            ("unchanged", .number(summary.unchanged)),
            ("removed", .number(summary.removed)),
            ("skipped", .number(summary.skipped)),
            ("errors", .array(summary.errors.map(located))),
            ("warnings", .array(summary.warnings.map(located))),
            ("conflicts", .array(summary.conflicted.map(located))),
        ]
    }

    private static func located(_ problem: ImportProblem) -> JSONText {
        .object([("file", .string(problem.file)), ("line", .number(problem.line)), ("message", .string(problem.message))])
    }
}
