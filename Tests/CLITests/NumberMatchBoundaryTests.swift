import Foundation
import Testing
import TestSupport

/// A number written without its country or area code matches by its last
/// digits, at least seven of them (docs/commands.md): six are too few, for
/// `lookup` and for duplicates alike.
@Suite("Trailing digits: seven match, six do not")
struct NumberMatchBoundaryTests {
    @Test func lookupMatchesSevenTrailingDigitsAndNotSix() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            #expect(try phonebook("add", "--db", db, "--name", "Ann Lee", "--phone", "+1 212 555 0123").status == 0)
            #expect(try phonebook("lookup", "--db", db, "--format", "plain", "5550123").status == 0)
            #expect(try phonebook("lookup", "--db", db, "--format", "plain", "555 0123").status == 0)
            let six = try phonebook("lookup", "--db", db, "--format", "plain", "550123")
            #expect(six.status == 1 && six.stdout.isEmpty, "\(six.stdout)")
        }
    }

    @Test func duplicatesShareSevenTrailingDigitsAndNotSix() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            #expect(try phonebook("add", "--db", db, "--name", "Ann Lee", "--phone", "+1 212 555 0123").status == 0)
            // The same last six digits (550123), another seventh: another number.
            #expect(try phonebook("add", "--db", db, "--name", "Ann Lee", "--phone", "+49 30 2550123").status == 0)
            #expect(try phonebook("duplicates", "--db", db, "--format", "plain").status == 1)
            // The same last seven: the same number written locally.
            #expect(try phonebook("add", "--db", db, "--name", "Ann Lee", "--phone", "555-0123").status == 0)
            let found = try phonebook("duplicates", "--db", db, "--format", "plain")
            #expect(found.status == 0 && found.stdout.split(separator: "\n").count == 2, "\(found.stdout)")
            #expect(!found.stdout.contains("2550123"))
        }
    }
}
