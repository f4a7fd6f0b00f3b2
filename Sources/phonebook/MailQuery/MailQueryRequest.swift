import RemoteOptions

/// A mail client's address query read off the command line without
/// ArgumentParser: `email [--db PATH] --format mutt|aerc [WORD...]`, in
/// the shapes mutt's `query_command` and aerc's `address-book-cmd` lines
/// make (README, "Email in mutt and aerc"). A mail client runs it at every
/// completion, and ArgumentParser's reading of the command's options by
/// reflection was a fifth of the answer: 2.5-3.5 ms of the 11 beyond
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
    var words: [String]

    /// Nil unless `arguments` (without the program's name) are such a query.
    init?(arguments: [String]) {
        guard arguments.first == "email" else { return nil }
        var format: MailQueryFormat?
        var databasePath: String?
        var words: [String] = []
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                words.append(argument)
                continue
            }
            guard let (name, value) = Self.option(argument, rest: &rest) else { return nil }
            switch name {
            case "--format" where format == nil:
                switch value {
                case "mutt": format = .mutt
                case "aerc": format = .aerc
                default: return nil
                }
            case "--db" where databasePath == nil:
                databasePath = value
            default:
                return nil
            }
        }
        guard let format else { return nil }
        self.format = format
        self.databasePath = databasePath
        self.words = words
    }

    /// The answer, as `Email` gives it.
    var answer: MailQueryAnswer {
        var database = DatabaseOptions()
        database.path = databasePath
        return MailQueryAnswer(format: format, text: words.joined(separator: " "), database: database)
    }

    /// `--name value` (taking the next argument) or `--name=value`, for
    /// the two options read here; nil for any other, or a value missing or empty.
    private static func option(_ argument: String, rest: inout ArraySlice<String>) -> (String, String)? {
        if let equals = argument.firstIndex(of: "=") {
            let name = String(argument[..<equals])
            let value = String(argument[argument.index(after: equals)...])
            guard name == "--format" || name == "--db", !value.isEmpty else { return nil }
            return (name, value)
        }
        guard argument == "--format" || argument == "--db", let value = rest.popFirst(),
              !value.isEmpty, !value.hasPrefix("-") else { return nil }
        return (argument, value)
    }
}
