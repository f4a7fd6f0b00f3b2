import Foundation
import Testing
import TestSupport

@Suite("phonebook account create, login, logout")
struct AuthCommandsTests {
    let password = "analytical-engine-1843"

    @Test func aSessionSurvivesRestartsAndLogoutClearsIt() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let created = try phonebook("account", "create", "--user", "ada", "--password-stdin", "--db", db,
                                        stdin: password + "\n")
            #expect(created.status == 0, "\(created.stderr)")
            #expect(created.stdout == "Created account ada.\n")
            #expect(try loggedInUser(db) == "-")
            let login = try phonebook("login", "--user", "ada", "--password-stdin", "--db", db, stdin: password + "\r\n")
            #expect(login.status == 0, "\(login.stderr)")
            #expect(login.stdout == "Logged in as ada.\n")
            #expect(try loggedInUser(db) == "ada")  // a new process: the session was persisted
            let logout = try phonebook("logout", "--db", db)
            #expect(logout.status == 0 && logout.stdout == "Logged out.\n")
            #expect(try loggedInUser(db) == "-")
            let again = try phonebook("logout", "--db", db)
            #expect(again.status == 0 && again.stdout == "Not logged in.\n")
        }
    }

    @Test func aWrongPasswordOrUnknownUserExits77WithoutASession() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            try createAda(db)
            for (user, attempt) in [("ada", password + "x"), ("ada", ""), ("bob", password)] {
                let result = try phonebook("login", "--user", user, "--password-stdin", "--db", db, stdin: attempt + "\n")
                #expect(result.status == 77)
                #expect(result.stderr == "phonebook: wrong user name or password\n")
                #expect(result.stdout.isEmpty)
                #expect(try loggedInUser(db) == "-")
            }
        }
    }

    @Test func repeatedFailuresLockOutEvenTheRightPassword() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            try createAda(db)
            for _ in 1...3 {
                let wrong = try phonebook("login", "--user", "ada", "--password-stdin", "--db", db, stdin: "guess-guess\n")
                #expect(wrong.status == 77)
            }
            let refused = try phonebook("login", "--user", "ada", "--password-stdin", "--db", db, stdin: password + "\n")
            #expect(refused.status == 77)
            #expect(refused.stderr.hasPrefix("phonebook: too many failed attempts; try again in "), "\(refused.stderr)")
            #expect(refused.stderr.hasSuffix(" s\n"))
            #expect(try loggedInUser(db) == "-")
        }
    }

    @Test func theDatabaseFileNeverHoldsThePassword() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            try createAda(db)
            #expect(try phonebook("login", "--user", "ada", "--password-stdin", "--db", db, stdin: password + "\n").status == 0)
            let needle = Data(password.utf8)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
                #expect(bytes.range(of: needle) == nil, "\(file) contains the password")
                #expect(bytes.range(of: Data("analytical".utf8)) == nil, "\(file) contains part of the password")
            }
        }
    }

    @Test func accountCreationRefusesShortPasswordsAndTakenNames() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let short = try phonebook("account", "create", "--user", "ada", "--password-stdin", "--db", db, stdin: "1234567\n")
            #expect(short.status == 65)
            #expect(short.stderr == "phonebook: the password is too short: use at least 8 characters\n")
            let empty = try phonebook("account", "create", "--user", "ada", "--password-stdin", "--db", db, stdin: "")
            #expect(empty.status == 65)
            #expect(empty.stderr == "phonebook: the password is empty\n")
            try createAda(db)
            let taken = try phonebook("account", "create", "--user", "ada", "--password-stdin", "--db", db,
                                      stdin: "another-password\n")
            #expect(taken.status == 1)
            #expect(taken.stderr == "phonebook: an account named 'ada' already exists\n")
        }
    }

    @Test func withoutATerminalThePasswordMustComeFromStdinExplicitly() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            for arguments in [["account", "create", "--user", "ada"], ["login", "--user", "ada"]] {
                let result = try phonebook(arguments: arguments + ["--db", db], stdin: password + "\n")
                #expect(result.status == 64)
                #expect(result.stderr.contains("pass --password-stdin"), "\(result.stderr)")
            }
        }
    }

    @Test func noOptionTakesAPasswordOnTheCommandLine() throws {
        // Arguments are visible to every user in `ps`; the only ways in are stdin and the terminal.
        for command in [["account", "create"], ["login"], ["connect", "google"]] {
            let help = try phonebook(arguments: command + ["--help"])
            #expect(help.status == 0)
            for option in help.stdout.split(separator: "\n") where option.contains("--") {
                // --password-command takes a command that prints the token, never the token.
                #expect(!(option.contains("password") || option.contains("token")) || option.contains("-stdin")
                        || option.contains("--password-command"), "\(option)")
            }
            let attempt = try phonebook(arguments: command + ["--user", "ada", "--password", password])
            #expect(attempt.status == 64)
        }
    }

    private func createAda(_ db: String) throws {
        let result = try phonebook("account", "create", "--user", "ada", "--password-stdin", "--db", db, stdin: password + "\n")
        #expect(result.status == 0, "\(result.stderr)")
    }

    private func loggedInUser(_ db: String) throws -> String? {
        let info = try phonebook("info", "--db", db)
        return info.stdout.split(separator: "\n").first { $0.hasPrefix("logged in as:") }
            .map { $0.dropFirst("logged in as:".count).trimmingCharacters(in: .whitespaces) }
    }
}
