import ArgumentParser
import Foundation
import Store
import Sync

/// `phonebook import FILE... | DIR | -`: vCards in, as a sync.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import vCard files, folders of .vcf files, or standard input (-).",
        discussion: """
            Re-importing changes nothing; a changed card (same UID) updates its contact;
            nothing is duplicated. Bad cards are skipped and reported as FILE:LINE: message
            (exit 2), or with --strict nothing is written (exit 65).
            """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("vCard files, folders of .vcf files, or - for standard input.",
                                 valueName: "input"))
    var inputs: [String]

    @Flag(help: "Remove contacts that came from these sources before and are missing now.")
    var prune = false

    @Flag(help: "Report what would change; write nothing.")
    var dryRun = false

    @Flag(help: "Write nothing if any card is bad.")
    var strict = false

    @Flag(name: .shortAndLong, help: "No progress bar and no summary line.")
    var quiet = false

    @Option(help: "Summary format: text (a line on stderr) or json (on stdout).")
    var format: SummaryFormat = .text

    enum SummaryFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("Name at least one file, folder, or -.") }
        guard inputs.filter({ $0 == "-" }).count <= 1 else {
            throw ValidationError("Standard input (-) can be named only once.")
        }
    }

    func run() throws {
        try reportingFailures {
            let resolved = try ImportInput.resolve(inputs)
            let book = try database.open()
            let options = ImportOptions(prune: prune, dryRun: dryRun, strict: strict)
            let total = resolved.reduce(0) { $0 + $1.size }
            let bar = !quiet && ProgressBar.isWanted(totalBytes: total) ? ProgressBar() : nil
            let summary = try Importer(book: book, options: options).run(resolved, progress: bar?.update)
            bar?.finish()

            for problem in summary.problems {
                printError(problem.description)
            }
            if !quiet {
                let prefix = dryRun ? "dry run, would be: " : ""
                printError(prefix + summary.line(pruning: prune))
            }
            if format == .json {
                print(ImportSummaryJSON.render(summary))
            }
            if strict && summary.skipped > 0 {
                throw CommandFailure(
                    message: "nothing imported: \(summary.skipped) bad card\(summary.skipped == 1 ? "" : "s") (--strict)",
                    status: .dataError)
            }
            if summary.isPartial {
                throw ExitCode(ExitStatus.partlyImported.rawValue)
            }
        }
    }
}

/// The `--format json` summary, field for field as the README documents it.
enum ImportSummaryJSON {
    static func render(_ summary: ImportSummary) -> String {
        JSONText.object([
            ("added", .number(summary.added)),
            ("updated", .number(summary.updated)),
            ("unchanged", .number(summary.unchanged)),
            ("removed", .number(summary.removed)),
            ("skipped", .number(summary.skipped)),
            ("errors", .array(summary.errors.map(located))),
            ("warnings", .array(summary.warnings.map(located))),
        ]).description
    }

    private static func located(_ problem: ImportProblem) -> JSONText {
        .object([("file", .string(problem.file)), ("line", .number(problem.line)), ("message", .string(problem.message))])
    }
}
