import Foundation
import Testing
import TestSupport

/// The Groups screen in a real terminal: a Groups link while the book has
/// groups, a row a group of either kind with its count (a name's escape
/// sequences shown, never sent), Enter on one its members, Left back. The
/// group cards themselves are in no list.
extension BrowseTests {
    private static let groupedBook = GroupCards.card("3.0", "UID:ada", "FN:Ada Lovelace", "N:Lovelace;Ada;;;",
                                                     "TEL:555-0005", "CATEGORIES:Friends")
        + GroupCards.card("3.0", "UID:grace", "FN:Grace Hopper", "N:Hopper;Grace;;;", "TEL:555-0127")
        + GroupCards.card("3.0", "UID:alan", "FN:Alan Turing", "N:Turing;Alan;;;", "TEL:555-0199")
        + GroupCards.appleGroup(uid: "family", name: "Family", members: ["ada", "grace"])
        + GroupCards.card("4.0", "UID:evil", "KIND:group", "FN:Evil\u{1B}]0;owned\u{07}\u{1B}[2J", "MEMBER:urn:uuid:alan")

    @Test func theGroupsLinkOpensEveryGroupAndEnterItsMembers() throws {
        try withTemporaryDirectory { folder in
            let db = try GroupCards.book(Self.groupedBook, in: folder)
            let tmux = try startBrowse(db, in: folder, columns: 60, rows: 12)
            try waitForWholeFrame("""
                Contacts
                Links
                > Settings      ›
                  Groups        ›
                H
                  Grace Hopper  other  555-0127
                L
                  Ada Lovelace  other  555-0005
                T
                  Alan Turing   other  555-0199

                1/5  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
                """, tmux)
            try tmux.sendKeys("j", "Enter")
            try waitForWholeFrame("""
                Contacts › Groups
                Groups
                > Evil␛]0;owned␇␛[2J  1 contact
                  Family              2 contacts
                  Friends             1 contact






                1/3  Groups  ↑↓ move  ⏎ select  ? help  q quit
                """, tmux)
            try tmux.sendKeys("j", "Enter")
            try waitForWholeFrame("""
                Contacts › Groups › Family
                H
                > Grace Hopper  other  555-0127
                L
                  Ada Lovelace  other  555-0005






                1/2  Family  ↑↓ move  ⏎ select  ? help  q quit
                """, tmux)
            try tmux.sendKeys("Left", "j", "Enter")
            try waitForWholeFrame("""
                Contacts › Groups › Friends
                L
                > Ada Lovelace  other  555-0005








                1/1  Friends  ↑↓ move  ⏎ select  ? help  q quit
                """, tmux)
            // q steps back a screen at a time, and quits from the first.
            try tmux.sendKeys("q", "q", "q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }
}
