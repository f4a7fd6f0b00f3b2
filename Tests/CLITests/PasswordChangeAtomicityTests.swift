import Accounts
import Credentials
import Foundation
import Reading
import Store
import Testing
import TestSupport

/// `account passwd` re-seals every token under a new vault key in one
/// transaction: a kill -9 at any moment leaves the old password opening
/// every token, or the new one opening every token, never a mix.
@Suite("account passwd under kill -9")
struct PasswordChangeAtomicityTests {
    let ada = try! UserName("ada")
    let old = "analytical-engine"
    let new = "difference-engine"
    let tokens = ["fastmail": "tok_4b1d9e2a", "icloud": "tok_77c0ffee", "posteo": "tok_0ddba11"]

    private func runtime(in folder: URL) -> SessionFolder {
        .resolve(environment: ["XDG_RUNTIME_DIR": folder.appendingPathComponent("run").path])
    }

    /// A book with ada's account and three tokens in her vault, logged out.
    private func makeBook(at db: String, in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("run"), withIntermediateDirectories: true)
        let book = try AddressBook.open(at: db, options: OpenOptions(sessionFolder: runtime(in: folder)))
        try book.createAccount(user: ada, password: Secret(old))
        try book.logIn(user: ada, password: Secret(old))
        for (service, token) in tokens {
            try book.connect(service: try ServiceName(service), user: ada, serverURL: nil, secret: Secret(token))
        }
        try book.logOut()
    }

    /// Starts `account passwd` on `db` with both passwords on standard input.
    private func startPasswd(_ db: String, in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = Repository.binary
        process.arguments = ["account", "passwd", "--user", "ada", "--password-stdin", "--db", db]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = folder.appendingPathComponent("run").path
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("\(old)\n\(new)\n".utf8))
        try input.fileHandleForWriting.close()
        return process
    }

    /// Which password opens the vault now, having checked that it opens every token.
    private func passwordThatOpensEveryToken(_ db: String, in folder: URL) throws -> String? {
        let book = try AddressBook.open(at: db, options: OpenOptions(sessionFolder: runtime(in: folder)))
        for password in [old, new] {
            guard (try? book.logIn(user: ada, password: Secret(password))) != nil else { continue }
            for (service, token) in tokens {
                let secret = try book.thirdPartySecret(service: try ServiceName(service))
                #expect(secret.bytes == Array(token.utf8), "\(service) does not open after a kill, with the \(password == old ? "old" : "new") password")
            }
            try book.logOut()
            return password
        }
        return nil
    }

    @Test func aKillAtAnyMomentLeavesEveryTokenUnderTheOldKeyOrEveryOneUnderTheNew() throws {
        try withTemporaryDirectory { folder in
            // How long a whole change takes here, to spread the kills across it.
            let timing = folder.appendingPathComponent("timing.sqlite3").path
            try makeBook(at: timing, in: folder)
            let started = ContinuousClock.now
            let whole = try startPasswd(timing, in: folder)
            whole.waitUntilExit()
            #expect(whole.terminationStatus == 0)
            let duration = ContinuousClock.now - started
            #expect(try passwordThatOpensEveryToken(timing, in: folder) == new)

            var outcomes: [String] = []
            for step in 1...9 {
                let db = folder.appendingPathComponent("book-\(step).sqlite3").path
                try makeBook(at: db, in: folder)
                let process = try startPasswd(db, in: folder)
                Thread.sleep(forTimeInterval: duration / .seconds(1) * Double(step) / 10)
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                let opener = try passwordThatOpensEveryToken(db, in: folder)
                #expect(opener != nil, "after a kill at \(step)/10, neither password opens the vault")
                outcomes.append(opener == old ? "old" : opener == new ? "new" : "none")
            }
            // Kills early in the change leave the old password; the last ones may land after the commit.
            #expect(outcomes.first == "old", "\(outcomes)")
        }
    }
}
