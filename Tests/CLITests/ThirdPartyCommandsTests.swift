import Foundation
import Testing
import TestSupport

@Suite("phonebook connect and disconnect")
struct ThirdPartyCommandsTests {
    let token = "tok_9c1e7f3a2b"

    /// Logs ada in on `db`, with her session kept in `folder/run`; returns the environment to run with.
    private func logInAda(_ db: String, _ folder: URL) throws -> [String: String] {
        let run = folder.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        let environment = ["XDG_RUNTIME_DIR": run.path]
        let password = "analytical-engine\n"
        #expect(try phonebook("account", "create", "--user", "ada", "--password-stdin", "--db", db, stdin: password).status == 0)
        #expect(try phonebook("login", "--user", "ada", "--password-stdin", "--db", db, stdin: password,
                              environment: environment).status == 0)
        return environment
    }

    @Test func connectStoresTheAccountAndNoOutputEverShowsTheToken() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            var outputs: [CommandResult] = []
            let environment = try logInAda(db, folder)
            let connect = try phonebook("connect", "fastmail", "--user", "ada@example.org",
                                        "--server", "https://carddav.fastmail.com/", "--no-discover", "--token-stdin", "--db", db,
                                        stdin: token + "\n", environment: environment)
            #expect(connect.status == 0, "\(connect.stderr)")
            #expect(connect.stdout == "Connected fastmail as ada@example.org; the first sync finds the address book.\n")
            outputs.append(connect)
            let info = try phonebook("info", "--db", db)
            #expect(info.stdout.contains("connected:      fastmail\n"))
            let json = try phonebook("info", "--db", db, "--format", "json")
            #expect(json.stdout.contains("\"connectedServices\":[\"fastmail\"]"))
            outputs += [info, json, try phonebook("help", "connect"),
                        try phonebook("connect", "fastmail", "--user", "ada", "--token-stdin", "--db", db, stdin: "\n",
                                      environment: environment)]
            for output in outputs {
                #expect(!output.stdout.contains("tok_") && !output.stderr.contains("tok_"))
            }
            // The token is stored (a later sync needs it), encrypted, in the private database file.
            let mode = try FileManager.default.attributesOfItem(atPath: db)[.posixPermissions] as? Int
            #expect(mode == 0o600)
        }
    }

    @Test func anEmptyTokenIsRefused() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let environment = try logInAda(db, folder)
            let result = try phonebook("connect", "google", "--user", "ada", "--token-stdin", "--db", db, stdin: "\n",
                                       environment: environment)
            #expect(result.status == 65)
            #expect(result.stderr == "phonebook: the token is empty\n")
        }
    }

    @Test func syncStatusWithNothingConnectedSaysHowToConnect() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            #expect(try phonebook("connect", "google", "--user", "ada", "--password-command", "echo " + token,
                                  "--db", db).status == 0)
            #expect(try phonebook("disconnect", "google", "--db", db).status == 0)
            let status = try phonebook("sync", "status", "--db", db)
            #expect(status.status == 0, "\(status.stderr)")
            #expect(status.stdout == "No service is connected: phonebook connect SERVICE --user NAME --server URL ...\n")
            #expect(try phonebook("sync", "status", "--format", "json", "--db", db).stdout == "[]\n")
        }
    }

    @Test func disconnectForgetsAndExits1WhenNotConnected() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            #expect(try phonebook("connect", "google", "--user", "ada", "--password-command", "echo " + token,
                                  "--db", db).status == 0)
            let first = try phonebook("disconnect", "google", "--db", db)
            #expect(first.status == 0 && first.stdout == "Disconnected google.\n")
            #expect(try phonebook("info", "--db", db).stdout.contains("connected:      -\n"))
            let second = try phonebook("disconnect", "google", "--db", db)
            #expect(second.status == 1)
            #expect(second.stderr == "phonebook: google is not connected\n")
        }
    }

    @Test(arguments: [["connect", "Google", "--user", "ada", "--token-stdin"],
                      ["connect", "google", "--user", "ada", "--server", "ftp://x", "--token-stdin"],
                      ["connect", "google", "--user", " ada", "--token-stdin"],
                      ["disconnect", "my_service"]])
    func badNamesAndURLsAreUsageErrors(arguments: [String]) throws {
        let result = try phonebook(arguments: arguments, stdin: token + "\n")
        #expect(result.status == 64)
        #expect(result.stderr.contains("invalid"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: phonebook"))
    }
}
