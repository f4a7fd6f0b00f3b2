import ArgumentParser

/// `phonebook exit-statuses`: the table of exit statuses, for the scripts
/// that write the docs from it (bin/man, the docs' test). Hidden: a person
/// reads it in `--help`, the man page or the docs.
struct ExitStatuses: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exit-statuses",
        abstract: "Print the table of exit statuses, as Markdown or tab-separated lines.",
        shouldDisplay: false)

    @Option(help: ArgumentHelp("markdown (the docs' table) or tsv (status, summary, details).", valueName: "format"))
    var format: Format = .markdown

    func run() throws {
        var output = OutputBuffer()
        switch format {
        case .markdown: output.append(ExitStatusTable.markdown)
        case .tsv: output.append(ExitStatusTable.tabSeparated)
        }
        try output.flush()
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case markdown, tsv
    }
}
