import ArgumentParser

/// A command line ArgumentParser refuses, told as every other error is: one
/// line, `phonebook: …`, then the command's usage line, exit 64. Help and
/// version requests, which it reports the same way, keep their own output.
/// An option the command does not take is said first (`UnknownOption`).
enum UsageError {
    /// `arguments`: the line refused, for the option it may hold that the command does not take.
    static func exit(reporting error: any Error, in arguments: [String] = []) -> Never {
        let code = Phonebook.exitCode(for: error)
        guard code.rawValue == ExitStatus.usage.rawValue else { Phonebook.exit(withError: error) }
        let lines = Phonebook.fullMessage(for: error).split(separator: "\n").map(String.init)
        var first = sentence(valueList(lines) ?? lines.first ?? "the command line is not right")
        if !first.hasPrefix("unknown option"), let unknown = UnknownOption.find(in: arguments, root: Phonebook.self) {
            first = "\(unknown)"
        }
        printError("phonebook: " + first)
        if let usage = lines.first(where: { $0.hasPrefix("Usage: ") }) { printError(usage) }
        Phonebook.exit(withError: ExitCode(code.rawValue))
    }

    /// ArgumentParser's "Please provide one of the following:" with the
    /// values on lines of their own (six or more) as the one line it writes
    /// for fewer: "Please provide one of 'text', 'json' or 'csv'.".
    private static func valueList(_ lines: [String]) -> String? {
        let lead = "one of the following:"
        guard let first = lines.first, first.hasSuffix(lead) else { return nil }
        let values = lines.dropFirst().prefix { $0.hasPrefix("  - ") }.map { "'\($0.dropFirst(4))'" }
        guard let last = values.last else { return nil }
        return first.dropLast(lead.count) + "one of " + values.dropLast().joined(separator: ", ") + " or \(last)."
    }

    /// ArgumentParser's "Error: Unknown option '--x'" as "unknown option '--x'".
    static func sentence(_ line: String) -> String {
        let text = line.hasPrefix("Error: ") ? String(line.dropFirst("Error: ".count)) : line
        guard let first = text.first, first.isUppercase,
              text.dropFirst().first.map({ !$0.isUppercase }) ?? true else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
