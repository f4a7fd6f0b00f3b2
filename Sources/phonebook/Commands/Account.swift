import ArgumentParser

/// `phonebook account`: the group of commands on our own accounts.
struct Account: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Manage phonebook accounts.",
        subcommands: [AccountCreate.self, AccountPasswd.self, AccountDelete.self]
    )
}
