import Accounts
import ArgumentParser
import Store

/// `phonebook logout`: ends the session; succeeds when there was none, so scripts can always call it.
struct Logout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "Log out (exit 0 also when nobody was logged in).",
        discussion: """
            Examples:
              phonebook logout
            """)

    @OptionGroup var database: DatabaseOptions

    func run() throws {
        // No address book: nobody can be logged in, and nothing is created to say so.
        let loggedOut = try database.openIfPresent()?.logOut() ?? false
        print(loggedOut ? "Logged out." : "Not logged in.")
    }
}
