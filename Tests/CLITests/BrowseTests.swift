import Foundation
import Testing
import TestSupport

/// `phonebook browse` in a real terminal (tmux), on a book imported from
/// Examples/contacts.vcf: the browser, the driver and the store wired
/// together, end to end. Colour is off (NO_COLOR), so the cursor shows as `>`.
@Suite("browse in tmux", .tags(.tmux), .serialized,
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct BrowseTests {
    private let password = "correct horse battery staple"

    /// A database in `folder` holding the example contacts.
    func seededDatabase(in folder: URL) throws -> String {
        let db = folder.appendingPathComponent("book.sqlite3").path
        let examples = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
        let imported = try phonebook("import", "--db", db, examples)
        try #require(imported.status == 0, "\(imported.stderr)")
        return db
    }

    /// Runs `phonebook browse --db db` as a shell would, between two
    /// snapshots of the terminal's settings (`stty -g`), writing its pid
    /// and its exit status (128 + N for signal N) into `folder`. `editor`
    /// is its `EDITOR` (`VISUAL` empty, so that one is used).
    func startBrowse(_ db: String, in folder: URL, columns: Int = 80, rows: Int = 24,
                     editor: String = "false") throws -> TmuxSession {
        let script = folder.appendingPathComponent("run.sh")
        try """
            stty -g > "$1/before"
            sh -c 'echo $$ > "$1/pid"; NO_COLOR=1 VISUAL= EDITOR="$4" exec "$2" browse --db "$3"' sh "$1" "$2" "$3" "$4"
            echo $? > "$1/status"
            stty -g > "$1/after"
            """.write(to: script, atomically: true, encoding: .utf8)
        return try TmuxSession("sh '\(script.path)' '\(folder.path)' '\(Repository.binary.path)' '\(db)' '\(editor)'",
                               columns: columns, rows: rows, folder: folder)
    }

    func contents(of name: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// Waits for the program to end, then expects `status` and the terminal
    /// as it was before: same settings, the alternate screen left.
    func expectTerminalGivenBack(_ tmux: TmuxSession, in folder: URL, status: Int32,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.waitUntilEnded()
        let after = try tmux.screenAndHistory()
        #expect(!after.contains { $0.contains("Links") }, "the alternate screen was not left",
                sourceLocation: sourceLocation)
        #expect(try contents(of: "status", in: folder).trimmingCharacters(in: .whitespacesAndNewlines) == "\(status)",
                sourceLocation: sourceLocation)
        #expect(try contents(of: "after", in: folder) == contents(of: "before", in: folder),
                sourceLocation: sourceLocation)
    }

    /// Waits for exactly `frame`, every line of the screen.
    func waitForWholeFrame(_ frame: String, _ tmux: TmuxSession) throws {
        let lines = frame.components(separatedBy: "\n")
        try tmux.waitForScreen { $0 == lines }
    }

    /// Waits until the cursor row (the one marked `>`) contains `text`.
    @discardableResult
    private func waitForCursor(on text: String, _ tmux: TmuxSession) throws -> [String] {
        try tmux.waitForScreen { $0.contains { $0.hasPrefix("> ") && $0.contains(text) } }
    }

    @Test func movesShowsDetailsSearchesRedrawsOnResizeAndQuitsWithQ() throws {
        try withTemporaryDirectory { folder in
            let tmux = try startBrowse(try seededDatabase(in: folder), in: folder)
            // The whole first frame, up to its status line: tmux may show a frame half written.
            let first = try tmux.waitForScreen { $0.contains { $0.hasPrefix("> Settings") } && $0.count == 24
                && $0.last?.hasSuffix("q quit") == true }
            #expect(first[0] == "Contacts" && first[1] == "Links")
            #expect(first.contains { $0.hasPrefix("  Ada Lovelace") && $0.contains("555-0005") })
            #expect(first.contains { $0.hasPrefix("  Björn Åkesson") })
            // Links, then the example's twelve contacts.
            #expect(first.last?.hasPrefix("1/13  Contacts") == true)

            try tmux.sendKeys("j", "j")
            let moved = try waitForCursor(on: "Corner Bakery", tmux)
            #expect(moved.filter { $0.hasPrefix(">") }.count == 1)
            #expect(moved.contains("  Settings           ›"))
            try tmux.sendKeys("k")
            try waitForCursor(on: "Björn Åkesson", tmux)

            // Down past Hamilton's and Hopper's numbers to Ada Lovelace's mobile.
            try tmux.sendKeys("j", "j", "j", "j", "j", "Down")
            try waitForCursor(on: "Ada Lovelace", tmux)
            try tmux.sendKeys("Enter")
            let detail = try tmux.waitForScreen(containing: "home email    ada@example.org")
            #expect(detail.contains("    organization  Analytical Engines Ltd., Research"))

            // José is on the unfiltered screen too: wait for the others to go.
            try tmux.sendKeys("/", "j", "o", "s", "e")
            let filtered = [
                "Contacts  /jose",
                "Links",
                "> Settings    ›",
                "N",
                "  José Núñez  mobile  +34 600 555 017",
                "  José Núñez  home    +34 91 555 0118",
            ]
            let found = try tmux.waitForScreen { Array($0.prefix(filtered.count)) == filtered }
            let between = found[filtered.count ..< found.count - 1]
            #expect(between.allSatisfy { $0.isEmpty }, "rows other than José's are left")
            #expect(found.last == "/jose_  ⏎ keep  esc clear")
            try tmux.sendKeys("Escape")
            try tmux.waitForScreen { $0.first == "Contacts" && $0.contains { $0.contains("Ada Lovelace") } }

            try tmux.resize(columns: 40, rows: 12)
            // Every line redrawn for 40 columns. Waiting for the whole frame:
            // until the program redraws, tmux shows the old one cut and reflowed.
            let small = [
                "Contacts",
                "Links",
                "> Settings   ›",
                "A",
                "  Björn Åk…  work       +46 8 555 0122",
                "C",
                "  Corner B…  main       555-0123",
                "H",
                "  Margaret…  home       555-0131",
                "  Margaret…  work       +1 617 555 0132",
                "  Grace Ho…  mobile     555-0127",
                "1/13  Contacts  ↑↓ move  ⏎ select",
            ]
            try tmux.waitForScreen { $0 == small }

            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }

    /// At 45 columns Björn's number used to show as "+46 8 555 012".
    @Test func at45ColumnsEveryNumberIsWhole() throws {
        try withTemporaryDirectory { folder in
            let tmux = try startBrowse(try seededDatabase(in: folder), in: folder, columns: 45)
            let first = try tmux.waitForScreen { $0.count == 24 && $0.last?.hasPrefix("1/13  Contacts") == true }
            #expect(first.contains("  Björn Åkes…  work          +46 8 555 0122"), "\(first)")
            #expect(first.contains("  Margaret H…  work          +1 617 555 0132"), "\(first)")
            #expect(first.last == "1/13  Contacts  ↑↓ move  ⏎ select  / search")
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }

    /// At 40x12 with the long number in the book: its row makes
    /// room in itself (and Émile's, the next longest), every other row keeps
    /// its name and label as wide as the line allows, numbers in one column.
    @Test func at40x12OneLongNumberNarrowsOnlyItsOwnRow() throws {
        try withTemporaryDirectory { folder in
            let db = try seededDatabase(in: folder)
            let added = try phonebook("add", "--db", db, "--name", "Settlement Office", "--phone", "+1-418-656-9254 ext. 102")
            try #require(added.status == 0, "\(added.stderr)")
            let tmux = try startBrowse(db, in: folder, columns: 40, rows: 12)
            try waitForWholeFrame("""
                Contacts
                Links
                > Settings  ›
                A
                  Björn Å…  work       +46 8 555 0122
                C
                  Corner …  main       555-0123
                H
                  Margare…  home       555-0131
                  Margare…  work       +1 617 555 0132
                  Grace H…  mobile     555-0127
                1/14  Contacts  ↑↓ move  ⏎ select
                """, tmux)
            try tmux.sendKeys("C-f", "C-f")
            try waitForWholeFrame("""
                Contacts
                  José Nú…  home       +34 91 555 0118
                O
                > Sett…  mobi…  +1-418-656-9254 ext. 102
                T
                  Linus T…  pager      555-0129
                  Linus T…  home fax   555-0130
                  Alan Turing
                Z
                  Émile …  work  +33-1-5555-0120 ext. 42
                  Émile Z…  mobile     +33-6-5555-0121
                10/14  Contacts  ↑↓ move  ⏎ select
                """, tmux)
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }

    /// A line as wide as the terminal keeps its last column: the redraw
    /// used to clear from the cursor after writing it, which with autowrap
    /// off erased that column (the issue's `+46 8 555 012` at 45 columns).
    @Test func aLineAsWideAsTheTerminalKeepsItsLastCharacter() throws {
        try withTemporaryDirectory { folder in
            let tmux = try startBrowse(try seededDatabase(in: folder), in: folder, columns: 60)
            try tmux.waitForScreen { $0.last?.hasPrefix("1/13  Contacts") == true }
            try tmux.sendKeys("G")
            // At the last row the status line is exactly 60 columns wide.
            let last = try tmux.waitForScreen { $0.last?.hasPrefix("13/13") == true }
            #expect(last.last == "13/13  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit", "\(last)")
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }

    @Test func logsOutFromSettingsAfterAConfirmation() throws {
        try withTemporaryDirectory { folder in
            let db = try seededDatabase(in: folder)
            let created = try phonebook("account", "create", "--user", "ada", "--password-stdin", "--db", db,
                                        stdin: password + "\n")
            try #require(created.status == 0, "\(created.stderr)")
            let login = try phonebook("login", "--user", "ada", "--password-stdin", "--db", db, stdin: password + "\n")
            try #require(login.status == 0, "\(login.stderr)")

            let tmux = try startBrowse(db, in: folder)
            try waitForCursor(on: "Settings", tmux)
            try tmux.sendKeys("Enter")
            let settings = try waitForCursor(on: "Log Out", tmux)
            #expect(settings[0] == "Contacts › Settings")
            #expect(settings.contains { $0.hasPrefix("  Logged in as") && $0.hasSuffix("ada") })

            try tmux.sendKeys("Enter")
            try tmux.waitForScreen(containing: "Log out? y/n")
            try tmux.sendKeys("y")
            let loggedOut = try waitForCursor(on: "Log In", tmux)
            #expect(!loggedOut.contains { $0.contains("Log Out") || $0.contains("Logged in as") })
            #expect(loggedOut.last == "logged out")

            try tmux.sendKeys("q")
            try waitForCursor(on: "Settings", tmux)  // back on the contacts
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
            let info = try phonebook("info", "--db", db)
            #expect(info.stdout.contains("logged in as:   -\n"), "\(info.stdout)")
        }
    }

    /// The account rows end to end: the first account created in the
    /// browser (which logs it in), two services connected meanwhile by the
    /// command line, each logged out of alone, then logging out and in again.
    @Test func createsTheFirstAccountAndLogsOutOfEachServiceAlone() throws {
        try withTemporaryDirectory { folder in
            let db = try seededDatabase(in: folder)
            let tmux = try startBrowse(db, in: folder)
            try waitForCursor(on: "Settings", tmux)
            try tmux.sendKeys("Enter")
            try waitForCursor(on: "Create Account", tmux)
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen { $0.last == "New account's user name: _" }
            try tmux.sendKeys("-l", "ada")
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen { $0.last == "New password for ada:" }
            for _ in 0..<2 {
                try tmux.sendKeys("-l", password)
                try tmux.sendKeys("Enter")
            }
            let created = try waitForCursor(on: "Log Out", tmux)
            #expect(created.last == "created account ada; logged in")
            #expect(created.contains { $0.hasPrefix("  Logged in as") && $0.hasSuffix("ada") })
            #expect(!created.contains { $0.contains(password) })

            for service in ["fastmail", "icloud"] {
                let connected = try phonebook("connect", service, "--user", "ada", "--token-stdin", "--db", db,
                                              stdin: "token-\(service)\n")
                try #require(connected.status == 0, "\(connected.stderr)")
            }
            try tmux.sendKeys("Left", "Enter")  // the settings screen again, built from the new state
            let services = try tmux.waitForScreen { $0.contains("  Log Out of icloud") }
            #expect(services.contains("  Log Out of fastmail"))
            try tmux.sendKeys("j", "j", "j")
            try waitForCursor(on: "Log Out of fastmail", tmux)
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen { $0.last == "Log out of fastmail? y/n" }
            try tmux.sendKeys("y")
            let one = try waitForCursor(on: "Log Out of icloud", tmux)
            #expect(one.last == "logged out of fastmail")
            #expect(!one.contains { $0.contains("fastmail") && $0 != "logged out of fastmail" })

            try tmux.sendKeys("g", "Enter", "y")  // Log Out, the first row
            let loggedOut = try waitForCursor(on: "Log In", tmux)
            #expect(loggedOut.last == "logged out")
            #expect(loggedOut.contains("  Log Out of icloud"))
            #expect(!loggedOut.contains { $0.contains("Logged in as") || $0.contains("Create Account") })

            try tmux.sendKeys("Enter")
            try tmux.sendKeys("-l", "ada")
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen { $0.last == "Password for ada:" }
            try tmux.sendKeys("-l", password)
            try tmux.sendKeys("Enter")
            let loggedIn = try waitForCursor(on: "Log Out", tmux)
            #expect(loggedIn.last == "logged in as ada")

            try tmux.sendKeys("C-c")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
            let info = try phonebook("info", "--db", db)
            #expect(info.stdout.contains("logged in as:   ada\n"), "\(info.stdout)")
            #expect(info.stdout.contains("connected:      icloud\n"), "\(info.stdout)")
        }
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalGivesTheTerminalBackAndEndsByIt(signal: Int32) throws {
        try withTemporaryDirectory { folder in
            let tmux = try startBrowse(try seededDatabase(in: folder), in: folder)
            try waitForCursor(on: "Settings", tmux)
            #expect(kill(try pid(in: folder), signal) == 0)
            try expectTerminalGivenBack(tmux, in: folder, status: 128 + signal)
        }
    }

    /// Raw mode makes Control-C a key (ISIG is off): it quits at once, status 0.
    @Test func controlCQuitsAndGivesTheTerminalBack() throws {
        try withTemporaryDirectory { folder in
            let tmux = try startBrowse(try seededDatabase(in: folder), in: folder)
            try waitForCursor(on: "Settings", tmux)
            try tmux.sendKeys("j", "/", "a")  // in the middle of a search too
            try tmux.waitForScreen(containing: "/a_")
            try tmux.sendKeys("C-c")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }

    private func pid(in folder: URL) throws -> pid_t {
        try #require(pid_t(try contents(of: "pid", in: folder).trimmingCharacters(in: .whitespacesAndNewlines)))
    }
}

@Suite("browse without a terminal")
struct BrowseWithoutTerminalTests {
    @Test func inputThatIsNotATerminalIsRefusedWithStatus64() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            try makeEmptyBook(at: db)
            let result = try phonebook("browse", "--db", db)
            #expect(result.status == 64)
            #expect(result.stdout == "")
            #expect(result.stderr == "phonebook: standard input is not a terminal (a full-screen command needs one)\n")
        }
    }

    @Test func aDatabaseThatCannotBeOpenedIsReportedBeforeTheTerminalIsAskedFor() throws {
        try withTemporaryDirectory { folder in
            let result = try phonebook("browse", "--db", folder.path)  // a folder, not a database file
            #expect(result.status == 74, "\(result.stderr)")
            #expect(result.stdout == "")
            #expect(!result.stderr.contains("terminal"), "\(result.stderr)")
        }
    }
}
