import Foundation
import Testing
import TestSupport

@Suite("phonebook connect with the vault, account passwd and delete")
struct VaultCommandsTests {
    let password = "analytical-engine-1843"
    /// Distinctive, so a byte scan cannot find it by chance.
    let token = "tok_Q7v2ZxK9pL4w"

    /// Runs phonebook on `db` with its sessions in `folder/run`.
    private func run(_ arguments: [String], _ folder: URL, stdin: String? = nil) throws -> CommandResult {
        try phonebook(arguments: arguments + ["--db", db(folder)], stdin: stdin,
                      environment: ["XDG_RUNTIME_DIR": runtime(folder)])
    }

    private func db(_ folder: URL) -> String { folder.appendingPathComponent("p.sqlite3").path }

    private func runtime(_ folder: URL) throws -> String {
        let run = folder.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        return run.path
    }

    private func createAndLogIn(_ folder: URL) throws {
        #expect(try run(["account", "create", "--user", "ada", "--password-stdin"], folder, stdin: password + "\n").status == 0)
        let login = try run(["login", "--user", "ada", "--password-stdin"], folder, stdin: password + "\n")
        #expect(login.status == 0, "\(login.stderr)")
    }

    @Test func aPasswordCommandIsStoredAndItsTokenNeverIs() throws {
        try withTemporaryDirectory { folder in
            let script = folder.appendingPathComponent("token.sh")
            try "#!/bin/sh\necho \(token)\n".write(to: script, atomically: true, encoding: .utf8)
            #expect(chmod(script.path, 0o700) == 0)
            let connect = try run(["connect", "fastmail", "--user", "ada@example.org", "--server", "https://carddav.fastmail.com/",
                                   "--no-discover", "--password-command", script.path], folder)
            #expect(connect.status == 0, "\(connect.stderr)")
            #expect(connect.stdout == "Connected fastmail as ada@example.org; the first sync finds the address book.\n")
            let outputs = [connect, try run(["info"], folder), try run(["info", "--format", "json"], folder)]
            for output in outputs {
                #expect(!output.stdout.contains("tok_") && !output.stderr.contains("tok_"))
            }
            #expect(outputs[1].stdout.contains("connected:      fastmail\n"))
            #expect(ClearTokenBook.filesHolding(token, database: db(folder)).isEmpty)
        }
    }

    @Test func aFailingPasswordCommandNamesTheServiceNotItsOutput() throws {
        try withTemporaryDirectory { folder in
            for command in ["echo tok_printed; exit 3", "true"] {
                let result = try run(["connect", "google", "--user", "ada", "--password-command", command], folder)
                #expect(result.status == 1)
                #expect(result.stderr.hasPrefix("phonebook: the password command of google "), "\(result.stderr)")
                #expect(!result.stderr.contains("tok_") && !result.stdout.contains("tok_"))
            }
            #expect(try run(["info"], folder).stdout.contains("connected:      -\n"))
        }
    }

    @Test func aTokenIsRefusedLoggedOutAndStoredEncryptedLoggedIn() throws {
        try withTemporaryDirectory { folder in
            let refused = try run(["connect", "fastmail", "--user", "ada", "--token-stdin"], folder, stdin: token + "\n")
            #expect(refused.status == 77)
            #expect(refused.stderr == "phonebook: log in first so the token can be stored encrypted, or use --password-command\n")
            try createAndLogIn(folder)
            let connect = try run(["connect", "fastmail", "--user", "ada", "--token-stdin"], folder, stdin: token + "\n")
            #expect(connect.status == 0, "\(connect.stderr)")
            let info = try run(["info"], folder)
            #expect(info.stdout.contains("vault:          unlocked until "), "\(info.stdout)")
            let json = try run(["info", "--format", "json"], folder)
            #expect(json.stdout.contains("\"vaultUnlocked\":true"))
            #expect(json.stdout.contains("\"clearTextTokens\":[]"))
            for output in [connect, info, json] {
                #expect(!output.stdout.contains("tok_") && !output.stderr.contains("tok_"))
            }
            #expect(ClearTokenBook.filesHolding(token, database: db(folder)).isEmpty)
            // The session's key file is not the token either.
            let sessions = folder.appendingPathComponent("run/phonebook")
            for file in try FileManager.default.contentsOfDirectory(atPath: sessions.path) {
                #expect(try Data(contentsOf: sessions.appendingPathComponent(file)).range(of: Data(token.utf8)) == nil)
            }
            #expect(try run(["logout"], folder).stdout == "Logged out.\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: sessions.path).isEmpty)
            #expect(try run(["info"], folder).stdout.contains("vault:          locked\n"))
        }
    }

    @Test func aClearTokenFromBeforeTheVaultIsEncryptedAtTheNextLogin() throws {
        try withTemporaryDirectory { folder in
            try ClearTokenBook.write(at: db(folder), user: "ada", password: password, service: "fastmail",
                                     oldToken: "tok_OLD_8h3Jq0", token: token)
            let warned = try run(["info"], folder)
            #expect(warned.status == 0)
            #expect(warned.stderr == "phonebook: warning: the token of fastmail is stored in the clear; "
                    + "log in to encrypt it, or reconnect with --password-command\n")
            #expect(try run(["info", "--format", "json"], folder).stdout.contains("\"clearTextTokens\":[\"fastmail\"]"))
            let login = try run(["login", "--user", "ada", "--password-stdin"], folder, stdin: password + "\n")
            #expect(login.status == 0, "\(login.stderr)")
            #expect(login.stderr == "phonebook: the token of fastmail was stored in the clear; it is now encrypted\n")
            let info = try run(["info"], folder)
            #expect(info.stderr.isEmpty && info.stdout.contains("connected:      fastmail\n"))
            for needle in [token, "tok_OLD_8h3Jq0"] {
                #expect(ClearTokenBook.filesHolding(needle, database: db(folder)).isEmpty, "\(needle)")
            }
        }
    }

    @Test func anUnsafeSessionFolderIsRefusedWith77() throws {
        try withTemporaryDirectory { folder in
            #expect(try run(["account", "create", "--user", "ada", "--password-stdin"], folder, stdin: password + "\n").status == 0)
            let sessions = folder.appendingPathComponent("run/phonebook").path
            try FileManager.default.createDirectory(atPath: sessions, withIntermediateDirectories: true)
            #expect(chmod(sessions, 0o755) == 0)
            let login = try run(["login", "--user", "ada", "--password-stdin"], folder, stdin: password + "\n")
            #expect(login.status == 77)
            #expect(login.stderr == "phonebook: the session folder \(sessions) is not safe to keep a key in: "
                    + "other users can use it (mode 755); it must be 700; remove it, or set XDG_RUNTIME_DIR to a folder of your own\n")
        }
    }

    @Test func passwdKeepsTheTokenWithTheNewPasswordOnly() throws {
        try withTemporaryDirectory { folder in
            try createAndLogIn(folder)
            #expect(try run(["connect", "fastmail", "--user", "ada", "--token-stdin"], folder, stdin: token + "\n").status == 0)
            let wrong = try run(["account", "passwd", "--user", "ada", "--password-stdin"], folder,
                                stdin: "not-it-at-all\nnew-password-99\n")
            #expect(wrong.status == 77 && wrong.stderr == "phonebook: wrong user name or password\n")
            let changed = try run(["account", "passwd", "--user", "ada", "--password-stdin"], folder,
                                  stdin: password + "\nnew-password-99\n")
            #expect(changed.status == 0 && changed.stdout == "Changed the password of ada.\n", "\(changed.stderr)")
            #expect(try run(["logout"], folder).status == 0)
            #expect(try run(["login", "--user", "ada", "--password-stdin"], folder, stdin: password + "\n").status == 77)
            #expect(try run(["login", "--user", "ada", "--password-stdin"], folder, stdin: "new-password-99\n").status == 0)
            #expect(try run(["info"], folder).stdout.contains("logged in as:   ada\n"))
        }
    }

    @Test func deleteAsksOrNeedsYesAndTakesTheSealedServices() throws {
        try withTemporaryDirectory { folder in
            try createAndLogIn(folder)
            #expect(try run(["connect", "fastmail", "--user", "ada", "--token-stdin"], folder, stdin: token + "\n").status == 0)
            let unasked = try run(["account", "delete", "ada", "--password-stdin"], folder, stdin: password + "\n")
            #expect(unasked.status == 64)
            #expect(unasked.stderr.contains("pass --yes"), "\(unasked.stderr)")
            let wrong = try run(["account", "delete", "ada", "--yes", "--password-stdin"], folder, stdin: "guess-guess\n")
            #expect(wrong.status == 77)
            let deleted = try run(["account", "delete", "ada", "--yes", "--password-stdin"], folder, stdin: password + "\n")
            #expect(deleted.status == 0, "\(deleted.stderr)")
            #expect(deleted.stdout == "Deleted account ada and disconnected fastmail.\n")
            let info = try run(["info"], folder).stdout
            #expect(info.contains("logged in as:   -\n") && info.contains("connected:      -\n"))
            #expect(try run(["account", "delete", "ada", "--yes", "--password-stdin"], folder, stdin: password + "\n").status == 1)
        }
    }
}
