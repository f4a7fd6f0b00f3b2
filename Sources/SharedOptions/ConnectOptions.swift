import Accounts
import ArgumentParser
import Credentials
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store

/// `connect`'s arguments, parsed alike by phonebook (for help and
/// validation) and by phonebook-dav (which does the work).
public struct ConnectOptions: ParsableArguments {
    public init() {}

    /// `connect`'s help, the same in both executables.
    public static let configuration = CommandConfiguration(
        commandName: "connect",
        abstract: "Connect a CardDAV account (find its address books, sync each with a book here) or a vdir folder.",
        discussion: """
            With --server, connect discovers the address books: the URL itself,
            then /.well-known/carddav (redirects followed), the account's
            principal and its address-book home, and prints one line for each
            (* marks those synced, → the book here each syncs with). Each
            --collection NAME|HREF (its display name, in any case, or its href
            or URL) is synced with the book the --to after it names (made when
            there is none, and said so); one --collection without --to, or the
            only address book, syncs with the default book. A book syncs with
            one address book of a service. With several address books and no
            --collection, a terminal asks which to sync and with which books;
            elsewhere connect lists them and stores nothing (exit 64).
            Connecting again keeps each book's sync as long as the server still
            lists its address book. Without --vdir, --book is
            taken for --collection, with a warning, for now: everywhere else it
            names a book of this database.

            A secret the server refuses is reported at once and nothing is
            stored (exit 77); a server that cannot be reached or trusted exits
            69, one that is not a CardDAV server 76. --no-discover stores the
            account without contacting the server; the first sync discovers.
            https only, except 127.0.0.1, ::1 and localhost. --ca-file trusts a
            PEM file's certificates instead of the system's; --pin-sha256 also
            requires the server's public key.

            Without --user, connect works on a service connected already, with
            its stored secret: it lists the address books, and each --collection
            --to pair adds a book's sync (or moves it to another book, starting
            that book's sync afresh). `phonebook disconnect SERVICE --book BOOK`
            stops one.

            The secret: --password-command CMD is the documented way. Only the
            command is stored; it runs through /bin/sh -c whenever the secret is
            needed, and the first line it prints is the secret (pass show
            carddav/x, secret-tool lookup ...). It runs now, so a failing command
            is refused at once (exit 1, naming the service, never quoting what it
            printed). Otherwise the token is asked on the terminal with echo off,
            or read from the first line of standard input with --token-stdin,
            and stored encrypted under the vault key of the account logged in:
            with nobody logged in it is refused (exit 77). It is never printed.
            Connecting a service again replaces its account.

            --vdir DIR syncs with a vdir instead: a folder of one .vcf file a
            contact, as khard reads and edits it and vdirsyncer's filesystem
            storage keeps it. No user, server or secret: the folder must exist,
            be a folder, and be readable and writable (else exit 66 for one
            missing or not a folder, 1 for one that cannot be written in).
            --to BOOK (or --book BOOK) names the book here it syncs with (made
            when there is none); the default book without either.

            Examples:
              phonebook connect fastmail --user ada@fastmail.com --server https://carddav.fastmail.com \\
                  --password-command "pass show carddav/fastmail"
              phonebook connect home --user ada --server https://dav.example.org \\
                  --collection Work --to work --collection Family --to family --token-stdin < token.txt
              phonebook connect home --collection Shared --to shared
              phonebook connect khard --vdir ~/.contacts/family --to family
            """)

    @Argument(help: ArgumentHelp("The service: 1 to 32 lowercase letters, digits or '-'.", valueName: "service"),
              transform: CheckedArgument.parser { try ServiceName($0) })
    public var service: CheckedArgument<ServiceName>

    @Option(help: ArgumentHelp("Your user name at the service (not for --vdir).", valueName: "name"),
            transform: CheckedArgument.parser { try UserName($0) })
    public var user: CheckedArgument<UserName>?

    @Option(help: ArgumentHelp("Sync with this vdir folder (one .vcf file a contact, as khard and vdirsyncer keep "
                               + "them) instead of a server.", valueName: "folder"))
    public var vdir: String?

    @Option(help: ArgumentHelp("The CardDAV server, an https:// URL (http:// only for a loopback host).", valueName: "url"),
            transform: CheckedArgument.parser { try ThirdPartyAccount.serverURL($0) })
    public var server: CheckedArgument<URL>?

    @Option(help: ArgumentHelp("A server's address book to sync, by its display name (in any case), href or URL; "
                               + "repeat it for several, each followed by its --to.", valueName: "name|href"))
    public var collection: [String] = []

    @Option(help: ArgumentHelp("The book here the --collection before it syncs with (made when there is none); "
                               + "with --vdir, the folder's.", valueName: "book"))
    public var to: [String] = []

    /// With --vdir, the local book it syncs, as --to. For a server,
    /// `--collection`'s name before books here had names of their own:
    /// still taken, with a warning (`deprecatedBookWarning`).
    @Option(help: ArgumentHelp("With --vdir, the book here it syncs with, as --to.", valueName: "name"))
    public var book: String?

    /// The server's address books asked for, each with the book here it
    /// syncs with (nil: the default book), by either spelling.
    public var chosenCollections: [(collection: String, book: String?)] {
        guard vdir == nil else { return [] }
        let named = collection.isEmpty ? (book.map { [$0] } ?? []) : collection
        return named.enumerated().map { ($0.element, $0.offset < to.count ? to[$0.offset] : nil) }
    }

    /// The book here a vdir syncs with; nil: the default book.
    public var vdirBook: String? { vdir == nil ? nil : to.first ?? book }

    /// The line `connect --book` of a server warns with: it names the server's book there, a local book everywhere else.
    public var deprecatedBookWarning: String? {
        guard vdir == nil else { return nil }
        return book.map { _ in
            "phonebook: warning: connect --book is now --collection (--book names a book of this database "
                + "everywhere else); it is still taken here for a while"
        }
    }

    @Option(name: .customLong("ca-file"),
            help: ArgumentHelp("Trust the certificates in this PEM file instead of the system's.", valueName: "pem"))
    public var caFile: String?

    @Option(name: .customLong("pin-sha256"),
            help: ArgumentHelp("Require the server's public key to have this SHA-256 (sha256//BASE64).", valueName: "key"))
    public var pinSHA256: String?

    @Flag(help: "Store the account without contacting the server; the first sync discovers the address book.")
    public var noDiscover = false

    @Option(help: ArgumentHelp("A shell command that prints the secret on its first line (only the command is stored).",
                               valueName: "command"))
    public var passwordCommand: String?

    @Flag(help: "Read the token from the first line of standard input instead of the terminal.")
    public var tokenStdin = false

    public func validate() throws {
        if let vdir {
            try validateVdir(vdir)
            return
        }
        // Said before anything else is checked, as ArgumentParser says a missing argument. Without
        // --user and any server option, connect works on a service connected already (checked when run).
        // A name that is not a service's cannot be one connected already.
        let serverOnly = server != nil || caFile != nil || pinSHA256 != nil || noDiscover || passwordCommand != nil || tokenStdin
        guard user != nil || (!serverOnly && (try? service.validate()) != nil) else { throw Self.missingUser }
        try service.validate()
        try user?.validate()
        try server?.validate()
        try validatePairs()
        if let passwordCommand {
            guard PasswordCommand(passwordCommand) != nil else { throw ValidationError("the password command is empty") }
            guard !tokenStdin else { throw ValidationError("give --password-command or --token-stdin, not both") }
        }
        if user != nil, server == nil,
           let flag = [(!collection.isEmpty, "--collection"), (book != nil, "--book"), (!to.isEmpty, "--to"),
                       (caFile != nil, "--ca-file"), (pinSHA256 != nil, "--pin-sha256")].first(where: \.0)?.1 {
            throw ValidationError("\(flag) needs --server")
        }
        if let caFile, !FileManager.default.isReadableFile(atPath: caFile) {
            throw ValidationError("--ca-file \(caFile): no readable file there")
        }
        if let pinSHA256, pinnedKey(pinSHA256) == nil {
            throw ValidationError("--pin-sha256 takes sha256// and the base64 of a 32-byte SHA-256, e.g. sha256//\(String(repeating: "A", count: 43))=")
        }
    }

    /// What a missing `--user` is told, as ArgumentParser tells a missing argument.
    public static let missingUser = ValidationError("missing expected argument '--user <name>' (or '--vdir <folder>')")

    /// Each --to follows its --collection; a book and an address book are each named once.
    private func validatePairs() throws {
        if !collection.isEmpty, book != nil { throw ValidationError("give --collection, not --book as well") }
        if to.count > collection.count {
            throw ValidationError(collection.isEmpty ? "--to names the book an address book syncs with: give --collection first"
                                                     : "one --to for each --collection, each after its --collection")
        }
        if collection.count > 1, to.count != collection.count {
            throw ValidationError("with several --collection, give each its --to BOOK (the book here it syncs with)")
        }
        if noDiscover, !chosenCollections.isEmpty {
            throw ValidationError("--collection names an address book discovery finds: leave out --no-discover")
        }
        if let twice = Self.repeated(collection) { throw ValidationError("--collection \(twice) is given twice") }
        if let twice = Self.repeated(to) {
            throw ValidationError("--to \(twice) is given twice: a book syncs with one address book of a service")
        }
    }

    private static func repeated(_ values: [String]) -> String? {
        var seen = Set<String>()
        return values.first { !seen.insert($0).inserted }
    }

    /// A vdir takes no server, login or trust option, and one book here.
    private func validateVdir(_ folder: String) throws {
        try service.validate()
        guard !folder.isEmpty else { throw ValidationError("--vdir needs a folder") }
        let serverOptions: [(Bool, String)] = [
            (user != nil, "--user"), (server != nil, "--server"), (caFile != nil, "--ca-file"),
            (pinSHA256 != nil, "--pin-sha256"), (noDiscover, "--no-discover"), (!collection.isEmpty, "--collection"),
            (passwordCommand != nil, "--password-command"), (tokenStdin, "--token-stdin"),
        ]
        if let flag = serverOptions.first(where: \.0)?.1 {
            throw ValidationError("\(flag) is for a CardDAV server; a vdir takes no user, server or secret")
        }
        if to.count > 1 || (!to.isEmpty && book != nil) {
            throw ValidationError("a vdir syncs with one book here: give one --to (or --book)")
        }
        if let name = vdirBook {
            do {
                _ = try BookName(name)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    /// The CA file as an absolute path, so a sync run from elsewhere finds it.
    public var absoluteCAFile: String? {
        caFile.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    /// The pin as curl takes it ("sha256//BASE64"); "sha256//" may be left out.
    public var pinnedKeySHA256: String? { pinSHA256.flatMap(pinnedKey) }

    private func pinnedKey(_ text: String) -> String? {
        let key = text.hasPrefix("sha256//") ? String(text.dropFirst(8)) : text
        guard let bytes = Data(base64Encoded: key), bytes.count == 32 else { return nil }
        return "sha256//" + key
    }
}
