import ArgumentParser

/// How a screen is printed: `--format table|plain|json`.
enum ScreenFormat: String, ExpressibleByArgument, CaseIterable {
    /// Aligned columns under section headers, fitted to the terminal.
    case table
    /// One tab-separated record per row, for scripts.
    case plain
    /// One JSON document (shape in docs/commands.md).
    case json
}

/// `--format` and `--color`, shared by the commands that print a screen.
struct ScreenOutputOptions: ParsableArguments {
    @Option(help: "Output format: table (default on a terminal), plain (default otherwise) or json.")
    var format: ScreenFormat?

    @OptionGroup var colors: ColorOptions

    /// Standard output as these options and the environment describe it.
    func target() -> OutputTarget {
        OutputTarget.standardOutput(color: colors.choice)
    }

    /// The format asked for, or the default for where output goes.
    func resolvedFormat(for terminal: OutputTarget) -> ScreenFormat {
        format ?? (terminal.isTerminal ? .table : .plain)
    }
}
