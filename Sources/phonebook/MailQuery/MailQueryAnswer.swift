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

    /// Each address's line written from the store's bytes (mutt's first line
    /// counts them, so the lines wait in a buffer). Nothing found: mutt's
    /// message line alone, aerc's nothing; both exit 1 without a word on
    /// standard error, which the client's screen would show as litter.
    private func answer() throws {
        let book = try database.openForReading()
        let settings = try book.appSettings()
        let query = EntryQuery(sortOrder: settings.sortOrder, displayOrder: settings.displayOrder,
                               search: SearchTerm(text, scope: .names), book: try books.readFilter(in: book))
        var lines = ByteBuffer(capacity: 1 << 16), count = 0
        // A card copied into a second book answers twice with the same
        // line; the client needs it once.
        let everyBook = try query.book == nil && book.booksHoldingContacts() > 1
        var written: Set<[UInt8]>? = everyBook ? [] : nil
        try book.forEachEmail(query) { email in
            let start = lines.count
            format.writeLine(email, to: &lines)
            if written != nil, !written!.insert(lines.withUnsafeBytes { Array($0[start...]) }).inserted {
                return lines.removeAll(after: start)
            }
            count += 1
        }
        var output = OutputBuffer()
        guard count > 0 else {
            if format == .mutt { output.append("phonebook: \(Email.noMatch(text))\n") }
            try output.flush()
            throw ExitCode(ExitStatus.failure.rawValue)
        }
        if format == .mutt { output.append(MailQueryFormat.muttSummary(count) + "\n") }
        lines.withUnsafeBytes { output.append($0) }
        try output.flush()
    }
}
