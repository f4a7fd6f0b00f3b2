import Foundation
import Testing
import TestSupport

/// Tables fit the terminal they are shown on: its own width (TIOCGWINSZ),
/// since shells do not export COLUMNS; COLUMNS when set; 80 in a pipe.
@Suite("The terminal's own width")
struct TerminalWidthTests {
    /// A note of 90 characters, ending in a word a cut would lose.
    let note = "Met at the 1952 conference on automatic programming; ask about the A-0 compiler and FLOWMATIC"

    private func bookWithLongNote(in folder: URL) throws -> String {
        let db = folder.appendingPathComponent("book.sqlite3").path
        let added = try phonebook("add", "--db", db, "--name", "Grace Hopper", "--note", note)
        #expect(added.status == 0, "\(added.stderr)")
        return db
    }

    @Test func aWideTerminalShowsTheWholeNoteWithoutCOLUMNS() throws {
        try withTemporaryDirectory { folder in
            let db = try bookWithLongNote(in: folder)
            let wide = try phonebookInTerminal(["show", "--db", db, "Grace Hopper"], script: [], size: (40, 120))
            #expect(wide.status == 0)
            #expect(wide.transcript.contains("FLOWMATIC") && !wide.transcript.contains("…"), "\(wide.transcript)")
            let narrow = try phonebookInTerminal(["show", "--db", db, "Grace Hopper"], script: [], size: (40, 60))
            #expect(narrow.status == 0 && narrow.transcript.contains("Grace Hopper"))
            let tooWide = narrow.transcript.split(whereSeparator: \.isNewline).filter { $0.trimmingCharacters(in: .whitespacesAndNewlines).count > 60 }
            #expect(tooWide.isEmpty, "\(tooWide)")
        }
    }

    /// At COLUMNS=50 on a terminal of 120 the note wraps at 50: every line
    /// fits 50 columns, and the note's last word is on a line of its own.
    @Test func COLUMNSOverridesTheTerminalsWidth() throws {
        try withTemporaryDirectory { folder in
            let db = try bookWithLongNote(in: folder)
            let forced = try phonebookInTerminal(["show", "--db", db, "Grace Hopper"], script: [],
                                                 environment: ["COLUMNS": "50"], size: (40, 120))
            let lines = forced.transcript.split(whereSeparator: \.isNewline)
            #expect(forced.status == 0 && lines.allSatisfy { $0.count <= 50 }, "\(forced.transcript)")
            #expect(lines.contains { $0.hasSuffix("FLOWMATIC") && !$0.contains("Met at") }, "\(forced.transcript)")
        }
    }
}
