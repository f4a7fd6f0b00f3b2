@testable import Accounts
import Credentials
import Foundation
import Testing
import TestSupport
@testable import Store

@Suite("Our accounts: hashes, logins, sessions, throttling")
struct AccountTests {
    let ada = try! UserName("ada")
    let password = Secret("analytical-engine")
    /// Cheap parameters so account setup is fast; a successful login upgrades them.
    let cheap = ScryptParameters(cost: 1 << 10, blockSize: 8, parallelization: 1)

    @Test func theStoredHashIsNotThePassword() throws {
        let book = try AddressBook.inMemory()
        try book.createAccount(user: ada, password: password)
        let row = try #require(try book.database.prepare("SELECT password_hash, salt, kdf FROM accounts")
            .first { ($0.blob(0), $0.blob(1), $0.text(2)) })
        #expect(row.0.count == 32 && row.1.count == 16)
        #expect(row.2 == "scrypt$N=32768$r=8$p=1")
        let raw = try book.database.prepare("SELECT quote(password_hash) || quote(salt) || kdf FROM accounts")
            .first { $0.text(0) } ?? ""
        #expect(!raw.contains("analytical"))
        #expect(Data(row.0 + row.1).range(of: Data(password.bytes)) == nil)
    }

    @Test func aWrongPasswordOrUnknownUserGetsOneAnswerAndNoSession() throws {
        let pauses = RecordedPauses()
        let book = try AddressBook.inMemory(loginThrottle: pauses.throttle)
        try book.createAccount(user: ada, password: password, parameters: cheap)
        #expect(throws: AuthError.wrongCredentials) { try book.logIn(user: ada, password: Secret("analytical-engin")) }
        #expect(throws: AuthError.wrongCredentials) { try book.logIn(user: UserName("bob"), password: password) }
        #expect(try book.authState().loggedInUser == nil)
        #expect(try failures(book) == 1)  // only the known user's failure can be recorded
        // Both answers wait alike, so neither the timing nor the words tell which user names exist.
        #expect(pauses.pauses == [LoginThrottle.wrongPasswordPause, LoginThrottle.wrongPasswordPause])
        #expect(LoginThrottle.wrongPasswordPause == .milliseconds(500))
    }

    @Test func theWrongPasswordPauseComesAfterTheFailureIsCommittedAndHoldsNoLock() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            let seen = RecordedPauses { [path] in
                // Another connection, during the pause: the failure is already there, and it can write.
                let other = OpenOptions(createsIfMissing: false, lockTimeout: .milliseconds(200))
                #expect(throws: Never.self) {
                    let book = try AddressBook.open(at: path, options: other)
                    #expect(try book.database.scalar("SELECT failed_attempts FROM accounts") == .integer(1))
                    try book.setSetting(.pageSize, "20")
                }
            }
            let book = try AddressBook.open(at: path, options: OpenOptions(loginThrottle: seen.throttle))
            try book.createAccount(user: ada, password: password, parameters: cheap)
            #expect(throws: AuthError.wrongCredentials) { try book.logIn(user: ada, password: Secret("analytical-engin")) }
            #expect(seen.pauses == [LoginThrottle.wrongPasswordPause])
        }
    }

    @Test func sessionsSurviveReopeningAndLogoutClears() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("book.sqlite3").path
            let options = OpenOptions(sessionFolder: SessionFolder(path: folder.appendingPathComponent("run").path))
            do {
                let book = try AddressBook.open(at: path, options: options)
                try book.createAccount(user: ada, password: password, parameters: cheap)
                try book.logIn(user: ada, password: password)
            }
            let reopened = try AddressBook.open(at: path, options: options)
            #expect(try reopened.authState().loggedInUser == "ada")
            #expect(try reopened.logOut())
            #expect(try !reopened.logOut())
            #expect(try AddressBook.open(at: path, options: options).authState().loggedInUser == nil)
        }
    }

    @Test func loggingInAsAnotherUserEndsTheFirstSession() throws {
        let book = try AddressBook.inMemory()
        let bob = try UserName("bob@example.org")
        try book.createAccount(user: ada, password: password, parameters: cheap)
        try book.createAccount(user: bob, password: Secret("difference-engine"), parameters: cheap)
        try book.logIn(user: ada, password: password)
        try book.logIn(user: bob, password: Secret("difference-engine"))
        #expect(try book.authState().loggedInUser == "bob@example.org")
        #expect(try book.database.scalar("SELECT count(*) FROM sessions") == .integer(1))
    }

    @Test func repeatedFailuresLockTheAccountForAGrowingWhile() throws {
        let pauses = RecordedPauses()
        let book = try AddressBook.inMemory(loginThrottle: pauses.throttle)
        try book.createAccount(user: ada, password: password, parameters: cheap)
        let wrong = Secret("not-the-password")
        for _ in 1...3 {
            #expect(throws: AuthError.wrongCredentials) { try book.logIn(user: ada, password: wrong, now: 1_000) }
        }
        // Refused without checking: even the right password, and it does not count as a failure.
        #expect(throws: AuthError.throttled(retryAfterSeconds: 2)) { try book.logIn(user: ada, password: password, now: 1_000) }
        #expect(throws: AuthError.throttled(retryAfterSeconds: 1)) { try book.logIn(user: ada, password: wrong, now: 1_001) }
        #expect(try failures(book) == 3)
        #expect(pauses.pauses.count == 3)  // a refusal inside the wait answers at once
        #expect(throws: AuthError.wrongCredentials) { try book.logIn(user: ada, password: wrong, now: 1_002) }
        #expect(throws: AuthError.throttled(retryAfterSeconds: 4)) { try book.logIn(user: ada, password: password, now: 1_002) }
        #expect(try book.authState().loggedInUser == nil)
        try book.logIn(user: ada, password: password, now: 1_006)
        #expect(try book.authState(now: 1_006).loggedInUser == "ada")
        #expect(try failures(book) == 0)  // a success resets the count
        #expect(throws: AuthError.wrongCredentials) { try book.logIn(user: ada, password: wrong, now: 1_006) }
        #expect(try failures(book) == 1)
        #expect(pauses.pauses.count == 5)  // only wrong passwords paused; the success did not
    }

    @Test func theWaitGrowsExponentiallyUpToFiveMinutes() {
        #expect((0...12).map(LoginThrottle.delay(afterFailures:)) == [0, 0, 0, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300])
        #expect(LoginThrottle.delay(afterFailures: 1_000) == 300)
        #expect(LoginThrottle.secondsToWait(failures: 5, lastFailureAt: 100, now: 103) == 5)
        #expect(LoginThrottle.secondsToWait(failures: 5, lastFailureAt: 100, now: 50) == 8)  // clock went back
        #expect(LoginThrottle.secondsToWait(failures: 5, lastFailureAt: nil, now: 100) == 0)
    }

    @Test func anOutdatedHashIsUpgradedAtTheNextLogin() throws {
        let book = try AddressBook.inMemory()
        try book.createAccount(user: ada, password: password, parameters: cheap)
        #expect(try kdf(book) == "scrypt$N=1024$r=8$p=1")
        try book.logIn(user: ada, password: password)
        #expect(try kdf(book) == "scrypt$N=32768$r=8$p=1")
        try book.logOut()
        try book.logIn(user: ada, password: password)
        #expect(try book.authState().loggedInUser == "ada")
    }

    @Test func anUnknownKDFIsRefusedNotGuessed() throws {
        let book = try AddressBook.inMemory()
        try book.createAccount(user: ada, password: password, parameters: cheap)
        try book.database.execute("UPDATE accounts SET kdf = ?", "scrypt$N=1073741824$r=8$p=1")
        #expect(throws: AuthError.credentials(.unsupportedKDF("scrypt$N=1073741824$r=8$p=1"))) {
            try book.logIn(user: ada, password: password)
        }
        #expect(try book.authState().loggedInUser == nil)
    }

    @Test func accountCreationRefusesDuplicatesAndWeakPasswords() throws {
        let book = try AddressBook.inMemory()
        try book.createAccount(user: ada, password: password, parameters: cheap)
        #expect(throws: AuthError.accountExists("ada")) { try book.createAccount(user: ada, password: password) }
        let bob = try UserName("bob")
        #expect(throws: AuthError.weakPassword(.tooShort(minimumLength: 8))) {
            try book.createAccount(user: bob, password: Secret("1234567"))
        }
        #expect(throws: AuthError.weakPassword(.empty)) { try book.createAccount(user: bob, password: Secret("")) }
        #expect(try book.accountNames() == ["ada"])
    }

    @Test(arguments: ["", " ada", "ada ", "a\u{7}b", "line\nbreak", String(repeating: "x", count: 255)])
    func badUserNamesAreRefused(name: String) {
        #expect(throws: AuthError.invalidUserName(name)) { try UserName(name) }
    }

    private func failures(_ book: AddressBook) throws -> Int64? {
        if case let .integer(count) = try book.database.scalar("SELECT failed_attempts FROM accounts WHERE user_name = 'ada'") {
            return count
        }
        return nil
    }

    private func kdf(_ book: AddressBook) throws -> String? {
        if case let .text(kdf) = try book.database.scalar("SELECT kdf FROM accounts") { return kdf }
        return nil
    }
}
