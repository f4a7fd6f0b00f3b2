import Foundation
import Testing
import TestSupport

/// `--category` on `add` and `edit`, and the form's Category lines, write a
/// contact's groups the way its book keeps them: a book with group cards
/// their member lines (a new group card in the same style for a new group),
/// any other book the contact's CATEGORIES. One change, one `undo`.
@Suite("Joining and leaving groups")
struct GroupMembershipTests {
    /// An iCloud group card with lines phonebook does not know, one folded.
    static let family = GroupCards.card("3.0", "PRODID:-//Apple Inc.//iOS 17.0//EN", "N:Family;;;;", "FN:Family",
                                        "UID:family", "X-ADDRESSBOOKSERVER-KIND:group",
                                        "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:ada", "X-APPLE-SORT;X-P=\"a:b\":keep me",
                                        "X-LONG:a value long enough that the program that wrote it folded it here", " and went on",
                                        "REV:2024-01-01T00:00:00Z")
    static let ada = GroupCards.card("3.0", "UID:ada", "FN:Ada Lovelace", "N:Lovelace;Ada;;;", "EMAIL:ada@example.com")

    @Test func aBookWithoutGroupCardsKeepsTheGroupsInTheContactsCategories() throws {
        try withTemporaryDirectory { folder in
            let db = try GroupCards.book(Self.ada, in: folder)
            let added = try phonebook("add", "--db", db, "--name", "Alan Turing", "--category", "Work, Old",
                                      "--category", "Chess")
            #expect(added.status == 0, "\(added.stderr)")
            let uid = added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(try exportedCard(db, uid).contains("\r\nCATEGORIES:Work\\, Old,Chess\r\n"))
            let edited = try phonebook("edit", "--db", db, "alan", "--remove-category", "chess", "--category", "Go")
            #expect(edited.status == 0, "\(edited.stderr)")
            #expect(try exportedCard(db, uid).contains("\r\nCATEGORIES:Work\\, Old,Go\r\n"))
            #expect(try phonebook("categories", "--db", db, "--format", "plain").stdout
                == "Groups\tgroup\tgroups/group:Go\tGo\t1\nGroups\tgroup\tgroups/group:Work, Old\tWork, Old\t1\n")
            let none = try phonebook("edit", "--db", db, "alan", "--remove-category", "Chess")
            #expect(none.status == 1 && none.stderr == "phonebook: --remove-category: the contact is in no group Chess; "
                + "nothing was changed\n")
            #expect(try phonebook("undo", "--db", db).status == 0)
            #expect(try exportedCard(db, uid).contains("\r\nCATEGORIES:Work\\, Old,Chess\r\n"))
        }
    }

    @Test func aBookWithGroupCardsGetsTheirMemberLinesAndANewGroupCardInTheirStyle() throws {
        try withTemporaryDirectory { folder in
            let db = try GroupCards.book(Self.ada + Self.family, in: folder)
            let before = try GroupCards.exported(db, holding: "UID:family")
            let added = try phonebook("add", "--db", db, "--name", "Alan Turing", "--email", "alan@example.com",
                                      "--category", "FAMILY", "--category", "Chess Club")
            #expect(added.status == 0, "\(added.stderr)")
            let uid = added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(!(try exportedCard(db, uid)).contains("CATEGORIES"))
            // Every byte of the group card kept, one member line more after the others, REV new.
            let after = try GroupCards.exported(db, holding: "UID:family")
            let unstamped = { (card: String) in card.components(separatedBy: "\r\n").filter { !$0.hasPrefix("REV:") } }
            var expected = unstamped(before)
            expected.insert("X-ADDRESSBOOKSERVER-MEMBER:\(uid)", at: expected.firstIndex(of: "X-APPLE-SORT;X-P=\"a:b\":keep me")!)
            #expect(unstamped(after) == expected, "\(after)")
            let chess = try GroupCards.exported(db, holding: "FN:Chess Club")
            #expect(chess.contains("\r\nVERSION:3.0\r\n") && chess.contains("\r\nN:Chess Club;;;;\r\n")
                && chess.contains("\r\nX-ADDRESSBOOKSERVER-KIND:group\r\nX-ADDRESSBOOKSERVER-MEMBER:\(uid)\r\n"), "\(chess)")
            #expect(try phonebook("categories", "--db", db, "--format", "plain").stdout
                == "Groups\tgroup\tgroups/group:Chess Club\tChess Club\t1\nGroups\tgroup\tgroups/group:Family\tFamily\t2\n")
            let history = try plainHistory(db).split(separator: "\n")
            #expect(history.count == 2 && history[0].hasSuffix("\tadd Alan Turing"), "\(history)")
            #expect(try phonebook("export", "--db", db, "--format", "mutt-aliases").stdout
                .contains("alias -group Chess\\ Club -group Family alan-turing Alan Turing <alan@example.com>\n"))
            // One undo: no Alan, no Chess Club, the group card as it was.
            #expect(try phonebook("undo", "--db", db).status == 0)
            #expect(try GroupCards.exported(db, holding: "UID:family") == before)
            #expect(try phonebook("categories", "--db", db, "--format", "plain").stdout
                == "Groups\tgroup\tgroups/group:Family\tFamily\t1\n")

            #expect(try phonebook("edit", "--db", db, "ada", "--remove-category", "family").status == 0)
            #expect(!(try GroupCards.exported(db, holding: "UID:family")).contains("urn:uuid:ada"))
            #expect(try GroupCards.exported(db, holding: "UID:family").contains("X-APPLE-SORT;X-P=\"a:b\":keep me\r\n"))
        }
    }

    @Test func aNewGroupInAVCard4BookIsAKindGroupCard() throws {
        try withTemporaryDirectory { folder in
            let db = try GroupCards.book(Self.ada + GroupCards.card("4.0", "UID:chess", "KIND:group", "FN:Chess",
                                                                    "MEMBER:urn:uuid:ada"), in: folder)
            #expect(try phonebook("edit", "--db", db, "ada", "--category", "Go").status == 0)
            let go = try GroupCards.exported(db, holding: "FN:Go")
            #expect(go.contains("\r\nVERSION:4.0\r\n") && go.contains("\r\nKIND:group\r\nFN:Go\r\nMEMBER:urn:uuid:ada\r\n"),
                    "\(go)")
            #expect(try phonebook("list", "--db", db, "--format", "plain", "--category", "go").stdout.contains("\tAda Lovelace"))
        }
    }

    @Test func theFormShowsEveryGroupAsACategoryLineAndWritesItsChanges() throws {
        try withTemporaryDirectory { folder in
            let db = try GroupCards.book(
                Self.family + GroupCards.card("3.0", "UID:ada", "FN:Ada Lovelace", "CATEGORIES:Friends"), in: folder)
            let seen = folder.appendingPathComponent("seen.txt")
            let editor = try scriptedEditor(folder, """
                cp "$1" "\(seen.path)"
                sed -i '/^Category: Family$/d; s/^Category: Friends$/Category: Chess/' "$1"
                """)
            let result = try phonebook("edit", "--db", db, "ada", environment: editor)
            #expect(result.status == 0, "\(result.stderr)")
            let form = try String(contentsOf: seen, encoding: .utf8)
            #expect(form.contains("\nCategory: Friends\nCategory: Family\n"), "\(form)")
            #expect(!(try GroupCards.exported(db, holding: "UID:family")).contains("urn:uuid:ada"))
            #expect(!(try exportedCard(db, "ada")).contains("Friends"))
            #expect(try phonebook("list", "--db", db, "--format", "plain", "--category", "chess").stdout.contains("\tAda Lovelace"))
            #expect(try plainHistory(db).split(separator: "\n").count == 2)
        }
    }
}
