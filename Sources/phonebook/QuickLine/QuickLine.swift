import ArgumentParser

/// A command's arguments read without ArgumentParser, when they are in the
/// plain shapes people and mail clients type: `--name value` or
/// `--name=value` for the options the command names, each at most once,
/// and words. ArgumentParser reads a command's options by reflection at
/// every start, looking up the runtime's conformance records (4,370 in
/// the binary) once per property type: 12.3 M instructions of the 24.2 M
/// a `lookup` on 100k contacts takes (callgrind), whatever the command.
///
/// Anything else is refused (`Refused`), and ArgumentParser reads
/// the line as before and says what is wrong with it: `--help`, `-h`, `--`,
/// an unknown or repeated option, a value that is missing, empty or starts
/// with "-" (ArgumentParser would not take it as the value), a word that
/// starts with "-".
struct QuickLine {
    /// Why a line is left to ArgumentParser; it is never shown.
    struct Refused: Error {}

    private var options: [String: String] = [:]
    /// The arguments that are not options, in order.
    private(set) var words: [String] = []

    /// `arguments` (after the command's name), refused unless they are
    /// options named in `names` (each `--long`) and words.
    init(_ arguments: ArraySlice<String>, options names: [String]) throws(Refused) {
        var rest = arguments
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                words.append(argument)
                continue
            }
            let name: String, value: String
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            } else {
                guard let next = rest.popFirst() else { throw Refused() }
                (name, value) = (argument, next)
            }
            guard names.contains(name), options[name] == nil, !value.isEmpty, !value.hasPrefix("-") else {
                throw Refused()
            }
            options[name] = value
        }
    }

    /// The text given to option `name`, nil when it was not given.
    func text(_ name: String) -> String? {
        options[name]
    }

    /// Option `name` converted as ArgumentParser converts its type (nil
    /// when not given); refused when the conversion fails, so that
    /// ArgumentParser reports it.
    func value<T: ExpressibleByArgument>(_ name: String) throws(Refused) -> T? {
        guard let text = options[name] else { return nil }
        guard let value = T(argument: text) else { throw Refused() }
        return value
    }

    /// The only word: refused unless exactly one was given.
    func onlyWord() throws(Refused) -> String {
        guard words.count == 1 else { throw Refused() }
        return words[0]
    }

    /// Refused when any word was given to a command that takes none.
    func noWords() throws(Refused) {
        guard words.isEmpty else { throw Refused() }
    }
}

extension ParsableArguments {
    /// The value after `validate()`, which may change it, as ArgumentParser
    /// runs it; refused when it fails: ArgumentParser runs it again and
    /// reports its message with the usage.
    func validated() throws(QuickLine.Refused) -> Self {
        var checked = self
        do {
            try checked.validate()
        } catch {
            throw QuickLine.Refused()
        }
        return checked
    }
}
