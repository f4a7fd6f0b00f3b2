import Foundation
import Testing
import TestSupport

@Suite("phonebook settings get and set")
struct SettingsCommandsTests {
    @Test func getPrintsTheDefaultThenWhatWasSet() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            try makeEmptyBook(at: db)
            let before = try phonebook("settings", "get", "page-size", "--db", db)
            #expect(before.status == 0 && before.stdout == "50\n", "\(before.stderr)")
            #expect(try phonebook("settings", "get", "sort-order", "--db", db).stdout == "family-first\n")
            let set = try phonebook("settings", "set", "sort-order", "given-first", "--db", db)
            #expect(set.status == 0 && set.stderr.isEmpty, "\(set.stderr)")
            #expect(try phonebook("settings", "set", "page-size", "200", "--db", db).status == 0)
            #expect(try phonebook("settings", "get", "sort-order", "--db", db).stdout == "given-first\n")
            #expect(try phonebook("settings", "get", "page-size", "--db", db).stdout == "200\n")
        }
    }

    @Test func anUnknownKeyIsAUsageErrorListingTheKeys() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            for arguments in [["settings", "get", "colour"], ["settings", "set", "colour", "red"]] {
                let result = try phonebook(arguments: arguments + ["--db", db])
                #expect(result.status == 64)
                #expect(result.stderr.contains("unknown setting 'colour'; the settings are: sort-order, display-order, page-size, region"))
                #expect(result.stderr.contains("Usage: phonebook settings"))
                #expect(result.stdout.isEmpty)
            }
        }
    }

    @Test func aBadValueExits65ListingTheValidOnesAndChangesNothing() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let order = try phonebook("settings", "set", "display-order", "last-first", "--db", db)
            #expect(order.status == 65)
            #expect(order.stderr == "phonebook: invalid value 'last-first' for display-order; expected family-first or given-first\n")
            let size = try phonebook("settings", "set", "page-size", "0", "--db", db)
            #expect(size.status == 65)
            #expect(size.stderr == "phonebook: invalid value '0' for page-size; expected an integer from 1 to 10000\n")
            #expect(try phonebook("settings", "get", "page-size", "--db", db).stdout == "50\n")
        }
    }

    /// The journal's bounds are on the screen with the rest, with the values in force.
    @Test func showListsTheJournalBoundsWithTheValuesInForce() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            try makeEmptyBook(at: db)
            func rows() throws -> [String] {
                try phonebook("settings", "show", "--db", db, "--format", "plain").stdout
                    .split(separator: "\n").map(String.init).filter { $0.contains("setting:history-") }
            }
            #expect(try rows() == ["Preferences\tsetting\tpreferences/setting:history-days\tHistory Days\thistory-days\t90",
                                   "Preferences\tsetting\tpreferences/setting:history-entries\tHistory Entries\thistory-entries\t1000"])
            #expect(try phonebook("settings", "set", "history-days", "30", "--db", db).status == 0)
            #expect(try phonebook("settings", "set", "history-entries", "250", "--db", db).status == 0)
            #expect(try rows() == ["Preferences\tsetting\tpreferences/setting:history-days\tHistory Days\thistory-days\t30",
                                   "Preferences\tsetting\tpreferences/setting:history-entries\tHistory Entries\thistory-entries\t250"])
        }
    }

    @Test func settingsAloneShowsTheScreenAndHelpListsGetAndSet() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            try makeEmptyBook(at: db)
            let screen = try phonebook("settings", "--db", db, "--format", "plain")
            #expect(screen.status == 0)
            #expect(screen == (try phonebook("settings", "show", "--db", db, "--format", "plain")))
            #expect(screen.stdout.contains("Create Account"))  // no account yet
        }
        let help = try phonebook("settings", "--help")
        #expect(help.status == 0)
        #expect(help.stdout.contains("get") && help.stdout.contains("set") && help.stdout.contains("show"))
    }
}
