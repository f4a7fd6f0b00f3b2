import ArgumentParser
@testable import phonebook
import Testing
import TestSupport

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

    /// No module the binary links imports Foundation (FoundationEssentials
    /// only): loading Foundation and its ICU cost each start more than the
    /// whole of a one-line Swift program. The dynamic loader lists what a
    /// start loads (LD_TRACE_LOADED_OBJECTS) without running the program.
    @Test func theBinaryLoadsNeitherFoundationNorICU() throws {
        let loaded = try phonebook("--version", environment: ["LD_TRACE_LOADED_OBJECTS": "1"])
        #expect(loaded.status == 0)
        #expect(loaded.stdout.contains("libswiftCore.so"), "the loader listed nothing: \(loaded.stdout)")
        for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
            #expect(!loaded.stdout.contains(library), "phonebook loads \(library)")
        }
    }
}
