import Accounts
import ArgumentParser
import Credentials
import DAV
import Foundation
import Reporting
import SharedOptions
import Store
import Vdir

/// `connect`, run for phonebook: discovers the account's address books,
/// chooses one, and only then stores the account, so a wrong secret, an
/// unreachable server or an ambiguous choice leaves nothing behind. With
/// `--vdir`, checks the folder and stores it (`connectVdir`).
struct Connect: ParsableCommand {
    static let configuration = ConnectOptions.configuration

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var options: ConnectOptions

    func run() throws {
        if let folder = options.vdir { return try connectVdir(folder) }
        if let warning = options.deprecatedBookWarning { StandardError.write(warning) }
        guard let user = try options.user?.value else { throw ValidationError("missing expected argument '--user <name>'") }
        let (service, serverURL) = (try options.service.value, try options.server?.value)
        let book = try database.open()
        let (credential, secret) = try credential(for: service, in: book)
        var chosen = CardDAVBook(caFile: options.absoluteCAFile, pinnedKeySHA256: options.pinnedKeySHA256)
        if let serverURL, !options.noDiscover {
            let endpoint = DAVEndpoint(url: serverURL.absoluteString, user: user.rawValue,
                                       password: String(decoding: secret.bytes, as: UTF8.self),
                                       caFile: chosen.caFile, pinnedKeySHA256: chosen.pinnedKeySHA256,
                                       userAgent: "phonebook/\(PhonebookVersion.current)")
            let client = try CardDAVClient(endpoint)
            let found = try client.discover()
            chosen.authScheme = client.authScheme.rawValue
            let pick = try BookChoice.choose(from: found, named: options.chosenCollection, service: service,
                                             server: serverURL.absoluteString)
            StandardOutput.write(BookChoice.listing(found, chosen: pick))
            chosen.url = pick.url
            chosen.displayName = pick.displayName
            if pick.readOnly {
                StandardError.write("phonebook: warning: the address book is read-only for \(user); sync only fetches")
            }
        }
        try book.connect(service: service, user: user, serverURL: serverURL, credential: credential, book: chosen)
        if let url = chosen.url {
            StandardOutput.write("Connected \(service) as \(user): syncs with \(chosen.displayName.map { "\"\($0)\" at " } ?? "")\(url).")
        } else if serverURL != nil {
            StandardOutput.write("Connected \(service) as \(user); the first sync finds the address book.")
        } else {
            StandardOutput.write("Connected \(service) as \(user).")
        }
    }

    /// A vdir: nothing is stored unless the folder can be synced.
    private func connectVdir(_ given: String) throws {
        let service = try options.service.value
        let folder = VdirFolderCheck.absolute(given)
        try VdirFolderCheck.check(folder)
        let book = try database.open()
        try book.connectVdir(service: service, folder: folder)
        StandardOutput.write("Connected \(service): syncs the default book with the vdir \(folder).")
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
}
