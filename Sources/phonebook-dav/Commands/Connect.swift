import Accounts
import ArgumentParser
import Credentials
import DAV
import Foundation
import Reporting
import SharedOptions
import Store
import SyncState
import Vdir

/// `connect`, run for phonebook: discovers the account's address books,
/// chooses those to sync and the book here each syncs with, and only then
/// stores the account and its choices in one transaction, so a wrong
/// secret, an unreachable server or an ambiguous choice leaves nothing
/// behind. With `--vdir`, checks the folder and stores it (`connectVdir`);
/// without `--user`, changes what a connected service syncs (Connect+Collections).
struct Connect: ParsableCommand {
    static let configuration = ConnectOptions.configuration

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var options: ConnectOptions

    func run() throws {
        if let folder = options.vdir { return try connectVdir(folder) }
        if let warning = options.deprecatedBookWarning { StandardError.write(warning) }
        guard let user = try options.user?.value else { return try changeCollections() }
        let (service, serverURL) = (try options.service.value, try options.server?.value)
        let book = try database.open()
        let (credential, secret) = try credential(for: service, in: book)
        var access = ServerAccess(caFile: options.absoluteCAFile, pinnedKeySHA256: options.pinnedKeySHA256)
        var plan = CollectionPlan()
        if let serverURL, !options.noDiscover {
            let endpoint = DAVEndpoint(url: serverURL.absoluteString, user: user.rawValue,
                                       password: String(decoding: secret.bytes, as: UTF8.self),
                                       caFile: access.caFile, pinnedKeySHA256: access.pinnedKeySHA256,
                                       userAgent: "phonebook/\(PhonebookVersion.current)")
            let client = try CardDAVClient(endpoint)
            let found = try client.discover()
            access.authScheme = client.authScheme.rawValue
            plan = try choose(among: found, service: service, server: serverURL.absoluteString, in: book)
            let syncs = Dictionary(plan.choices.map { ($0.url, $0.book) }, uniquingKeysWith: { first, _ in first })
                .merging(try book.syncCollections(service: service.rawValue).filter { plan.keep($0.url) }
                    .map { ($0.url, $0.bookName) }, uniquingKeysWith: { chosen, _ in chosen })
            StandardOutput.write(BookChoice.listing(found, syncs: syncs))
            for info in found where info.readOnly && syncs[info.url] != nil {
                StandardError.write("phonebook: warning: \"\(info.displayName ?? info.href)\" is read-only for \(user); "
                                    + "sync only fetches")
            }
        } else if let serverURL {
            // Nothing discovered: the collections of the same server keep syncing.
            plan.keep = { URL(string: $0).map { Self.origin($0) == Self.origin(serverURL) } ?? false }
        }
        var lines: [String] = []
        try book.connect(service: service, user: user, serverURL: serverURL, credential: credential, access: access) {
            lines = try plan.store(in: book, service: service.rawValue)
        }
        for line in lines { StandardOutput.write(line) }
        let synced = try book.syncCollections(service: service.rawValue)
        if !synced.isEmpty {
            StandardOutput.write("Connected \(service) as \(user): syncs \(CollectionPlan.described(synced)).")
        } else if serverURL != nil {
            StandardOutput.write("Connected \(service) as \(user); the first sync finds the address book.")
        } else {
            StandardOutput.write("Connected \(service) as \(user).")
        }
    }

    /// The address books to sync: those named; without any, the ones the
    /// service synced already that the server still lists, else the first
    /// choice (`BookChoice.first`). A synced one the server no longer lists
    /// is forgotten.
    private func choose(among found: [AddressBookInfo], service: ServiceName, server: String,
                        in book: AddressBook) throws -> CollectionPlan {
        let listed = Set(found.map(\.url))
        var plan = CollectionPlan(keep: { listed.contains($0) })
        plan.choices = try BookChoice.named(options.chosenCollections, in: found, defaultBook: book.defaultBook().name)
        let kept = try book.syncCollections(service: service.rawValue).filter { listed.contains($0.url) }
        if plan.choices.isEmpty, kept.isEmpty {
            plan.choices = try BookChoice.first(of: found, service: service, server: server, in: book)
        }
        return plan
    }

    /// A vdir: nothing is stored unless the folder can be synced; it syncs
    /// with the book --to (or --book) names, made when there is none, else the default book.
    private func connectVdir(_ given: String) throws {
        let service = try options.service.value
        let folder = VdirFolderCheck.absolute(given)
        try VdirFolderCheck.check(folder)
        let book = try database.open()
        let name = try options.vdirBook ?? book.defaultBook().name
        let plan = CollectionPlan(choices: [CollectionChoice(url: folder, name: nil, book: name)])
        var lines: [String] = []
        try book.connectVdir(service: service, folder: folder) {
            lines = try plan.store(in: book, service: service.rawValue)
        }
        for line in lines { StandardOutput.write(line) }
        let target = try book.defaultBook().name == name ? "the default book" : "the book \(name)"
        StandardOutput.write("Connected \(service): syncs \(target) with the vdir \(folder).")
    }

    /// What to store, and the secret itself for discovery: a password
    /// command runs now (a failing one is refused before anything is
    /// stored); a token is read only when someone is logged in to seal it.
    private func credential(for service: ServiceName, in book: AddressBook) throws -> (NewCredential, Secret) {
        if let command = options.passwordCommand.flatMap(PasswordCommand.init) {
            do {
                return (.passwordCommand(command), try command.run())
            } catch {
                throw VaultError.passwordCommandFailed(service: service, error)
            }
        }
        // Refused before asking, so nobody types a token only to be told to log in.
        guard try book.vaultState().user != nil else { throw VaultError.tokenNeedsLogin }
        let input = SecretInput(noun: "token", flag: "--token-stdin", fromStandardInput: options.tokenStdin)
        let token = try input.read(prompt: "Token for \(service): ")
        guard !token.isEmpty else { throw AuthError.emptySecret }
        return (.token(token), token)
    }

    /// Scheme, host and port, as a server's credentials are kept to.
    static func origin(_ url: URL) -> String {
        "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? ""):\(url.port.map(String.init) ?? "")"
    }
}
