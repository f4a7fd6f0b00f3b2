@testable import Accounts
import Credentials
import Foundation
@testable import Reading
import Testing
import TestSupport
@testable import Store

/// A session's ticket opens the vault only together with its live session
/// row: a copy of the ticket made during a session opens nothing once that
/// session has ended, by logout, a new password or the timeout.
@Suite("Session tickets: a copied ticket dies with its session")
struct SessionTicketTests {
    let ada = try! UserName("ada")
    let password = Secret("analytical-engine")
    let newPassword = Secret("difference-engine")
    let cheap = ScryptParameters(cost: 1 << 10, blockSize: 8, parallelization: 1)
    let fastmail = try! ServiceName("fastmail")
    let icloud = try! ServiceName("icloud")
    let token = Secret("tok_4b1d9e2a")
    let otherToken = Secret("tok_77c0ffee")

    /// A book in `folder` with ada logged in at 1,000 and two tokens sealed in her vault.
    private func loggedInBook(in folder: URL) throws -> AddressBook {
        let run = folder.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        let book = try AddressBook.open(at: folder.appendingPathComponent("book.sqlite3").path,
                                        options: OpenOptions(sessionFolder: .resolve(environment: ["XDG_RUNTIME_DIR": run.path])))
        try book.createAccount(user: ada, password: password, parameters: cheap)
        try book.logIn(user: ada, password: password, now: 1_000)
        try book.connect(service: fastmail, user: ada, serverURL: nil, secret: token, now: 1_000)
        try book.connect(service: icloud, user: ada, serverURL: nil, secret: otherToken, now: 1_000)
        return book
    }

    private func ticketFile(in folder: URL) throws -> String {
        let sessions = folder.appendingPathComponent("run/phonebook").path
        let names = try FileManager.default.contentsOfDirectory(atPath: sessions)
        try #require(names.count == 1, "\(names)")
        return sessions + "/" + names[0]
    }

    /// Puts `copy` back where the ticket goes, as someone who kept it would.
    private func restore(_ copy: Data, to path: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        #expect(FileManager.default.createFile(atPath: path, contents: copy, attributes: [.posixPermissions: 0o600]))
    }

    @Test func aTicketCopiedBeforeLogoutOpensNothingAfterIt() throws {
        try withTemporaryDirectory { folder in
            let book = try loggedInBook(in: folder)
            let path = try ticketFile(in: folder)
            let copy = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(try book.logOut())
            try restore(copy, to: path)
            #expect(throws: VaultError.sessionEnded(service: fastmail, owner: "ada")) {
                try book.thirdPartySecret(service: fastmail, now: 1_001)
            }
            #expect(!FileManager.default.fileExists(atPath: path), "a ticket that opens nothing is deleted")
            #expect(VaultError.sessionEnded(service: fastmail, owner: "ada").description.contains("session that unlocked ada's vault has ended"))
        }
    }

    @Test func aTicketCopiedBeforePasswdOpensNothingAfterItWhileTheSessionGoesOn() throws {
        try withTemporaryDirectory { folder in
            let book = try loggedInBook(in: folder)
            let path = try ticketFile(in: folder)
            let copy = try Data(contentsOf: URL(fileURLWithPath: path))
            try book.changePassword(user: ada, from: password, to: newPassword, parameters: cheap, now: 1_010)
            // The one who changed it is still logged in, with a new ticket.
            #expect(try book.thirdPartySecret(service: fastmail, now: 1_011).bytes == token.bytes)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) != copy)
            try restore(copy, to: path)
            #expect(throws: VaultError.sessionEnded(service: icloud, owner: "ada")) {
                try book.thirdPartySecret(service: icloud, now: 1_012)
            }
            #expect(try book.vaultState(now: 1_012) == .locked)
        }
    }

    @Test func aTicketCopiedBeforeTheTimeoutOpensNothingAfterIt() throws {
        try withTemporaryDirectory { folder in
            let book = try loggedInBook(in: folder)
            let path = try ticketFile(in: folder)
            let copy = try Data(contentsOf: URL(fileURLWithPath: path))
            // The first look after the timeout (30 minutes from the last use at 1,000) ends the session.
            #expect(try book.vaultState(now: 1_000 + 1_800) == .locked)
            #expect(try book.database.scalar("SELECT count(*) FROM sessions") == .integer(0))
            try restore(copy, to: path)
            // Even a clock turned back finds no session for the ticket.
            #expect(throws: VaultError.sessionEnded(service: fastmail, owner: "ada")) {
                try book.thirdPartySecret(service: fastmail, now: 1_001)
            }
        }
    }

    @Test func theTicketHoldsNeitherTheVaultKeyNorATokenAndTheBookHoldsNoSessionKey() throws {
        try withTemporaryDirectory { folder in
            let book = try loggedInBook(in: folder)
            guard case let .live(session) = try book.lookUpSession(now: 1_001) else {
                Issue.record("no live session")
                return
            }
            let ticket = try Data(contentsOf: URL(fileURLWithPath: try ticketFile(in: folder)))
            #expect(ticket.count == SessionTicket.encodedLength)
            #expect(ticket.range(of: Data(session.vaultKey.bytes)) == nil)
            #expect(ticket.range(of: Data(token.bytes)) == nil && ticket.range(of: Data(password.bytes)) == nil)
            let sessionKey = Data(ticket.suffix(AESGCM.keyLength))
            for file in ["book.sqlite3", "book.sqlite3-wal"] {
                let bytes = (try? Data(contentsOf: folder.appendingPathComponent(file))) ?? Data()
                #expect(bytes.range(of: sessionKey) == nil, "\(file) holds the session key")
                #expect(bytes.range(of: Data(session.vaultKey.bytes)) == nil, "\(file) holds the vault key")
            }
        }
    }

    @Test func passwdSealsEveryTokenUnderANewVaultKey() throws {
        try withTemporaryDirectory { folder in
            let book = try loggedInBook(in: folder)
            guard case let .live(before) = try book.lookUpSession(now: 1_001) else {
                Issue.record("no live session")
                return
            }
            let sealed = "SELECT token_ciphertext FROM third_party_accounts ORDER BY service"
            let ciphertextsBefore = try book.database.cachedStatement(sealed).map { $0.blob(0) }
            try book.changePassword(user: ada, from: password, to: newPassword, parameters: cheap, now: 1_010)
            guard case let .live(after) = try book.lookUpSession(now: 1_011) else {
                Issue.record("the session did not go on")
                return
            }
            // The new session may reuse the row's number; its key is new, which is what a ticket must match.
            #expect(after.vaultKey != before.vaultKey)
            let ciphertextsAfter = try book.database.cachedStatement(sealed).map { $0.blob(0) }
            #expect(ciphertextsAfter.count == 2 && zip(ciphertextsBefore, ciphertextsAfter).allSatisfy { $0 != $1 })
            // The old vault key opens none of them any more.
            let box = try #require(try book.database.cachedStatement("""
                SELECT token_nonce, token_ciphertext, token_tag FROM third_party_accounts WHERE service = 'fastmail'
                """).first { SealedBox(nonce: $0.blob(0), ciphertext: $0.blob(1), tag: $0.blob(2)) })
            #expect(throws: CredentialsError.cannotDecrypt) { try before.vaultKey.open(box, context: "phonebook token for fastmail") }
            try book.logOut()
            try book.logIn(user: ada, password: newPassword, now: 1_020)
            #expect(try book.thirdPartySecret(service: fastmail, now: 1_021).bytes == token.bytes)
            #expect(try book.thirdPartySecret(service: icloud, now: 1_021).bytes == otherToken.bytes)
        }
    }

    @Test func passwdEndsEverySessionOfTheAccountWhenItsCallerHasNone() throws {
        try withTemporaryDirectory { folder in
            let book = try loggedInBook(in: folder)
            let path = try ticketFile(in: folder)
            let copy = try Data(contentsOf: URL(fileURLWithPath: path))
            try FileManager.default.removeItem(atPath: path)  // passwd run from another session folder
            try book.changePassword(user: ada, from: password, to: newPassword, parameters: cheap, now: 1_010)
            #expect(try book.database.scalar("SELECT count(*) FROM sessions") == .integer(0))
            try restore(copy, to: path)
            #expect(try book.vaultState(now: 1_011) == .locked)
        }
    }

    @Test func holdingAKeyMakesTheProcessUndumpable() throws {
        _ = try VaultKey.generate()
        #expect(!processIsDumpable)
    }
}
