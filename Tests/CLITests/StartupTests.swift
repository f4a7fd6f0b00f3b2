import ArgumentParser
@testable import phonebook
import Testing

/// What every command pays before it runs: kept off the start-up path.
@Suite("Start-up stays cheap")
struct StartupTests {
    /// Every command, subcommands included, in the tree `phonebook` parses.
    private static func commands(under root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap { commands(under: $0) }
    }

    /// A command without a `commandName` has ArgumentParser derive it from
    /// its type's name at every start, which cost half of `--version`.
    @Test func everyCommandNamesItself() {
        let commands = Self.commands(under: Phonebook.self)
        #expect(commands.count > 20)
        for command in commands {
            #expect(command.configuration.commandName != nil, "\(command) has no commandName")
        }
    }
}
