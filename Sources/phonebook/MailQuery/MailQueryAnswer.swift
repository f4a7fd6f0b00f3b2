import ArgumentParser
import Reading
import Reporting
import Sections
import SharedOptions
import Store

/// A mail client's address query answered: `email --format mutt|aerc`,
/// whether ArgumentParser read the command line (`Email`) or
/// `MailQueryRequest` did.
struct MailQueryAnswer {
    var format: MailQueryFormat
    /// The query's words, joined by spaces: mutt's quoting of '%s' cannot split a query in two.
    var text: String
    var database: DatabaseOptions
    var books: BookOptions

    /// Writes the answer. mutt reads the first line of a failed query as its
    /// message, and its screen is no place for standard error: a failure
    /// goes to standard output there, and its status is thrown as an `ExitCode`.
    func run() throws {
        guard format == .mutt else { return try answer() }
        do {
            try answer()
        } catch let exit as ExitCode {
            throw exit  // no match: the message line is out already
        } catch {
            let failure = CommandFailure(reporting: error)
            print("phonebook: \(failure.message)")
            throw ExitCode(failure.status.rawValue)
        }
    }

    /// mutt's first line counts the addresses, then a line each. Nothing
    /// found: mutt's message line alone, aerc's nothing; both exit 1 without
    /// a word on standard error, which the client's screen would show as litter.
    private func answer() throws {
        let book = try database.openForReading()
        let settings = try book.appSettings()
        let query = EntryQuery(sortOrder: settings.sortOrder, displayOrder: settings.displayOrder,
                               search: SearchTerm(text, scope: .names), book: try books.readFilter(in: book))
        var entries = try BookReader(book).emailEntries(query, namingContacts: false)
        // A card copied into a second book answers twice with the same
        // line; the client needs it once.
        if try query.book == nil && book.booksHoldingContacts() > 1 {
            var written = Set<String>()
            entries = entries.filter { written.insert(format.line($0)).inserted }
        }
        var output = OutputBuffer()
        guard !entries.isEmpty else {
            if format == .mutt { output.append("phonebook: \(Email.noMatch(text))\n") }
            try output.flush()
            throw ExitCode(ExitStatus.failure.rawValue)
        }
        if format == .mutt { output.append(MailQueryFormat.muttSummary(entries.count) + "\n") }
        for entry in entries { format.write(entry, to: &output) }
        try output.flush()
    }
}
