import Reporting
import SharedOptions

/// A mail client's address query read off the command line without
/// ArgumentParser: `email [--db PATH] [--book NAME] --format mutt|aerc [WORD...]`, in
/// the shapes mutt's `query_command` and aerc's `address-book-cmd` lines
/// make (docs/commands.md, "Email in mutt and aerc"). A mail client runs it at every
/// completion, and ArgumentParser's reading of the command's options by
/// reflection would be a fifth of the answer: 2.5-3.5 ms of the 11 beyond
/// start for "Torr" on 100k contacts (`email --db MISSING --format mutt
/// Torr`, which stops once the line is read, against `--version`; perf
/// stat -r 40).
///
/// Anything else is left to ArgumentParser, which reads it as `Email` and
/// answers through the same `MailQueryAnswer`: another option or format,
/// `--help`, a word starting with "-", an option given twice, `--`.
struct MailQueryRequest {
    var format: MailQueryFormat
    var databasePath: String?
    var bookName: String?
    var words: [String]

    /// Nil unless `arguments` (without the program's name) are such a query.
    init?(arguments: [String]) {
        guard arguments.first == "email",
              let line = try? QuickLine(arguments.dropFirst(), options: ["--format", "--db", "--book"]) else { return nil }
        switch line.text("--format") {
        case "mutt": format = .mutt
        case "aerc": format = .aerc
        default: return nil
        }
        databasePath = line.text("--db")
        bookName = line.text("--book")
        words = line.words
    }

    /// The answer, as `Email` gives it.
    var answer: MailQueryAnswer {
        var database = DatabaseOptions()
        database.path = databasePath
        var books = BookOptions()
        books.name = bookName
        return MailQueryAnswer(format: format, text: words.joined(separator: " "), database: database, books: books)
    }
}
