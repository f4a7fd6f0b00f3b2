import ArgumentParser
import RemoteOptions

/// `phonebook sync ...`: declared here for help and validation;
/// phonebook-dav runs every subcommand (it links the network stack).
struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: SyncOptions.groupAbstract,
        subcommands: [Now.self, Status.self, Conflicts.self, Resolve.self],
        defaultSubcommand: Now.self)

    /// `sync [SERVICE]`: the sync itself.
    struct Now: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "run", abstract: SyncOptions.abstract)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncOptions
        func run() throws { try DAVProgram.replaceProcess() }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: SyncReportOptions.statusAbstract)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncReportOptions
        func run() throws { try DAVProgram.replaceProcess() }
    }

    struct Conflicts: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: SyncReportOptions.conflictsAbstract)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncReportOptions
        func run() throws { try DAVProgram.replaceProcess() }
    }

    struct Resolve: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: SyncResolveOptions.abstract)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncResolveOptions
        func run() throws { try DAVProgram.replaceProcess() }
    }
}
