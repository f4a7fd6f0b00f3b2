import Accounts
@testable import phonebook
import Store
import Testing
import TestSupport

@Suite("Errors become a message and an exit status in one place")
struct ErrorReportingTests {
    @Test func eachKindOfFailureGetsItsMessageAndDocumentedStatus() {
        struct Unforeseen: Error, CustomStringConvertible { var description: String { "something unforeseen" } }
        let cases: [(any Error, String, phonebook.ExitStatus)] = [
            (CommandFailure(message: "no contact named \"x\"", status: .failure), "no contact named \"x\"", .failure),
            (AuthError.wrongCredentials, "wrong user name or password", .permissionDenied),
            (AuthError.emptySecret, "the token is empty", .dataError),
            (StoreError.noDatabase(path: "/p"), StoreError.noDatabase(path: "/p").description, .noInput),
            (StoreError.diskFull(path: "/p"), StoreError.diskFull(path: "/p").description, .database),
            (SettingError.unknownKey("colour"), SettingError.unknownKey("colour").description, .usage),
            (Unforeseen(), "something unforeseen", .failure),
        ]
        for (error, message, status) in cases {
            let failure = CommandFailure(reporting: error)
            #expect(failure.message == message)
            #expect(failure.status == status, "\(error)")
        }
    }

    @Test func aCommandsFailureIsOneLineWithItsStatusAndArgumentParsersOwnStayItsOwn() throws {
        try withTemporaryDirectory { folder in
            let missing = folder.appendingPathComponent("none.sqlite3").path
            let failed = try phonebook("info", "--db", missing)
            #expect(failed.status == 66)
            #expect(failed.stderr.hasPrefix("phonebook: no address book at "))
            #expect(failed.stderr.filter { $0 == "\n" }.count == 1)
            let help = try phonebook("help", "login")  // ArgumentParser's help command, run like ours
            #expect(help.status == 0 && help.stderr.isEmpty)
            #expect(help.stdout.hasPrefix("OVERVIEW: Log in"))
            let group = try phonebook("account")  // a group's run() asks for its help
            #expect(group.status == 0 && group.stdout.contains("SUBCOMMANDS:"))
        }
    }

    /// A typed argument keeps the domain's words and ArgumentParser's usage
    /// (ArgumentParser's own wording for a failed transform would add
    /// "The value '…' is invalid for …"), and a missing argument is still said first.
    @Test(arguments: [
        (["connect", "my_service", "--user", "ada"],
         "phonebook: invalid service name 'my_service': use 1 to 32 lowercase letters, digits or '-'\n"
            + "Usage: phonebook connect [<options>] <service>\n"),
        (["connect", "google", "--user", " ada"],
         "phonebook: invalid user name ' ada': use 1 to 254 characters, without control characters or spaces at either end\n"
            + "Usage: phonebook connect [<options>] <service>\n"),
        (["connect", "google", "--user", "ada", "--server", "ftp://x"],
         "phonebook: invalid server URL 'ftp://x': use an absolute https:// URL (http:// only for 127.0.0.1, ::1 or localhost)\n"
            + "Usage: phonebook connect [<options>] <service>\n"),
        (["login", "--user", ""],
         "phonebook: invalid user name '': use 1 to 254 characters, without control characters or spaces at either end\n"
            + "Usage: phonebook login [--db <path>] --user <name> [--password-stdin]\n"),
        (["settings", "get", "colour"],
         "phonebook: unknown setting 'colour'; the settings are: sort-order, display-order, page-size, region, history-days, history-entries, session-timeout\n"
            + "Usage: phonebook settings get [--db <path>] <key>\n"),
        (["connect", "my_service"],
         "phonebook: missing expected argument '--user <name>' (or '--vdir <folder>')\n"
            + "Usage: phonebook connect [<options>] <service>\n"),
    ])
    func aBadValueIsAUsageErrorInTheDomainsWords(arguments: [String], expected: String) throws {
        let result = try phonebook(arguments: arguments)  // refused before any database or prompt
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(expected), "\(result.stderr)")
    }
}
