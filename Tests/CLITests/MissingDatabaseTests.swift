import Foundation
import Testing
import TestSupport

/// Only commands that write create the address book; one that only reads,
/// pointed at a path with none, creates nothing and says how to make one.
@Suite("Commands on a database that does not exist")
struct MissingDatabaseTests {
    static let readingCommands: [[String]] = [
        ["list"], ["list", "--search", "ada"], ["show", "Ada"], ["lookup", "+44 20 7946 0001"], ["info"],
        ["info", "--format", "json"], ["export"], ["settings", "get", "page-size"], ["settings", "show"],
        ["settings"], ["browse"], ["star", "Ada"], ["unstar", "Ada"], ["disconnect", "carddav"],
    ]

    @Test(arguments: readingCommands)
    func aCommandThatOnlyReadsCreatesNothingAndSaysHowToMakeABook(_ command: [String]) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("books/p.sqlite3").path
            let result = try phonebook(arguments: command + ["--db", db])
            #expect(result.status == 66)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "phonebook: no address book at \(db); import vCards to make one: phonebook import FILE\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "something was created")
        }
    }

    @Test func anEmptyFileAtThePathIsNoBookAndStaysEmpty() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3")
            try Data().write(to: db)
            let result = try phonebook("list", "--db", db.path)
            #expect(result.status == 66)
            #expect(try Data(contentsOf: db).isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["p.sqlite3"])
        }
    }

    @Test func logoutWithoutABookIsNotLoggedInAndCreatesNothing() throws {
        try withTemporaryDirectory { folder in
            let result = try phonebook("logout", "--db", folder.appendingPathComponent("p.sqlite3").path)
            #expect(result.status == 0)
            #expect(result.stdout == "Not logged in.\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test func theDefaultPathIsNamedAndLeftUncreated() throws {
        try withTemporaryDirectory { home in
            let result = try phonebook("list", home: home)
            let expected = home.appendingPathComponent(".local/share/phonebook/phonebook.sqlite3").path
            #expect(result.status == 66)
            #expect(result.stderr.contains("no address book at \(expected)"))
            #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".local").path))
        }
    }

    @Test func aCommandThatWritesCreatesTheBook() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("books/p.sqlite3").path
            let set = try phonebook("settings", "set", "page-size", "20", "--db", db)
            #expect(set.status == 0)
            #expect(try phonebook("settings", "get", "page-size", "--db", db).stdout == "20\n")
        }
    }
}
