import Foundation
import Testing
import TestSupport

/// Space and `M` in a real terminal: two contacts marked, merged after the
/// question, the merged contact showing every number, and `u` parting them.
extension BrowseTests {
    private static let mergeCards = """
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
        UID:ada-0001
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:G. Hopper
        N:Hopper;G.;;;
        TEL;TYPE=HOME:555-0199
        TEL;TYPE=CELL:555-0127
        EMAIL:grace@navy.mil
        UID:hopper-0002
        END:VCARD

        """

    @Test func spaceMarksTwoContactsMMergesThemAfterAYesAndUPartsThem() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let imported = try phonebook("import", "--db", db, "-", stdin: Self.mergeCards)
            try #require(imported.status == 0, "\(imported.stderr)")
            let tmux = try startBrowse(db, in: folder, columns: 72, rows: 12)
            let before = """
                Contacts
                Links
                  Settings      ›
                  Duplicates    1 group ›
                H
                  G. Hopper     home    555-0199
                  G. Hopper     mobile  555-0127
                  Grace Hopper  mobile  555-0127
                  Grace Hopper  work    555-0128
                L
                  Ada Lovelace  mobile  555-0005

                """
            try waitForWholeFrame(before.replacingOccurrences(of: "  Settings", with: "> Settings")
                                  + "1/5  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit", tmux)
            // The two Hoppers share a number: the Duplicates link is there until they are merged.
            // Grace Hopper first, so hers is the card kept; then G. Hopper.
            try tmux.sendKeys("j", "j", "j", "j", "Space", "k", "k", "Space")
            try waitForWholeFrame("""
                Contacts
                Links
                  Settings      ›
                  Duplicates    1 group ›
                H
                >*G. Hopper     home    555-0199
                 *G. Hopper     mobile  555-0127
                 *Grace Hopper  mobile  555-0127
                 *Grace Hopper  work    555-0128
                L
                  Ada Lovelace  mobile  555-0005
                3/5  2 marked  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
                """, tmux)
            try tmux.sendKeys("M")
            try tmux.waitForScreen {
                $0.last == "Merge 2 contacts into Grace Hopper (+1 number, +1 email, +1 other)? y/n"
            }
            try tmux.sendKeys("y")
            try waitForWholeFrame("""
                Contacts
                Links
                  Settings      ›
                H
                > Grace Hopper  mobile  555-0127
                  Grace Hopper  work    555-0128
                  Grace Hopper  home    555-0199
                L
                  Ada Lovelace  mobile  555-0005


                merged G. Hopper into Grace Hopper
                """, tmux)
            try tmux.sendKeys("u")
            // Both back, the cursor still on the kept contact's row.
            try waitForWholeFrame(before.replacingOccurrences(of: "  Grace Hopper  mobile", with: "> Grace Hopper  mobile")
                                  + "undid: merge Grace Hopper ← G. Hopper", tmux)
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }
}
