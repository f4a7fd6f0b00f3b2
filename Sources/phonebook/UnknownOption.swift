import ArgumentParser
import Contacts
import FoundationEssentials

/// An option on the command line that its command does not take. ArgumentParser
/// looks for one only once every word has been read into the command's
/// arguments, so a word the unknown option left behind is blamed instead:
/// `undo --book x` was "the value 'x' is invalid for '<n>'", `settings get
/// --book work` "unknown setting 'work'". `UsageError` says this first.
struct UnknownOption: CustomStringConvertible {
    /// The option as typed, without a value after "=".
    var name: String
    /// The command's long option nearest to it, if one is close enough.
    var suggestion: String?

    /// The error, without "phonebook: ", in ArgumentParser's words for it.
    var description: String {
        "unknown option '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
    }

    /// The first option in `arguments` (without the program's name, global
    /// options moved after the command) that the command they name does not
    /// take. The value of an option it takes is skipped, whatever its first
    /// character, and a word after `--` is a word.
    static func find(in arguments: [String], root: any ParsableCommand.Type) -> UnknownOption? {
        var words = arguments[...], command = root
        while let word = words.first, let next = command.configuration.subcommands.first(where: { $0._commandName == word }) {
            command = next
            words = words.dropFirst()
        }
        if let standing = command.configuration.defaultSubcommand { command = standing }
        guard let known = try? JSONDecoder().decode(Dump.self, from: Data(command._dumpHelp().utf8)).command.names
        else { return nil }
        while let word = words.popFirst(), word != "--" {
            guard word.hasPrefix("-"), word.count > 1 else { continue }
            let name = word.firstIndex(of: "=").map { String(word[..<$0]) } ?? word
            if let takesValue = known[name] {
                if takesValue, name == word { words = words.dropFirst() }
                continue
            }
            // Short flags may be joined: -yv is -y and -v.
            if !name.hasPrefix("--"), name.dropFirst().allSatisfy({ known["-" + String($0)] == false }) { continue }
            let longNames = known.keys.filter { $0.hasPrefix("--") }
            return UnknownOption(name: name, suggestion: NearestName.to(name, among: Array(longNames)))
        }
        return nil
    }

    /// What ArgumentParser's help dump (`--experimental-dump-help`) says of a
    /// command's options: each spelling, and whether it takes a value.
    private struct Dump: Decodable {
        struct Command: Decodable {
            struct Argument: Decodable {
                struct Name: Decodable {
                    var kind: String
                    var name: String
                }
                var kind: String
                var names: [Name]?
            }
            var arguments: [Argument]?

            var names: [String: Bool] {
                var names: [String: Bool] = [:]
                for argument in arguments ?? [] {
                    for name in argument.names ?? [] {
                        names[(name.kind == "long" ? "--" : "-") + name.name] = argument.kind == "option"
                    }
                }
                return names
            }
        }
        var command: Command
    }
}
