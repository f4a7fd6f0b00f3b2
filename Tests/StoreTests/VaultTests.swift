@testable import Accounts
import Credentials
import Foundation
@testable import Reading
import Testing
import TestSupport
@testable import Store

@Suite("The vault: sessions, their key files, passwd and delete")
struct VaultTests {
    let ada = try! UserName("ada")
    let password = Secret("analytical-engine")
    let cheap = ScryptParameters(cost: 1 << 10, blockSize: 8, parallelization: 1)
    let fastmail = try! ServiceName("fastmail")
    let token = Secret("tok_4b1d9e2a")

    /// A book on disk in `folder`, its sessions kept in `folder/run/phonebook`.
    private func book(in folder: URL, throttle: LoginThrottle = LoginThrottle()) throws -> AddressBook {
        let run = folder.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        return try AddressBook.open(at: folder.appendingPathComponent("book.sqlite3").path,
                                    options: OpenOptions(loginThrottle: throttle,
                                                         sessionFolder: .resolve(environment: ["XDG_RUNTIME_DIR": run.path])))
    }

    private func keyFiles(in folder: URL) throws -> [String] {
        let sessions = folder.appendingPathComponent("run/phonebook").path
        return (try? FileManager.default.contentsOfDirectory(atPath: sessions))?.map { sessions + "/" + $0 } ?? []
    }

    @Test func aSessionEndsAfterTheTimeoutWithoutUseAndEachUseRefreshesIt() throws {
        try withTemporaryDirectory { folder in
            let book = try book(in: folder)
            try book.createAccount(user: ada, password: password, parameters: cheap)
            try book.logIn(user: ada, password: password, now: 1_000)
            #expect(try book.vaultState(now: 1_000) == .unlocked(user: "ada", until: 1_000 + 30 * 60))
            try book.connect(service: fastmail, user: ada, serverURL: nil, secret: token, now: 2_000)
            #expect(try book.vaultState(now: 2_000) == .unlocked(user: "ada", until: 2_000 + 1_800))
            #expect(try book.thirdPartySecret(service: fastmail, now: 3_799).bytes == token.bytes)  // a use, just in time
            #expect(try book.vaultState(now: 5_598) == .unlocked(user: "ada", until: 5_599))
            #expect(try book.authState(now: 5_598).loggedInUser == "ada")
            #expect(try book.vaultState(now: 5_599) == .locked)
            #expect(try keyFiles(in: folder).isEmpty)  // the expired key is deleted, not kept
            #expect(try book.authState(now: 5_600).loggedInUser == nil)
            #expect(throws: VaultError.locked(service: fastmail, owner: "ada")) {
                try book.thirdPartySecret(service: fastmail, now: 5_600)
            }
        }
    }

    @Test func theTimeoutIsTheSessionTimeoutSetting() throws {
        let book = try AddressBook.inMemory()
        try book.setSetting(.sessionTimeout, "5")
        try book.createAccount(user: ada, password: password, parameters: cheap)
        try book.logIn(user: ada, password: password, now: 100)
        #expect(try book.vaultState(now: 100) == .unlocked(user: "ada", until: 400))
        #expect(try book.vaultState(now: 400) == .locked)
        #expect(throws: SettingError.invalidValue(key: .sessionTimeout, value: "0")) { try book.setSetting(.sessionTimeout, "0") }
        #expect(try AddressBook.inMemory().appSettings().sessionTimeout == 30)
    }

    @Test func logoutDeletesTheKeyFileAndLocksTheVault() throws {
        try withTemporaryDirectory { folder in
            let book = try book(in: folder)
            try book.createAccount(user: ada, password: password, parameters: cheap)
            try book.logIn(user: ada, password: password, now: 1_000)
            try book.connect(service: fastmail, user: ada, serverURL: nil, secret: token, now: 1_000)
            #expect(try keyFiles(in: folder).count == 1)
            #expect(try book.logOut())
            #expect(try keyFiles(in: folder).isEmpty)
            #expect(try book.vaultState(now: 1_001) == .locked)
            #expect(throws: VaultError.locked(service: fastmail, owner: "ada")) {
                try book.thirdPartySecret(service: fastmail, now: 1_001)
            }
        }
    }

    @Test func theFolderIs700AndTheKeyFile600AndHoldsNoPassword() throws {
        try withTemporaryDirectory { folder in
            let book = try book(in: folder)
            try book.createAccount(user: ada, password: password, parameters: cheap)
            try book.logIn(user: ada, password: password, now: 1_000)
            let sessions = folder.appendingPathComponent("run/phonebook").path
            #expect(try FileManager.default.attributesOfItem(atPath: sessions)[.posixPermissions] as? Int == 0o700)
            let file = try #require(try keyFiles(in: folder).first)
            #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            #expect(bytes.range(of: Data(password.bytes)) == nil)
        }
    }

    @Test func aFolderOpenToOthersIsRefusedAndNotUsed() throws {
        try withTemporaryDirectory { folder in
            let book = try book(in: folder)
            try book.createAccount(user: ada, password: password, parameters: cheap)
            let sessions = folder.appendingPathComponent("run/phonebook").path
            try FileManager.default.createDirectory(atPath: sessions, withIntermediateDirectories: true)
            #expect(chmod(sessions, 0o777) == 0)
            #expect(throws: VaultError.unsafeSessionFolder(path: sessions, reason: "other users can use it (mode 777); it must be 700")) {
                try book.logIn(user: ada, password: password, now: 1_000)
            }
            #expect(try keyFiles(in: folder).isEmpty)
            #expect(try book.authState(now: 1_000).loggedInUser == nil)  // the failed login left no session row either
        }
    }

    @Test func theFolderCheckRefusesAnotherOwnerAGroupWritableFolderAndAFile() {
        let me: uid_t = 1000
        #expect(SessionFolder.problem(mode: S_IFDIR | 0o700, owner: me, user: me) == nil)
        #expect(SessionFolder.problem(mode: S_IFDIR | 0o700, owner: 0, user: me) == "it belongs to another user (uid 0)")
        #expect(SessionFolder.problem(mode: S_IFDIR | 0o770, owner: me, user: me)?.contains("mode 770") == true)
        #expect(SessionFolder.problem(mode: S_IFDIR | 0o701, owner: me, user: me) != nil)
        #expect(SessionFolder.problem(mode: S_IFREG | 0o700, owner: me, user: me) == "it is not a folder")
        #expect(SessionFolder.problem(mode: S_IFLNK | 0o777, owner: me, user: me) == "it is not a folder")
    }

    @Test func theFolderComesFromXDGRuntimeDirElseTheTemporaryFolder() {
        #expect(SessionFolder.resolve(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"]).path == "/run/user/1000/phonebook")
        #expect(SessionFolder.resolve(environment: [:]).path == "/tmp/phonebook-\(geteuid())")
        #expect(SessionFolder.resolve(environment: ["XDG_RUNTIME_DIR": "relative", "TMPDIR": "/var/tmp"]).path
                == "/var/tmp/phonebook-\(geteuid())")
    }

    @Test func aKeyFileMadeForAnotherBookIsRefused() throws {
        try withTemporaryDirectory { folder in
            let first = try book(in: folder.appendingPathComponent("first"))
            let second = try book(in: folder.appendingPathComponent("second"))
            for book in [first, second] {
                try book.createAccount(user: ada, password: password, parameters: cheap)
            }
            try first.logIn(user: ada, password: password, now: 1_000)
            try second.logIn(user: ada, password: password, now: 1_000)
            // Put the first book's key file in place of the second's: same account id, other database.
            let firstFile = try #require(try keyFiles(in: folder.appendingPathComponent("first")).first)
            let secondFile = try #require(try keyFiles(in: folder.appendingPathComponent("second")).first)
            #expect(URL(fileURLWithPath: firstFile).lastPathComponent != URL(fileURLWithPath: secondFile).lastPathComponent)
            try FileManager.default.removeItem(atPath: secondFile)
            try FileManager.default.copyItem(atPath: firstFile, toPath: secondFile)
            #expect(try second.vaultState(now: 1_001) == .locked)
            #expect(try first.vaultState(now: 1_001) == .unlocked(user: "ada", until: 2_800))
        }
    }

    @Test func passwdKeepsTheTokensReadableWithTheNewPasswordOnly() throws {
        try withTemporaryDirectory { folder in
            let book = try book(in: folder)
            let new = Secret("difference-engine")
            try book.createAccount(user: ada, password: password, parameters: cheap)
            try book.logIn(user: ada, password: password, now: 1_000)
            try book.connect(service: fastmail, user: ada, serverURL: nil, secret: token, now: 1_000)
            try book.changePassword(user: ada, from: password, to: new, parameters: cheap, now: 1_001)
            #expect(try book.thirdPartySecret(service: fastmail, now: 1_002).bytes == token.bytes)  // the session goes on
            try book.logOut()
            #expect(throws: AuthError.wrongCredentials) { try book.logIn(user: ada, password: password, now: 1_003) }
            try book.logIn(user: ada, password: new, now: 1_004)
            #expect(try book.thirdPartySecret(service: fastmail, now: 1_005).bytes == token.bytes)
            #expect(throws: AuthError.weakPassword(.tooShort(minimumLength: 8))) {
                try book.changePassword(user: ada, from: new, to: Secret("short"), now: 1_006)
            }
        }
    }

    @Test func passwdAndDeleteCountWrongPasswordsAndPauseAsALoginDoes() throws {
        let pauses = RecordedPauses()
        let book = try AddressBook.inMemory(loginThrottle: pauses.throttle)
        try book.createAccount(user: ada, password: password, parameters: cheap)
        let wrong = Secret("analytical-engin")
        #expect(throws: AuthError.wrongCredentials) {
            try book.changePassword(user: ada, from: wrong, to: Secret("difference-engine"), now: 1_000)
        }
        #expect(throws: AuthError.wrongCredentials) { try book.deleteAccount(user: ada, password: wrong, now: 1_000) }
        #expect(throws: AuthError.wrongCredentials) { try book.logIn(user: ada, password: wrong, now: 1_000) }
        #expect(pauses.pauses == Array(repeating: LoginThrottle.wrongPasswordPause, count: 3))
        // Three failures in a row: even the right password must wait, whichever command tries it.
        #expect(throws: AuthError.throttled(retryAfterSeconds: 2)) {
            try book.deleteAccount(user: ada, password: password, now: 1_000)
        }
        #expect(try book.accountNames() == ["ada"])
    }

    @Test func deletingAnAccountTakesItsSealedTokensAndSession() throws {
        try withTemporaryDirectory { folder in
            let book = try book(in: folder)
            try book.createAccount(user: ada, password: password, parameters: cheap)
            try book.logIn(user: ada, password: password, now: 1_000)
            try book.connect(service: fastmail, user: ada, serverURL: nil, secret: token, now: 1_000)
            try book.connect(service: ServiceName("icloud"), user: ada, serverURL: nil,
                             credential: .passwordCommand(try #require(PasswordCommand("echo tok_cmd"))), now: 1_000)
            #expect(try book.servicesSealed(by: ada) == ["fastmail"])
            #expect(try book.deleteAccount(user: ada, password: password, now: 1_001) == ["fastmail"])
            #expect(try book.accountNames().isEmpty)
            #expect(try book.authState(now: 1_001).connectedServices == ["icloud"])
            #expect(try book.vaultState(now: 1_001) == .locked)
            #expect(try keyFiles(in: folder).isEmpty)
        }
    }

    @Test func aLoginEncryptsClearTokensAndLeavesNoCopyInTheFiles() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            try ClearTokenBook.write(at: path, user: "ada", password: "analytical-engine", service: "fastmail",
                                     oldToken: "tok_OLDCLEAR_31f0", token: "tok_NEWCLEAR_92c4")
            let book = try book(in: folder)
            #expect(try book.clearTextServices() == ["fastmail"])
            #expect(try book.thirdPartyAccount(fastmail)?.credential == .clearText)
            #expect(try book.logIn(user: ada, password: password, now: 1_000) == ["fastmail"])
            #expect(try book.clearTextServices().isEmpty)
            #expect(try book.thirdPartyAccount(fastmail)?.credential == .vault(owner: "ada"))
            #expect(try book.thirdPartySecret(service: fastmail, now: 1_001).bytes == Array("tok_NEWCLEAR_92c4".utf8))
            for needle in ["tok_OLDCLEAR", "tok_NEWCLEAR"] {
                #expect(ClearTokenBook.filesHolding(needle, database: path).isEmpty, "\(needle)")
            }
        }
    }
}
