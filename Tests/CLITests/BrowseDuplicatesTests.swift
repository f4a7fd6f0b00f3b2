import Foundation
import Testing
import TestSupport

/// The Duplicates screen in a real terminal: a book of two groups, the
/// link saying so once counted, Enter on a group asking with the merged
/// result, `n` changing nothing, `y` merging, and the link one group fewer.
extension BrowseTests {
    private static let twoGroups = """
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
        FN:Ada Lovelace
        N:Lovelace;Ada;;;
        TEL;TYPE=CELL:555-0005
        EMAIL:ada@example.com
        UID:ada-0001
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:G. Hopper
        N:Hopper;G.;;;
        TEL;TYPE=CELL:555-0127
        EMAIL:grace@navy.mil
        UID:hopper-0002
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:A. Lovelace
        N:Lovelace;A.;;;
        EMAIL:ADA@Example.com
        UID:ada-0002
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:Alan Turing
        N:Turing;Alan;;;
        TEL;TYPE=HOME:555-0199
        UID:alan-0001
        END:VCARD

        """

    /// The Duplicates screen with both groups, the cursor on the first
    /// group's first contact, up to its status line.
    private static let bothGroups = """
        Contacts › Duplicates
        1 · same email ada@example.com
        > Ada Lovelace  555-0005  ada-0001
          A. Lovelace             ada-0002
        2 · same number 555-0127
          Grace Hopper  555-0127  grace-0001
          G. Hopper     555-0127  hopper-0002







        """

    @Test func enterOnAGroupAsksNLeavesItYMergesItAndTheLinkSaysOneGroupFewer() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let imported = try phonebook("import", "--db", db, "-", stdin: Self.twoGroups)
            try #require(imported.status == 0, "\(imported.stderr)")
            let tmux = try startBrowse(db, in: folder, columns: 72, rows: 14)
            // The link comes when the groups are counted, off the input loop.
            try waitForWholeFrame("""
                Contacts
                Links
                > Settings      ›
                  Duplicates    2 groups ›
                H
                  G. Hopper     mobile  555-0127
                  Grace Hopper  mobile  555-0127
                  Grace Hopper  work    555-0128
                L
                  A. Lovelace
                  Ada Lovelace  mobile  555-0005
                T
                  Alan Turing   home    555-0199
                1/7  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
                """, tmux)
            try tmux.sendKeys("j", "Enter")
            let keys = "1/4  Duplicates  ↑↓ move  ⏎ select  ? help  q quit"
            try waitForWholeFrame(Self.bothGroups + keys, tmux)

            // The question says what the merge makes: A. Lovelace's name kept as a nickname.
            try tmux.sendKeys("Enter")
            let question = "Merge 2 contacts into Ada Lovelace (+1 other)? y/n"
            try waitForWholeFrame(Self.bothGroups + question, tmux)
            try tmux.sendKeys("n")
            try waitForWholeFrame(Self.bothGroups + keys, tmux)

            try tmux.sendKeys("Enter")
            try waitForWholeFrame(Self.bothGroups + question, tmux)
            try tmux.sendKeys("y")
            try waitForWholeFrame("""
                Contacts › Duplicates
                1 · same number 555-0127
                > Grace Hopper  555-0127  grace-0001
                  G. Hopper     555-0127  hopper-0002









                merged A. Lovelace into Ada Lovelace
                """, tmux)
            // Back on the contacts list: the merged contact under the cursor, one group left.
            try tmux.sendKeys("Left")
            try waitForWholeFrame("""
                Contacts
                Links
                  Settings      ›
                  Duplicates    1 group ›
                H
                  G. Hopper     mobile  555-0127
                  Grace Hopper  mobile  555-0127
                  Grace Hopper  work    555-0128
                L
                > Ada Lovelace  mobile  555-0005
                T
                  Alan Turing   home    555-0199

                5/6  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
                """, tmux)
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)

            // The `n` changed nothing: one merge in the journal, and the Hoppers left as they were.
            let history = try phonebook("history", "--db", db)
            #expect(history.stdout.components(separatedBy: "\n").filter { $0.contains("merge") }.count == 1,
                    "\(history.stdout)")
            let left = try phonebook("duplicates", "--db", db, "--format", "plain")
            #expect(left.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.map {
                $0.split(separator: "\t", omittingEmptySubsequences: false).prefix(3).joined(separator: " ")
            } == ["1 same number 555-0127 grace-0001", "1 same number 555-0127 hopper-0002"])
        }
    }
}
