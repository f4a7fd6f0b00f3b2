import ArgumentParser

/// `main`'s parse of a line that asks for no completion script, under the
/// root configuration with ArgumentParser's underscored `_superCommandName`
/// set, the only use of that API. Under a super-command's name
/// ArgumentParser skips its search for `--generate-completion-script`: two
/// more parsers of the line, whose argument sets it builds by reflection at
/// every start (`phonebook --version`: 6.9 M instructions against 9.2 M,
/// callgrind); the name itself shows only in help and usage texts.
///
/// The configuration is bound for the parse alone (a task-local value, so no
/// code outside `withQuickConfiguration` can see it), and every help, usage
/// and error text is written after the parse returns, under the full
/// configuration: a text names the types of the commands it is about and
/// reads their configuration as it is written. QuickParseTests fails if an
/// update of ArgumentParser changes what the name does here.
enum QuickParse {
    @TaskLocal private static var isBound = false

    /// The root's configuration inside `withQuickConfiguration`, nil elsewhere.
    static var configuration: CommandConfiguration? {
        isBound ? quickConfiguration : nil
    }

    /// The root without the exit statuses in its discussion: no help is
    /// written under it, and they are built only when a text may need them.
    private static let quickConfiguration: CommandConfiguration = {
        var quick = Phonebook.baseConfiguration
        quick._superCommandName = "phonebook"
        return quick
    }()

    /// `Phonebook.parseAsRoot`, under the quick configuration when
    /// `arguments` ask for no completion script: the search it skips would
    /// find none, so the command parsed is the same.
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        guard !arguments.contains(where: { $0.hasPrefix("--generate-completion-script") }) else {
            return try Phonebook.parseAsRoot(arguments)
        }
        return try withQuickConfiguration { try Phonebook.parseAsRoot(arguments) }
    }

    /// `UnknownCommand.find` under the quick configuration: it reads only the command tree.
    static func unknownCommand(in arguments: [String]) -> UnknownCommand? {
        withQuickConfiguration { UnknownCommand.find(in: arguments, root: Phonebook.self) }
    }

    /// `body`, with `Phonebook.configuration` the quick one while it runs.
    static func withQuickConfiguration<Result>(_ body: () throws -> Result) rethrows -> Result {
        try $isBound.withValue(true, operation: body)
    }
}
