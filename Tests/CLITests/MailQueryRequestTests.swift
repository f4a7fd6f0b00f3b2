import Foundation
import Testing
import TestSupport
@testable import phonebook

/// A mail client's query, read without ArgumentParser (`MailQueryRequest`),
/// answers exactly as the same query read by ArgumentParser; anything else
/// is left to ArgumentParser.
@Suite("A mail query read off the command line")
struct MailQueryRequestTests {
    @Test func readsTheShapesMailClientsMake() {
        /// What was read: the format, the database path ("-" for none), the words.
        func request(_ arguments: String...) -> [String]? {
            MailQueryRequest(arguments: arguments).map { ["\($0.format)", $0.databasePath ?? "-"] + $0.words }
        }
        #expect(request("email", "--format", "mutt", "gra")
                == ["mutt", "-", "gra"])
        #expect(request("email", "--format=aerc", "Grace", "Hop")
                == ["aerc", "-", "Grace", "Hop"])
        #expect(request("email", "--db", "/b.db", "--format", "mutt")
                == ["mutt", "/b.db"])
        #expect(request("email", "gra", "--db=/b.db", "--format", "aerc", "")
                == ["aerc", "/b.db", "gra", ""])
        #expect(request("email", "--format", "mutt", "o'neil ann")
                == ["mutt", "-", "o'neil ann"])
    }

    @Test func leavesEverythingElseToArgumentParser() {
        let declined: [[String]] = [
            [],
            ["list", "--format", "mutt"],
            ["email", "gra"],  // a screen's format, chosen by the terminal
            ["email", "--format", "plain", "gra"],
            ["email", "--format", "json", "gra"],
            ["email", "--format", "Mutt", "gra"],
            ["email", "--format"],
            ["email", "--format=", "gra"],
            ["email", "--format", "--db", "/b.db"],
            ["email", "--format", "mutt", "--format", "aerc", "gra"],
            ["email", "--db", "/a.db", "--db", "/b.db", "--format", "mutt"],
            ["email", "--db", "--format", "mutt"],
            ["email", "--db=", "--format", "mutt"],
            ["email", "--db", "", "--format", "mutt"],
            ["email", "--format", "mutt", "--help"],
            ["email", "--format", "mutt", "-h"],
            ["email", "--format", "mutt", "--color", "never", "gra"],
            ["email", "--format", "mutt", "--", "-gra"],
            ["email", "--format", "mutt", "-gra"],
            ["email", "--format", "mutt", "-"],
            ["email", "--formats", "mutt", "gra"],
            ["help", "email", "--format", "mutt"],
        ]
        for arguments in declined {
            #expect(MailQueryRequest(arguments: arguments) == nil, "\(arguments)")
        }
    }

    /// The same query with `--color never` (an option only ArgumentParser
    /// reads, which a mail query ignores) goes through `Email`: standard
    /// output, standard error and the exit status must be the same.
    @Test func answersAsTheQueryReadByArgumentParserDoes() throws {
        try withTemporaryDirectory { folder in
            let db = try EmailCommandTests.seededDatabase(in: folder)
            let missing = folder.appendingPathComponent("none.sqlite3").path
            let notABook = folder.appendingPathComponent("notes.txt").path
            try "not a database\n".write(toFile: notABook, atomically: true, encoding: .utf8)
            var queries: [[String]] = []
            for format in [["--format", "mutt"], ["--format=aerc"], ["--format", "aerc"], ["--format=mutt"]] {
                for words in [["gra"], ["Grace", "Hop"], [], [""], ["zzz"], ["o'neil"], ["ångström"], ["555"],
                              ["exämple"], ["annie@example.org"]] {
                    queries.append(["--db", db] + format + words)
                    queries.append(words + ["--db=" + db] + format)
                }
                queries.append(["--db", missing] + format + ["gra"])
                queries.append(["--db", notABook] + format + ["gra"])
            }
            for query in queries {
                #expect(MailQueryRequest(arguments: ["email"] + query) != nil, "\(query)")
                let read = try phonebook(arguments: ["email"] + query)
                let byArgumentParser = try phonebook(arguments: ["email", "--color", "never"] + query)
                #expect(read.stdout == byArgumentParser.stdout, "\(query)")
                #expect(read.stderr == byArgumentParser.stderr, "\(query)")
                #expect(read.status == byArgumentParser.status, "\(query)")
            }
            // The answers differ from one another: the comparison saw matches, failures and messages.
            #expect(try phonebook(arguments: ["email", "--db", db, "--format", "mutt", "gra"]).stdout.contains("grace@navy.example"))
            #expect(try phonebook(arguments: ["email", "--db", missing, "--format", "mutt", "gra"]).status == 66)
            #expect(try phonebook(arguments: ["email", "--db", notABook, "--format", "aerc", "gra"]).stderr.hasPrefix("phonebook: "))
        }
    }
}
