import Foundation
import Testing
import TestSupport

/// Groups with several books (issue 40): a group card is a card of one
/// book, its members contacts of that book alone; every group read
/// respects `--book`, a contact joins the groups of its own book, and a
/// book's group cards go where the book goes. Run as the built binary.
@Suite("Groups in several books")
struct BookGroupsTests {
    static let ada = GroupCards.card("3.0", "UID:ada", "FN:Ada Lovelace", "N:Lovelace;Ada;;;", "EMAIL:ada@example.com")
    static let grace = GroupCards.card("3.0", "UID:grace", "FN:Grace Hopper", "N:Hopper;Grace;;;",
                                       "EMAIL:grace@example.com")
    static let kate = GroupCards.card("3.0", "UID:kate", "FN:Katherine Johnson", "N:Johnson;Katherine;;;",
                                      "EMAIL:kate@example.com")
    static let family = GroupCards.appleGroup(uid: "family", name: "Family", members: ["ada", "kate"])

    /// A database whose default book holds Ada and Grace, and a book "work"
    /// Ada (the same card), Katherine and the group card Family naming
    /// those two; `body` gets its path.
    static func withTwoBooks(_ body: (String) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = try GroupCards.book(ada + grace, in: folder)
            let work = folder.appendingPathComponent("work.vcf")
            try (ada + kate + family).write(to: work, atomically: true, encoding: .utf8)
            try #require(try phonebook("books", "create", "work", "--db", db).status == 0)
            try #require(try phonebook("import", "--db", db, "--book", "work", work.path).status == 0)
            try body(db)
        }
    }

    @Test func aGroupCardsMembersAreContactsOfItsOwnBookAndEveryGroupReadTakesABook() throws {
        try Self.withTwoBooks { db in
            #expect(try phonebook("books", "--db", db).stdout == "default\t2\tdefault\t-\nwork\t2\t-\t-\n",
                    "a group card is no contact of its book's count")
            let family = "Groups\tgroup\tgroups/group:Family\tFamily\t2\n"
            // The default book's Ada has the UID Family names, but is in no group of hers.
            #expect(try phonebook("categories", "--db", db, "--format", "plain").stdout == family)
            #expect(try phonebook("categories", "--db", db, "--book", "work", "--format", "plain").stdout == family)
            let none = try phonebook("categories", "--db", db, "--book", "default")
            #expect(none.status == 1 && none.stderr == "phonebook: no contact is in a group\n")

            let members = try phonebook("list", "--db", db, "--category", "family").stdout
            #expect(members.contains("\tAda Lovelace\twork\n") && members.contains("\tKatherine Johnson\twork\n")
                    && !members.contains("\tdefault\n"), "\(members)")
            let elsewhere = try phonebook("list", "--db", db, "--book", "default", "--category", "family")
            #expect(elsewhere.status == 1
                    && elsewhere.stderr == "phonebook: no group is named \"family\" in the book \"default\"\n")
            let work = try phonebook("list", "--db", db, "--book", "work").stdout
            #expect(work.contains("\tGroups\tgroups\n") && !work.contains("Family"), "\(work)")
            #expect(!(try phonebook("list", "--db", db, "--book", "default").stdout).contains("\tGroups\t"))

            let aliases = try phonebook("export", "--db", db, "--format", "mutt-aliases").stdout
            #expect(aliases.contains("alias ada-lovelace Ada Lovelace <ada@example.com>\n")
                    && aliases.contains("alias -group Family ada-lovelace-2 Ada Lovelace <ada@example.com>\n"),
                    "the default book's Ada first, in no group: \(aliases)")
            #expect(!(try phonebook("export", "--db", db, "--book", "default", "--format", "mutt-aliases").stdout)
                .contains("-group"))
            #expect(try phonebook("show", "--db", db, "--book", "work", "ada").stdout.contains("Family"))
            #expect(!(try phonebook("show", "--db", db, "--book", "default", "ada").stdout).contains("Family"))
            #expect(try phonebook("show", "--db", db, "--book", "work", "family").status == 1, "a UID names a person only")
        }
    }

    @Test func joiningAGroupWritesTheGroupsOfTheContactsOwnBook() throws {
        try Self.withTwoBooks { db in
            let family = try GroupCards.exported(db, holding: "UID:family")
            // The default book keeps no group cards: Grace's own CATEGORIES.
            let edited = try phonebook("edit", "--db", db, "grace", "--category", "Family")
            #expect(edited.status == 0, "\(edited.stderr)")
            #expect(try phonebook("export", "--db", db, "--book", "default", "grace").stdout
                        .contains("\r\nCATEGORIES:Family\r\n"))
            #expect(try GroupCards.exported(db, holding: "UID:family") == family, "work's group card untouched")
            #expect(try phonebook("categories", "--db", db, "--book", "default", "--format", "plain").stdout
                        == "Groups\tgroup\tgroups/group:Family\tFamily\t1\n")

            // Work keeps group cards: a new one, in work, in the style of its others.
            let added = try phonebook("add", "--db", db, "--book", "work", "--name", "Alan Turing",
                                      "--email", "alan@example.com", "--category", "Chess")
            #expect(added.status == 0, "\(added.stderr)")
            let work = try phonebook("export", "--db", db, "--book", "work").stdout
            #expect(work.contains("\r\nFN:Chess\r\n") && work.contains("\r\nX-ADDRESSBOOKSERVER-KIND:group\r\n")
                    && work.contains("\r\nUID:family\r\n"), "a book's export has its group cards: \(work)")
            #expect(!(try phonebook("export", "--db", db, "--book", "default").stdout).contains("FN:Chess"))
            #expect(try phonebook("edit", "--db", db, "--book", "work", "kate", "--category", "Go").status == 0)
            #expect(try phonebook("export", "--db", db, "--book", "work").stdout.contains("\r\nFN:Go\r\n"),
                    "an edit's new group card goes into the contact's book")
            #expect(try phonebook("categories", "--db", db, "--book", "work", "--format", "plain").stdout
                        == "Groups\tgroup\tgroups/group:Chess\tChess\t1\nGroups\tgroup\tgroups/group:Family\tFamily\t2\n"
                        + "Groups\tgroup\tgroups/group:Go\tGo\t1\n")
        }
    }

    @Test func aMovedMemberLeavesItsOldBooksGroupAndABooksGroupCardsGoWithIt() throws {
        try Self.withTwoBooks { db in
            let family = try GroupCards.exported(db, holding: "UID:family")
            let moved = try phonebook("move", "--db", db, "--book", "work", "kate", "--to", "default")
            #expect(moved.status == 0, "\(moved.stderr)")
            #expect(try phonebook("categories", "--db", db, "--format", "plain").stdout
                        == "Groups\tgroup\tgroups/group:Family\tFamily\t1\n")
            #expect(try GroupCards.exported(db, holding: "UID:family") == family, "its member lines left as they are")
            #expect(try phonebook("undo", "--db", db).status == 0)
            #expect(try phonebook("categories", "--db", db, "--format", "plain").stdout
                        == "Groups\tgroup\tgroups/group:Family\tFamily\t2\n")

            let removed = try phonebook("books", "remove", "work", "--db", db, "--yes")
            #expect(removed.stderr == "phonebook: removed the book \"work\" and its 2 contacts; phonebook undo brings it back\n")
            #expect(try GroupCards.exported(db, holding: "UID:family") == "")
            #expect(try phonebook("undo", "--db", db).status == 0)
            #expect(try GroupCards.exported(db, holding: "UID:family") == family)
        }
    }
}
