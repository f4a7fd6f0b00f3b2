import ArgumentParser
import Foundation
import Store

/// `phonebook connect SERVICE --user NAME`: stores a third-party account for a later sync.
struct Connect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Connect a third-party account (kept for CardDAV sync); the token is never an argument.",
        discussion: """
            On a terminal the token (or app password) is asked with echo off;
            with --token-stdin it is the first line of standard input. It is
            stored in the database (mode 0600) and never printed. Connecting
            a service again replaces its account.
            """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The service: 1 to 32 lowercase letters, digits or '-'.", valueName: "service"),
              transform: CheckedArgument.parser { try ServiceName($0) })
    var service: CheckedArgument<ServiceName>

    @Option(help: ArgumentHelp("Your user name at the service.", valueName: "name"),
            transform: CheckedArgument.parser { try UserName($0) })
    var user: CheckedArgument<UserName>

    @Option(help: ArgumentHelp("The CardDAV server, an https:// URL.", valueName: "url"),
            transform: CheckedArgument.parser { try ThirdPartyAccount.serverURL($0) })
    var server: CheckedArgument<URL>?

    @Flag(help: "Read the token from the first line of standard input instead of the terminal.")
    var tokenStdin = false

    func validate() throws {
        try service.validate()
        try user.validate()
        try server?.validate()
    }

    func run() throws {
        let (service, user, serverURL) = (try self.service.value, try self.user.value, try server?.value)
        let book = try database.open()
        let input = SecretInput(noun: "token", flag: "--token-stdin", fromStandardInput: tokenStdin)
        let token = try input.read(prompt: "Token for \(service): ")
        try book.connect(service: service, user: user, serverURL: serverURL, secret: token)
        print("Connected \(service) as \(user).")
    }
}
