import Foundation
import Testing
import TestSupport

@Suite("Password prompts on a terminal")
struct PasswordPromptTests {
    let password = "analytical-engine-1843"

    @Test func theTerminalNeverEchoesThePasswordAndEchoIsRestored() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let created = try phonebookInTerminal(["account", "create", "--user", "ada", "--db", db], script: [
                ("Password: ", .type(password)), ("Repeat password: ", .type(password)),
            ])
            #expect(created.status == 0, "\(created.transcript)")
            #expect(created.transcript.contains("Created account ada."))
            #expect(!created.transcript.contains("analytical"), "\(created.transcript)")
            #expect(created.echoIsOnAfterwards)
            let login = try phonebookInTerminal(["login", "--user", "ada", "--db", db], script: [
                ("Password: ", .type(password)),
            ])
            #expect(login.status == 0)
            #expect(login.transcript.contains("Logged in as ada."))
            #expect(!login.transcript.contains("analytical"))
        }
    }

    @Test func passwordsThatDoNotMatchCreateNoAccount() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let result = try phonebookInTerminal(["account", "create", "--user", "ada", "--db", db], script: [
                ("Password: ", .type(password)), ("Repeat password: ", .type(password + "!")),
            ])
            #expect(result.status == 65)
            #expect(result.transcript.contains("phonebook: the passwords do not match"))
            let login = try phonebook("login", "--user", "ada", "--password-stdin", "--db", db, stdin: password + "\n")
            #expect(login.status == 77)
        }
    }

    @Test func controlCAtThePromptRestoresEcho() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let result = try phonebookInTerminal(["login", "--user", "ada", "--db", db], script: [
                ("Password: ", .interrupt),
            ])
            #expect(result.wasSignaled)
            #expect(result.status == SIGINT)
            #expect(result.echoIsOnAfterwards)
        }
    }

    @Test func theTokenPromptDoesNotEchoEither() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            // Logged in: a token is only taken to be stored encrypted in the vault.
            let password = "analytical-engine\n"
            #expect(try phonebook("account", "create", "--user", "ada", "--password-stdin", "--db", db, stdin: password).status == 0)
            #expect(try phonebook("login", "--user", "ada", "--password-stdin", "--db", db, stdin: password).status == 0)
            let result = try phonebookInTerminal(["connect", "google", "--user", "ada", "--db", db], script: [
                ("Token for google: ", .type("tok_9c1e7f3a2b")),
            ])
            #expect(result.status == 0, "\(result.transcript)")
            #expect(result.transcript.contains("Connected google as ada."))
            #expect(!result.transcript.contains("tok_"))
            #expect(result.echoIsOnAfterwards)
        }
    }
}
