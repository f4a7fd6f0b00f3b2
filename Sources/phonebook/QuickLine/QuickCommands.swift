import ArgumentParser
import Reporting
import SharedOptions
import TerminalText

/// The commands a person waits on at every start, read by `QuickLine`
/// when their line is plain: `list`, `show`, `lookup` and `browse`. Each
/// is built as ArgumentParser would decode it, every property set (a test
/// parses the same lines both ways and compares the commands whole), then
/// validated; any other line, or one these refuse, goes to ArgumentParser.
/// `lookup` on 100k contacts, of a number it finds, takes 9.2 M instructions
/// so against 20.4 M through ArgumentParser; of one it does not, 14.7 M
/// against 24.2 M (callgrind).
enum QuickCommands {
    /// The command `arguments` (without the program's name) name, or nil.
    static func command(_ arguments: [String]) -> (any ParsableCommand)? {
        guard let name = arguments.first else { return nil }
        let rest = arguments.dropFirst()
        do throws(QuickLine.Refused) {
            switch name {
            case "list": return try List(quick: QuickLine(rest, options: List.options))
            case "show": return try Show(quick: QuickLine(rest, options: Show.options))
            case "lookup": return try Lookup(quick: QuickLine(rest, options: Lookup.options))
            case "browse": return try Browse(quick: QuickLine(rest, options: Browse.options))
            default: return nil
            }
        } catch {
            return nil
        }
    }
}

extension DatabaseOptions {
    static let quickOptions = ["--db"]

    init(quick line: QuickLine) throws(QuickLine.Refused) {
        self.init()
        path = line.text("--db")
        self = try validated()
    }
}

extension BookOptions {
    static let quickOptions = ["--book"]

    init(quick line: QuickLine) throws(QuickLine.Refused) {
        self.init()
        name = line.text("--book")
        self = try validated()
    }
}

extension ColorOptions {
    static let quickOptions = ["--color"]

    init(quick line: QuickLine) throws(QuickLine.Refused) {
        self.init()
        choice = try line.value("--color") ?? .auto
        self = try validated()
    }
}

extension ScreenOutputOptions {
    static let quickOptions = ColorOptions.quickOptions + ["--format"]

    init(quick line: QuickLine) throws(QuickLine.Refused) {
        self.init()
        format = try line.value("--format")
        colors = try ColorOptions(quick: line)
        self = try validated()
    }
}

extension List {
    static let options = DatabaseOptions.quickOptions + ScreenOutputOptions.quickOptions
        + BookOptions.quickOptions + ["--search", "--category", "--limit"]

    init(quick line: QuickLine) throws(QuickLine.Refused) {
        try line.noWords()
        self.init()
        database = try DatabaseOptions(quick: line)
        output = try ScreenOutputOptions(quick: line)
        books = try BookOptions(quick: line)
        search = line.text("--search")
        category = line.text("--category")
        limit = try line.value("--limit")
        self = try validated()
    }
}

extension Show {
    static let options = DatabaseOptions.quickOptions + ScreenOutputOptions.quickOptions + BookOptions.quickOptions

    init(quick line: QuickLine) throws(QuickLine.Refused) {
        self.init()
        database = try DatabaseOptions(quick: line)
        output = try ScreenOutputOptions(quick: line)
        books = try BookOptions(quick: line)
        contact = try line.onlyWord()
        self = try validated()
    }
}

extension Lookup {
    static let options = DatabaseOptions.quickOptions + ScreenOutputOptions.quickOptions + BookOptions.quickOptions

    init(quick line: QuickLine) throws(QuickLine.Refused) {
        self.init()
        database = try DatabaseOptions(quick: line)
        output = try ScreenOutputOptions(quick: line)
        books = try BookOptions(quick: line)
        number = try line.onlyWord()
        self = try validated()
    }
}

extension Browse {
    static let options = DatabaseOptions.quickOptions + ColorOptions.quickOptions + BookOptions.quickOptions

    init(quick line: QuickLine) throws(QuickLine.Refused) {
        try line.noWords()
        self.init()
        database = try DatabaseOptions(quick: line)
        colors = try ColorOptions(quick: line)
        books = try BookOptions(quick: line)
        self = try validated()
    }
}
