import ArgumentParser
import RemoteOptions

/// `sync ...`, run for phonebook. The bodies are the sync engine's
/// (CardDAVSync); until it lands each says so (exit 69).
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
        func run() throws { throw Sync.notYet }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: SyncReportOptions.statusAbstract)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncReportOptions
        func run() throws { throw Sync.notYet }
    }

    struct Conflicts: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: SyncReportOptions.conflictsAbstract)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncReportOptions
        func run() throws { throw Sync.notYet }
    }

    struct Resolve: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: SyncResolveOptions.abstract)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncResolveOptions
        func run() throws { throw Sync.notYet }
    }

    /// The engine helper (i14-engine) replaces every `throw Sync.notYet` with the engine's run.
    static let notYet = CommandFailure(message: "sync is not built into this phonebook-dav yet", status: .unavailable)
}
