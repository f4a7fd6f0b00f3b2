import Foundation
import Testing
import TestSupport
import TerminalText

/// `a`, `e`, `d`, `s` and `u` in a real terminal, on a book of three
/// contacts, with `EDITOR` a script the test writes before each use. Each
/// step waits for the whole frame.
extension BrowseTests {
    private static let cards = """
        BEGIN:VCARD
        VERSION:3.0
        FN:Grace Hopper
        N:Hopper;Grace;;;
        TEL;TYPE=CELL:555-0127
        TEL;TYPE=WORK:555-0128
        UID:grace-0001
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:Alan Turing
        N:Turing;Alan;;;
        TEL;TYPE=HOME:555-0199
        X-PET:Christopher
        UID:alan-0001
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:Ada Lovelace
        N:Lovelace;Ada;;;
        TEL;TYPE=CELL:555-0005
        UID:ada-0001
        END:VCARD

        """

    /// The three contacts' database, the browser on it at 60 x 12, and the editor script's file.
    private func startOnThreeContacts(in folder: URL) throws -> (TmuxSession, db: String, editor: URL) {
        let db = folder.appendingPathComponent("book.sqlite3").path
        let imported = try phonebook("import", "--db", db, "-", stdin: Self.cards)
        try #require(imported.status == 0, "\(imported.stderr)")
        let editor = folder.appendingPathComponent("editor.sh")
        try writeEditor("exit 9", to: editor)
        let tmux = try startBrowse(db, in: folder, columns: 60, rows: 12, editor: editor.path)
        try tmux.waitForScreen { $0 == Self.firstFrame }
        return (tmux, db, editor)
    }

    /// Makes `editor` a shell script of `body`; the form's file is "$1".
    private func writeEditor(_ body: String, to editor: URL) throws {
        try ("#!/bin/sh\n" + body + "\n").write(to: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: editor.path)
    }

    /// Waits for exactly `frame`, and returns it.
    @discardableResult
    private func waitForFrame(_ frame: String, _ tmux: TmuxSession) throws -> [String] {
        let lines = frame.components(separatedBy: "\n")
        return try tmux.waitForScreen { $0 == lines }
    }

    private static let firstFrame = """
        Contacts
        Links
        > Settings      ›
        H
          Grace Hopper  mobile  555-0127
          Grace Hopper  work    555-0128
        L
          Ada Lovelace  mobile  555-0005
        T
          Alan Turing   home    555-0199

        1/4  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
        """.components(separatedBy: "\n")

    @Test func aAddsAContactFromTheBlankFormAndPutsTheCursorOnIt() throws {
        try withTemporaryDirectory { folder in
            let (tmux, db, editor) = try startOnThreeContacts(in: folder)
            // A birthday the form refuses first: the editor is opened again with the error on top.
            try writeEditor("""
                if grep -q '^# error: ' "$1"; then
                    grep '^# error: ' "$1" > '\(folder.path)/error'
                    sed -i 's/^Birthday: soon$/Birthday: 1791-12-26/' "$1"
                else
                    sed -i -e 's/^Name:$/Name: Charles Babbage/' -e 's/^Phone (mobile):$/Phone (mobile): 555-1833/' \\
                        -e 's/^Birthday:$/Birthday: soon/' "$1"
                fi
                """, to: editor)
            try tmux.sendKeys("a")
            try waitForFrame("""
                Contacts
                  Settings         ›
                B
                > Charles Babbage  mobile  555-1833
                H
                  Grace Hopper     mobile  555-0127
                  Grace Hopper     work    555-0128
                L
                  Ada Lovelace     mobile  555-0005
                T
                  Alan Turing      home    555-0199
                added Charles Babbage
                """, tmux)
            let error = try contents(of: "error", in: folder)
            #expect(error.hasPrefix("# error: line ") && error.contains("birthday \"soon\" is not a date"), "\(error)")
            let card = try phonebook("export", "--db", db, "Charles Babbage")
            #expect(card.stdout.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//phonebook//phonebook "), "\(card.stdout)")
            #expect(card.stdout.contains("\r\nUID:urn:uuid:") && card.stdout.contains("\r\nTEL;TYPE=CELL:555-1833\r\n"))
            #expect(card.stdout.contains("\r\nBDAY:1791-12-26\r\n"), "\(card.stdout)")

            // The blank form left blank: nothing is added.
            try writeEditor("exit 0", to: editor)
            try tmux.sendKeys("a")
            try tmux.waitForScreen { $0.last == "nothing changed" }
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }

    @Test func eEditsTheContactUnderTheCursorAndComesBackToItsRow() throws {
        try withTemporaryDirectory { folder in
            let (tmux, db, editor) = try startOnThreeContacts(in: folder)
            // The editor notes the terminal's settings it was given: the shell's, not raw mode.
            try writeEditor("""
                stty -g > '\(folder.path)/during'
                sed -i 's/^Phone (home): 555-0199$/Phone (home): 555-0200/' "$1"
                """, to: editor)
            try tmux.sendKeys("G", "e")
            try waitForFrame("""
                Contacts
                Links
                  Settings      ›
                H
                  Grace Hopper  mobile  555-0127
                  Grace Hopper  work    555-0128
                L
                  Ada Lovelace  mobile  555-0005
                T
                > Alan Turing   home    555-0200

                edited Alan Turing
                """, tmux)
            #expect(try contents(of: "during", in: folder) == contents(of: "before", in: folder))
            // Only the number's line was rewritten: the unknown property is still there.
            let card = try phonebook("export", "--db", db, "Alan Turing").stdout
            #expect(card.contains("\r\nTEL;TYPE=HOME:555-0200\r\nX-PET:Christopher\r\n"), "\(card)")

            // An editor that fails changes nothing and says so; the terminal is the browser's again.
            try writeEditor("exit 3", to: editor)
            try tmux.sendKeys("e")
            let failed = try tmux.waitForScreen { $0.last?.hasSuffix("nothing changed") == true }
            // Read whole, over the lines it needs: the rows give way, the cursor's staying in sight.
            let message = TextWrap.lines("the editor (\(editor.path)) exited with status 3; nothing changed", width: 60)
            let rows = Self.firstFrame.dropLast().map {
                $0.replacingOccurrences(of: "555-0199", with: "555-0200")
                    .replacingOccurrences(of: "> Settings", with: "  Settings")
                    .replacingOccurrences(of: "  Alan Turing ", with: "> Alan Turing ")
            }
            let shown = 10 - (message.count - 1)
            #expect(failed == [rows[0]] + rows[(10 - shown)..<10] + message, "\(failed)")
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }

    @Test func dAsksAndNKeepsTheContactAndYRemovesIt() throws {
        try withTemporaryDirectory { folder in
            let (tmux, db, _) = try startOnThreeContacts(in: folder)
            try tmux.sendKeys("j", "j")  // Grace Hopper's work number
            try tmux.waitForScreen { $0.contains("> Grace Hopper  work    555-0128") }
            try tmux.sendKeys("d")
            try tmux.waitForScreen { $0.last == "Remove Grace Hopper (2 numbers)? y/n" }
            try tmux.sendKeys("n")
            try tmux.waitForScreen { $0.contains("> Grace Hopper  work    555-0128") && $0.last?.hasPrefix("2/4  Contacts") == true }
            try tmux.sendKeys("d")
            try tmux.waitForScreen { $0.last == "Remove Grace Hopper (2 numbers)? y/n" }
            try tmux.sendKeys("y")
            try waitForFrame("""
                Contacts
                Links
                  Settings      ›
                L
                > Ada Lovelace  mobile  555-0005
                T
                  Alan Turing   home    555-0199




                removed Grace Hopper
                """, tmux)
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
            #expect(try phonebook("show", "--db", db, "Grace Hopper").status == 1)
        }
    }

    @Test func sStarsTheContactUnderTheCursorUnderFavorites() throws {
        try withTemporaryDirectory { folder in
            let (tmux, _, _) = try startOnThreeContacts(in: folder)
            try tmux.sendKeys("G", "s")
            try waitForFrame("""
                Contacts
                  Settings      ›
                Favorites
                  Alan Turing   home    555-0199
                H
                  Grace Hopper  mobile  555-0127
                  Grace Hopper  work    555-0128
                L
                  Ada Lovelace  mobile  555-0005
                T
                > Alan Turing   home    555-0199
                starred Alan Turing
                """, tmux)
            try tmux.sendKeys("s")  // the cursor is still on Alan's row under T: unstar
            try tmux.waitForScreen { $0.last == "unstarred Alan Turing" && !$0.contains("Favorites") }
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }

    /// A contact another command removed while its row was shown: `s`, `d`
    /// and `e` on that row each say it is gone, and the screen is read
    /// again, so the row goes and the cursor lands on a row that is there.
    @Test func sDAndEOnAContactAnotherCommandRemovedSayItIsGoneAndItsRowGoes() throws {
        try withTemporaryDirectory { folder in
            for key in ["s", "d", "e"] {
                let run = folder.appendingPathComponent(key, isDirectory: true)
                try FileManager.default.createDirectory(at: run, withIntermediateDirectories: false)
                let (tmux, db, _) = try startOnThreeContacts(in: run)
                try tmux.sendKeys("G")
                try tmux.waitForScreen { $0.contains("> Alan Turing   home    555-0199") }
                let removed = try phonebook("remove", "--db", db, "--yes", "alan-0001")
                try #require(removed.status == 0, "\(removed.stderr)")
                try tmux.sendKeys(key)
                // Alan's row and its letter go; the cursor lands on the row before it, Ada's.
                try tmux.waitForScreen {
                    $0.last == "that contact is gone" && $0.filter { $0.hasPrefix(">") } == ["> Ada Lovelace  mobile  555-0005"]
                        && !$0.contains { $0.contains("Alan Turing") || $0 == "T" }
                }
                try tmux.sendKeys("q")
                try expectTerminalGivenBack(tmux, in: run, status: 0)
            }
        }
    }

    @Test func uUndoesARemovalAndTheContactComesBack() throws {
        try withTemporaryDirectory { folder in
            let (tmux, _, _) = try startOnThreeContacts(in: folder)
            try tmux.sendKeys("j", "d")
            try tmux.waitForScreen { $0.last == "Remove Grace Hopper (2 numbers)? y/n" }
            try tmux.sendKeys("y")
            try tmux.waitForScreen { $0.last == "removed Grace Hopper" }
            try tmux.sendKeys("u")
            try waitForFrame("""
                Contacts
                Links
                  Settings      ›
                H
                  Grace Hopper  mobile  555-0127
                  Grace Hopper  work    555-0128
                L
                > Ada Lovelace  mobile  555-0005
                T
                  Alan Turing   home    555-0199

                undid: remove Grace Hopper
                """, tmux)
            try tmux.sendKeys("u")  // the import before it
            try tmux.waitForScreen { $0.last?.hasPrefix("undid: import") == true }
            try tmux.sendKeys("u")
            try tmux.waitForScreen { $0.last == "nothing to undo" }
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }
}
