import ArgumentParser
import Contacts

/// A word on the command line where a command name belongs that names
/// none (`phonebook lsit`, `phonebook help nosuch`, `phonebook settings
/// gett`), with the nearest name when one is close. ArgumentParser calls
/// such a word an unexpected argument and suggests nothing, and its `help`
/// falls back to the top-level help with status 0; this is found first.
struct UnknownCommand: CustomStringConvertible {
    /// The command whose subcommand the word should have named.
    var parent: any ParsableCommand.Type
    /// The command names before it ("settings").
    var path: [String]
    var word: String
    /// The nearest command name there, if one is close enough.
    var suggestion: String?

    /// The error, without "phonebook: ".
    var description: String {
        let name = (path + [word]).joined(separator: " ")
        guard let suggestion else { return "no command \"\(name)\"" }
        return "no command \"\(name)\"; did you mean '\((path + [suggestion]).joined(separator: " "))'?"
    }

    /// The error line, then the usage of the command it was under, as
    /// ArgumentParser shows it after its own usage errors.
    func message(root: any ParsableCommand.Type) -> String {
        let help = (["phonebook"] + path + ["--help"]).joined(separator: " ")
        return "phonebook: \(description)\nUsage: \(root.usageString(for: parent))\n"
            + "  See '\(help)' for more information."
    }

    /// The first unknown command name in `arguments` (without the program's
    /// name), walking from `root`: each word before the first option must
    /// name a subcommand while the command reached has subcommands, unless
    /// its default subcommand takes words of its own (`sync fastmail` is
    /// `sync run fastmail`). After `help`, every word must name a command.
    static func find(in arguments: [String], root: any ParsableCommand.Type) -> UnknownCommand? {
        var words = arguments[...]
        let asksHelp = words.first == "help"
        if asksHelp { words = words.dropFirst() }
        var command = root, path: [String] = []
        while let word = words.first, !word.hasPrefix("-") {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { return nil }  // a word for the command itself
            if let next = subcommands.first(where: { names(of: $0).contains(word) }) {
                command = next
                path.append(word)
                words = words.dropFirst()
                continue
            }
            // A group whose default subcommand takes a word gives it this one (`sync SERVICE`).
            if !asksHelp, command.configuration.defaultSubcommand is any TakesGroupWords.Type { return nil }
            let shown = subcommands.filter { $0.configuration.shouldDisplay }.flatMap { names(of: $0) }
            return UnknownCommand(parent: command, path: path, word: word,
                                  suggestion: NearestName.to(word, among: shown))
        }
        return nil
    }

    private static func names(of command: any ParsableCommand.Type) -> [String] {
        [command._commandName] + command.configuration.aliases
    }
}

/// A default subcommand whose first argument is a word, so that a word
/// after its group that names no subcommand is that argument, not a typo.
protocol TakesGroupWords {}

extension Sync.Now: TakesGroupWords {}
