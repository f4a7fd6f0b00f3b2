import Foundation
import Testing
import TestSupport

/// Several address books in one database (issue 40): `books`, `--book`,
/// `PHONEBOOK_BOOK`, run as the built binary.
@Suite("Books")
struct BooksCommandTests {
    private let grace = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:grace\r\nFN:Grace Hopper\r\nN:Hopper;Grace;;;\r\n"
        + "TEL;TYPE=CELL:+1 617 555 0127\r\nEMAIL:grace@navy.example\r\nEND:VCARD\r\n"
    private let ada = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\n"
        + "TEL:+44 20 7946 0005\r\nEND:VCARD\r\n"

    /// A database whose default book holds Grace and Ada, and a book "work"
    /// made empty; `body` gets its path and the vCard file's.
    private func withBooks(_ body: (String, String) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let file = folder.appendingPathComponent("people.vcf")
            try (grace + ada).write(to: file, atomically: true, encoding: .utf8)
            #expect(try phonebook("import", "--db", db, "--quiet", file.path).status == 0)
            #expect(try phonebook("books", "create", "work", "--db", db).stderr == "phonebook: made the book \"work\"\n")
            try body(db, file.path)
        }
    }

    @Test func booksListsEachBookWithItsCountTheDefaultAndWhatItSyncsWith() throws {
        try withBooks { db, _ throws in
            #expect(try phonebook("connect", "fastmail", "--db", db, "--user", "ada", "--server", "https://dav.example.org/",
                                  "--no-discover", "--password-command", "echo s").status == 0)
            #expect(try phonebook("books", "--db", db).stdout == "default\t2\tdefault\tfastmail\nwork\t0\t-\t-\n")
            #expect(try phonebook("books", "list", "--db", db, "--format", "table").stdout == """
                Book     Contacts  Default  Syncs with
                default         2  yes      fastmail
                work            0

                """)
            #expect(try phonebook("books", "--db", db, "--format", "json").stdout == """
                [{"name":"default","contacts":2,"default":true,"syncs":[{"service":"fastmail","collection":null,"url":null}]},\
                {"name":"work","contacts":0,"default":false,"syncs":[]}]

                """)
        }
    }

    @Test func aNameIsCheckedTakenNamesAreRefusedAndAnUnknownBookSuggestsTheNearest() throws {
        try withBooks { db, _ throws in
            let taken = try phonebook("books", "create", "work", "--db", db)
            #expect(taken.status == 1 && taken.stderr == "phonebook: a book named \"work\" exists already\n")
            let hostile = try phonebook("books", "create", "evil\u{1B}]0;x\u{7}", "--db", db)
            #expect(hostile.status == 64 && !hostile.stderr.contains("\u{1B}"), "\(hostile.stderr)")
            let unknown = try phonebook("list", "--db", db, "--book", "wrok")
            #expect(unknown.status == 64 && unknown.stderr == "phonebook: no book \"wrok\"; did you mean \"work\"?\n")
            #expect(try phonebook("books", "rename", "work", "office", "--db", db).status == 0)
            #expect(try phonebook("books", "--db", db).stdout == "default\t2\tdefault\t-\noffice\t0\t-\t-\n")
        }
    }

    /// "ö" typed composed (one code point) or decomposed ("o" and a combining
    /// diaeresis, as macOS writes file names) is one name: never two books
    /// that look alike, and either spelling finds the book.
    @Test func aNameIsOneNameHoweverItsAccentsAreTyped() throws {
        try withBooks { db, _ throws in
            let composed = "K\u{F6}ln", decomposed = "Ko\u{308}ln"
            #expect(try phonebook("books", "create", decomposed, "--db", db).status == 0)
            // Kept composed, as Linux and Windows type it (String's == would take either as the other).
            let made = try phonebook("books", "--db", db).stdout
            #expect(made.unicodeScalars.contains("\u{F6}") && !made.unicodeScalars.contains("\u{308}"), "\(made.unicodeScalars.map(\.value))")
            let twice = try phonebook("books", "create", composed, "--db", db)
            #expect(twice.status == 1 && twice.stderr == "phonebook: a book named \"\(composed)\" exists already\n", "\(twice.stderr)")
            for name in [composed, decomposed] {
                let listed = try phonebook("list", "--db", db, "--book", name)
                #expect(listed.status == 0, "\(listed.stderr)")
            }
            #expect(try phonebook("add", "--db", db, "--book", decomposed, "--name", "Konrad Adenauer").status == 0)
            #expect(try phonebook("books", "--db", db).stdout.contains("\(composed)\t1\t-\t-\n"))
        }
    }

    @Test func writesGoToTheBookNamedAndReadsCoverEveryBookWithItsName() throws {
        try withBooks { db, file throws in
            // The same file in a second book: the same UIDs, kept apart.
            let imported = try phonebook("import", "--db", db, "--book", "work", file)
            #expect(imported.stderr == "2 added, 0 updated, 0 unchanged, 0 skipped\n")
            let again = try phonebook("import", "--db", db, file, environment: ["PHONEBOOK_BOOK": "work"])
            #expect(again.stderr == "0 added, 0 updated, 2 unchanged, 0 skipped\n")
            #expect(try phonebook("add", "--db", db, "--book", "work", "--name", "Mary Jackson").status == 0)
            #expect(try phonebook("books", "--db", db).stdout == "default\t2\tdefault\t-\nwork\t3\t-\t-\n")
            // A card in two books is the same card on purpose, not a duplicate.
            let duplicates = try phonebook("duplicates", "--db", db)
            #expect(duplicates.status == 1 && duplicates.stderr == "phonebook: no duplicates found\n", "\(duplicates.stdout)")

            let plain = try phonebook("list", "--db", db, "--search", "hopper").stdout
            #expect(plain.contains("Grace Hopper\tmobile\t+1 617 555 0127\tdefault\n")
                    && plain.contains("Grace Hopper\tmobile\t+1 617 555 0127\twork\n"), "\(plain)")
            #expect(try phonebook("list", "--db", db, "--format", "json", "--search", "jackson").stdout
                        .contains(#""name":"Mary Jackson","book":"work"}"#))
            let table = try phonebook("list", "--db", db, "--search", "lovelace", "--format", "table").stdout
            #expect(table.contains("Ada Lovelace (default)") && table.contains("Ada Lovelace (work)"), "\(table)")

            let work = try phonebook("list", "--db", db, "--book", "work").stdout
            #expect(work.contains("\tMary Jackson\n") && work.contains("\tBooks\tbooks\twork\n"),
                    "one book listed: no book field, and the Books link names it: \(work)")
            #expect(try phonebook("list", "--db", db, "--book", "default", "--search", "jackson").status == 1)

            let ambiguous = try phonebook("show", "--db", db, "grace")
            #expect(ambiguous.status == 1 && ambiguous.stderr.contains("— book default")
                    && ambiguous.stderr.contains("— book work"), "\(ambiguous.stderr)")
            #expect(try phonebook("remove", "--db", db, "--book", "work", "--yes", "grace").status == 0)
            #expect(try phonebook("show", "--db", db, "grace").status == 0, "the one left, in the default book")

            let mutt = try phonebook("email", "--db", db, "--format", "mutt", "--book", "work", "grace")
            #expect(mutt.status == 1, "Grace is gone from work")
            #expect(try phonebook("email", "--db", db, "--format", "mutt", "--book", "default", "grace").stdout
                        .contains("grace@navy.example\tGrace Hopper"))
        }
    }

    @Test func moveAndCopyAreEachOneChangeUndoReverts() throws {
        try withBooks { db, _ throws in
            let copied = try phonebook("copy", "--db", db, "Grace Hopper", "--to", "work")
            #expect(copied.stderr == "phonebook: copied 1 contact to \"work\"; phonebook undo removes the copy\n")
            #expect(try phonebook("books", "--db", db).stdout == "default\t2\tdefault\t-\nwork\t1\t-\t-\n")
            let work = try phonebook("export", "--db", db, "--book", "work").stdout
            #expect(work == grace.replacingOccurrences(of: "\r\n", with: "\r\n"), "the same card, its UID kept")
            let twice = try phonebook("copy", "--db", db, "--book", "default", "Grace Hopper", "--to", "work")
            #expect(twice.status == 1 && twice.stderr.contains("holds a contact with the UID grace already"))

            let moved = try phonebook("move", "--db", db, "--book", "default", "Ada Lovelace", "--to", "work")
            #expect(moved.stderr == "phonebook: moved 1 contact to \"work\"; phonebook undo moves it back\n")
            // A contact in the book already is not moved, and is said to be there.
            let there = try phonebook("move", "--db", db, "Ada Lovelace", "--to", "work")
            #expect(there.status == 0 && there.stderr == "phonebook: the contact is in \"work\" already; nothing moved\n",
                    "\(there.stderr)")
            #expect(try phonebook("books", "--db", db).stdout == "default\t1\tdefault\t-\nwork\t2\t-\t-\n")
            #expect(try phonebook("history", "--db", db, "--limit", "2").stdout.contains("edit\t-\tmove Ada Lovelace to work"))

            #expect(try phonebook("undo", "--db", db).stdout == "undid #3: move Ada Lovelace to work\n")
            #expect(try phonebook("undo", "--db", db).stdout == "undid #2: copy Grace Hopper to work\n")
            #expect(try phonebook("books", "--db", db).stdout == "default\t2\tdefault\t-\nwork\t0\t-\t-\n")
        }
    }

    /// Of contacts some of which are in the book already, those are said
    /// to be there and the rest moved, in one entry.
    @Test func aMoveSaysHowManyWereThereAlready() throws {
        try withBooks { db, _ throws in
            #expect(try phonebook("move", "--db", db, "Ada Lovelace", "--to", "work").status == 0)
            let both = try phonebook("move", "--db", db, "Ada Lovelace", "Grace Hopper", "--to", "work")
            #expect(both.status == 0 && both.stderr == "phonebook: moved 1 contact to \"work\" (1 was there already); "
                        + "phonebook undo moves it back\n", "\(both.stderr)")
            #expect(try phonebook("books", "--db", db).stdout == "default\t0\tdefault\t-\nwork\t2\t-\t-\n")
            #expect(try phonebook("undo", "--db", db).stdout == "undid #3: move Grace Hopper to work\n")
        }
    }

    @Test func infoNamesEachBookWithItsCount() throws {
        try withBooks { db, _ throws in
            #expect(try phonebook("info", "--db", db).stdout.contains("\nbooks:          default (2), work (0)\n"))
            let json = try phonebook("info", "--db", db, "--format", "json").stdout
            #expect(json.contains(#""books":[{"name":"default","contacts":2,"default":true},"#
                                  + #"{"name":"work","contacts":0,"default":false}]"#), "\(json)")
            // A default book of another name is marked as the default.
            #expect(try phonebook("books", "rename", "default", "home", "--db", db).status == 0)
            #expect(try phonebook("info", "--db", db).stdout.contains("\nbooks:          home (2, the default), work (0)\n"))
        }
    }

    /// A copy shares its UID: contacts named in several books are told apart by --book, which the refusal names.
    @Test func aContactNamedInSeveralBooksIsToldApartByBook() throws {
        try withBooks { db, _ throws in
            #expect(try phonebook("copy", "--db", db, "Grace Hopper", "--to", "work").status == 0)
            let refused = try phonebook("show", "--db", db, "grace")
            #expect(refused.status == 1 && refused.stderr.hasPrefix(
                "phonebook: \"grace\" matches 2 contacts; give --book BOOK, its UID or more of its name:\n"), "\(refused.stderr)")
            #expect(try phonebook("show", "--db", db, "grace", "--book", "work").status == 0)
            // One book's namesakes: no --book to give.
            #expect(try phonebook("add", "--db", db, "--name", "Grace Jones").status == 0)
            let namesakes = try phonebook("show", "--db", db, "gra", "--book", "default")
            #expect(namesakes.status == 1 && namesakes.stderr.hasPrefix(
                "phonebook: \"gra\" matches 2 contacts; give its UID or more of its name:\n"), "\(namesakes.stderr)")
        }
    }

    /// history's --book is the book its CONTACT is found in; a name of no book is refused as on every command.
    @Test func historyRefusesABookThatIsNone() throws {
        try withBooks { db, _ throws in
            let typo = try phonebook("history", "--db", db, "--book", "wrok")
            #expect(typo.status == 64 && typo.stdout.isEmpty
                    && typo.stderr == "phonebook: no book \"wrok\"; did you mean \"work\"?\n", "\(typo.stdout) \(typo.stderr)")
            let variable = try phonebook("history", "--db", db, environment: ["PHONEBOOK_BOOK": "wrok"])
            #expect(variable.status == 64, "\(variable.stdout) \(variable.stderr)")
            #expect(try phonebook("history", "--db", db, "--book", "work").status == 0)
        }
    }

    @Test func aVdirOfEveryBookRefusesACopiedCardBeforeWritingAndTakesEachBookAlone() throws {
        try withBooks { db, _ throws in
            #expect(try phonebook("copy", "--db", db, "Grace Hopper", "--to", "work").status == 0)
            let folder = URL(fileURLWithPath: db).deletingLastPathComponent().appendingPathComponent("vdir").path
            let refused = try phonebook("export", "--db", db, "--vdir", folder)
            #expect(refused.status == 1 && refused.stderr == "phonebook: \(folder): the UID grace is in the books "
                        + "\"default\" and \"work\", and a vdir folder holds one card per UID: export one book with --book\n",
                    "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder), "nothing written")

            #expect(try phonebook("export", "--db", db, "--book", "default", "--vdir", folder).status == 0)
            #expect(try phonebook("export", "--db", db, "--book", "work", "--vdir", folder + "-work").status == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["ada.vcf", "grace.vcf"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "-work") == ["grace.vcf"])
            // Contacts of two books with no UID in common still go to one folder.
            #expect(try phonebook("export", "--db", db, "--vdir", folder + "-ada", "Ada Lovelace").status == 0)
        }
    }

    @Test func aMailQueryOfEveryBookAnswersACopiedCardOnce() throws {
        try withBooks { db, _ throws in
            #expect(try phonebook("copy", "--db", db, "Grace Hopper", "--to", "work").status == 0)
            let mutt = try phonebook("email", "--db", db, "--format", "mutt", "grace")
            #expect(mutt.stdout == "phonebook: 1 match\ngrace@navy.example\tGrace Hopper\tother\n", "\(mutt.stdout)")
            let aerc = try phonebook("email", "--db", db, "--format", "aerc", "hopper")
            #expect(aerc.stdout.split(separator: "\n").count == 1, "\(aerc.stdout)")

            // A second address in one copy only: both copies answer, each address once.
            #expect(try phonebook("edit", "--db", db, "--book", "work", "Grace Hopper",
                                  "--add-email", "grace@work.example").status == 0)
            let both = try phonebook("email", "--db", db, "--format", "aerc", "grace").stdout
            #expect(both.split(separator: "\n").sorted() == ["grace@navy.example\tGrace Hopper",
                                                               "grace@work.example\tGrace Hopper"], "\(both)")
        }
    }

    /// A book a service syncs with is refused before the question about
    /// its contacts, on a terminal and off one (where the question would be
    /// a demand for --yes).
    @Test func aSyncedBookIsRefusedBeforeAnyQuestion() throws {
        try withBooks { db, file throws in
            #expect(try phonebook("import", "--db", db, "--book", "work", file).status == 0)
            let vdir = URL(fileURLWithPath: db).deletingLastPathComponent().appendingPathComponent("vdir")
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
            #expect(try phonebook("connect", "khard", "--vdir", vdir.path, "--to", "work", "--db", db).status == 0)
            // khard syncs this book alone: the service is disconnected whole.
            let refusal = "the book \"work\" cannot be removed while khard syncs with it: "
                + "run `phonebook disconnect khard` first"
            let piped = try phonebook("books", "remove", "work", "--db", db)
            #expect(piped.status == 1 && piped.stderr == "phonebook: \(refusal)\n", "\(piped.stderr)")
            let asked = try phonebookInTerminal(["books", "remove", "work", "--db", db], script: [], timeout: 10)
            #expect(asked.status == 1 && !asked.transcript.contains("[y/N]") && asked.transcript.contains(refusal),
                    "\(asked.transcript)")
            #expect(try phonebook("books", "--db", db).stdout == "default\t2\tdefault\t-\nwork\t2\t-\tkhard: \(vdir.path)\n")
        }
    }

    /// A service syncing the book alone (a vdir's always does) is
    /// disconnected whole: the refusal's command names no book
    /// (BookNameShellWordTests quotes the book of one syncing others too).
    @Test func theRefusalOfABookAVdirSyncsSuggestsDisconnectingTheService() throws {
        try withBooks { db, _ throws in
            let name = "Ann's work"
            #expect(try phonebook("books", "rename", "work", name, "--db", db).status == 0)
            let vdir = URL(fileURLWithPath: db).deletingLastPathComponent().appendingPathComponent("vdir")
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
            #expect(try phonebook("connect", "khard", "--vdir", vdir.path, "--to", name, "--db", db).status == 0)
            let refused = try phonebook("books", "remove", name, "--db", db)
            #expect(refused.status == 1 && refused.stderr == "phonebook: the book \"Ann's work\" cannot be removed while "
                        + "khard syncs with it: run `phonebook disconnect khard` first\n", "\(refused.stderr)")
            #expect(try phonebook("disconnect", "khard", "--db", db).status == 0)
            #expect(try phonebook("books", "remove", name, "--db", db).status == 0)
        }
    }

    @Test func removingABookAsksRefusesTheDefaultAndOneUndoBringsItBackWithItsContacts() throws {
        try withBooks { db, file throws in
            #expect(try phonebook("import", "--db", db, "--book", "work", file).status == 0)
            let before = try phonebook("export", "--db", db, "--book", "work").stdout

            let refused = try phonebook("books", "remove", "work", "--db", db)
            #expect(refused.status == 64 && refused.stderr.contains("pass --yes"))
            let declined = try phonebookInTerminal(["books", "remove", "work", "--db", db],
                                                   script: [("Remove the book \"work\" and its 2 contacts? [y/N] ", .type("n"))])
            #expect(declined.status == 1 && declined.transcript.contains("phonebook: nothing was removed"))
            let standard = try phonebook("books", "remove", "default", "--db", db, "--yes")
            #expect(standard.status == 1
                    && standard.stderr == "phonebook: \"default\" is the default book, which cannot be removed\n")

            let removed = try phonebookInTerminal(["books", "remove", "work", "--db", db],
                                                  script: [("[y/N] ", .type("y"))])
            #expect(removed.status == 0
                    && removed.transcript.contains("removed the book \"work\" and its 2 contacts; phonebook undo brings it back"))
            #expect(try phonebook("books", "--db", db).stdout == "default\t2\tdefault\t-\n")
            #expect(try phonebook("history", "--db", db, "--limit", "1").stdout.hasSuffix("remove\t-\tremove book work: 2 contacts\n"))

            #expect(try phonebook("undo", "--db", db).status == 0)
            #expect(try phonebook("books", "--db", db).stdout == "default\t2\tdefault\t-\nwork\t2\t-\t-\n")
            #expect(try phonebook("export", "--db", db, "--book", "work").stdout == before)
        }
    }
}
