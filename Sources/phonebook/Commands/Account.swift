import ArgumentParser

/// `phonebook account`: the group of commands on our own accounts.
struct Account: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Manage phonebook accounts.",
        discussion: """
            Examples:
              phonebook account create --user ada
              phonebook account passwd --user ada
              phonebook account delete ada
            """,
        subcommands: [AccountCreate.self, AccountPasswd.self, AccountDelete.self]
    )
}
