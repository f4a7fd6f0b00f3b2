import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import TerminalText

extension ColorChoice: ExpressibleByArgument {}

/// `--color auto|always|never`, shared by every command that prints a screen.
struct ColorOptions: ParsableArguments {
    @Option(name: .customLong("color"), help: ArgumentHelp(
        "Colour: auto (on a terminal, unless NO_COLOR is set and not empty or TERM=dumb), always or never.",
        valueName: "when"))
    var choice: ColorChoice = .auto

    /// Whether output to a terminal (or not) is coloured, by the choice and the environment.
    func usesColor(isTerminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        ColorPolicy.isEnabled(choice, environment: environment, isTerminal: isTerminal)
    }
}
