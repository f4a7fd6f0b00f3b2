import ArgumentParser
import Reporting
import SharedOptions

/// `phonebook sync ...`: declared here for help and validation;
/// phonebook-dav runs every subcommand (it links the network stack).
struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: SyncOptions.groupAbstract,
        discussion: """
            Examples:
              phonebook sync
              phonebook sync fastmail --dry-run
              phonebook sync status
              phonebook sync refused
              phonebook sync resolve "Grace Hopper" --keep both
              phonebook sync resolve grace --keep local --book work
            """,
        subcommands: [Now.self, Status.self, Conflicts.self, Refused.self, Resolve.self],
        defaultSubcommand: Now.self)

    /// `sync [SERVICE]`: the sync itself.
    struct Now: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "run", abstract: SyncOptions.abstract,
            discussion: """
                Examples:
                  phonebook sync
                  phonebook sync fastmail --prefer remote
                  phonebook sync --dry-run --format json
                """)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncOptions
        func run() throws { try DAVProgram.replaceProcess() }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: SyncReportOptions.statusAbstract,
            discussion: """
                Examples:
                  phonebook sync status
                  phonebook sync status --format json
                """)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncReportOptions
        func run() throws { try DAVProgram.replaceProcess() }
    }

    struct Conflicts: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "conflicts",
            abstract: SyncReportOptions.conflictsAbstract,
            discussion: """
                Examples:
                  phonebook sync conflicts
                  phonebook sync conflicts --format json
                """)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncReportOptions
        func run() throws { try DAVProgram.replaceProcess() }
    }

    struct Refused: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "refused",
            abstract: SyncReportOptions.refusedAbstract,
            discussion: """
                Examples:
                  phonebook sync refused
                  phonebook sync refused fastmail --format json
                """)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncReportOptions
        func run() throws { try DAVProgram.replaceProcess() }
    }

    struct Resolve: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "resolve",
            abstract: SyncResolveOptions.abstract,
            discussion: """
                Examples:
                  phonebook sync resolve "Grace Hopper" --keep local
                  phonebook sync resolve grace --keep both
                  phonebook sync resolve grace --keep remote --book work
                """)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncResolveOptions
        func run() throws { try DAVProgram.replaceProcess() }
    }
}
