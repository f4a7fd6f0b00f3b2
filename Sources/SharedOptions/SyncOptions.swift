import Accounts
import ArgumentParser
import Store

/// `sync [SERVICE]`'s arguments, parsed alike by phonebook and phonebook-dav.
public struct SyncOptions: ParsableArguments {
    public init() {}

    /// `sync`'s help (the group), the same in both executables.
    public static let groupAbstract = "Sync each address book of a connected CardDAV account (or a vdir) with its book here, both ways."
    public static let abstract = "Sync each address book of a connected account or vdir with its book, both ways (the default subcommand)."

    @Argument(help: ArgumentHelp("The service, as given to connect; may be left out when only one is connected.",
                                 valueName: "service"),
              transform: CheckedArgument.parser { try ServiceName($0) })
    public var service: CheckedArgument<ServiceName>?

    @Flag(help: "Do every read and print the plan; write nothing anywhere (not even the sync token).")
    public var dryRun = false

    @Option(help: ArgumentHelp("Settle a card changed on both sides for this side instead of recording a conflict.",
                               valueName: "local|remote"))
    public var prefer: SyncSide?

    @Flag(help: "Allow a plan that deletes every contact on one side, or more than half of a book of 10 or more.")
    public var allowMassDelete = false

    @Option(help: "Output format: text or json.")
    public var format: RemoteOutputFormat = .text

    @Flag(help: "List every item the sync changes.")
    public var verbose = false

    public func validate() throws {
        try service?.validate()
    }
}

/// `sync status`, `sync conflicts` and `sync refused [SERVICE]`: reports on one service or all.
public struct SyncReportOptions: ParsableArguments {
    public init() {}
    public static let statusAbstract = "Show each address book a service syncs: its book here, last sync, token, pending and conflicting items."
    public static let conflictsAbstract = "List the cards changed on both sides that a sync left for you to settle."
    public static let refusedAbstract = "List the cards a server refused to store, with its reason; each is sent again once edited."

    @Argument(help: ArgumentHelp("The service; all connected services when left out.", valueName: "service"),
              transform: CheckedArgument.parser { try ServiceName($0) })
    public var service: CheckedArgument<ServiceName>?

    @Option(help: "Output format: text or json.")
    public var format: RemoteOutputFormat = .text

    public func validate() throws {
        try service?.validate()
    }
}

/// `sync resolve CONTACT --keep local|remote|both [--service SERVICE] [--book BOOK]`.
public struct SyncResolveOptions: ParsableArguments {
    public init() {}
    public static let abstract = "Settle a sync conflict: keep the local copy, the server's, or both (the local one under a new UID)."

    @Argument(help: ArgumentHelp("The contact in conflict: a name, part of one, or a number.", valueName: "contact"))
    public var contact: String

    @Option(help: ArgumentHelp("Which version to keep.", valueName: "local|remote|both"))
    public var keep: ConflictChoice

    @Option(help: ArgumentHelp("The service; may be left out when only one is connected.", valueName: "service"),
            transform: CheckedArgument.parser { try ServiceName($0) })
    public var service: CheckedArgument<ServiceName>?

    @Option(help: ArgumentHelp("The book here whose sync holds the conflict, when the service syncs several.",
                               valueName: "book"))
    public var book: String?

    public func validate() throws {
        try service?.validate()
    }
}

/// Which side wins when both changed a card.
public enum SyncSide: String, ExpressibleByArgument, CaseIterable, Sendable {
    case local, remote
}

/// How a conflict is settled.
public enum ConflictChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    case local, remote, both
}

/// text for people, json for scripts.
public enum RemoteOutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json
}
