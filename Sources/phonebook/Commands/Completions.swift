import ArgumentParser

/// `phonebook completions bash|zsh|fish`: the shell completion script.
struct Completions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "completions",
        abstract: "Print the completion script for bash, zsh or fish.",
        discussion: """
            Commands and options complete, and a CONTACT argument completes to
            the names in the address book that begin as typed (ignoring case and
            accents): the script asks phonebook itself. docs/commands.md ("Shell completion")
            says where each shell looks for the script.

            Examples:
              phonebook completions bash > ~/.local/share/bash-completion/completions/phonebook
              phonebook completions zsh > ~/.zfunc/_phonebook
              phonebook completions fish > ~/.config/fish/completions/phonebook.fish
            """)

    @Argument(help: ArgumentHelp("bash, zsh or fish.", valueName: "shell"))
    var shell: Shell

    func run() throws {
        var output = OutputBuffer()
        let script = Phonebook.completionScript(for: shell.completionShell)
        output.append(script.hasSuffix("\n") ? script : script + "\n")
        try output.flush()
    }

    /// The shells ArgumentParser writes a script for.
    enum Shell: String, ExpressibleByArgument, CaseIterable {
        case bash, zsh, fish

        var completionShell: CompletionShell {
            switch self {
            case .bash: .bash
            case .zsh: .zsh
            case .fish: .fish
            }
        }
    }
}
