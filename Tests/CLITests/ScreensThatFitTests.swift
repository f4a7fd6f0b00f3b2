import Foundation
import Testing
import TestSupport

/// Tables on a pseudo-terminal of a set size, with no COLUMNS (the width
/// is the terminal's own): one long number narrows only its own row, in
/// `list`, `show` and `birthdays`; `show` wraps a long value at the
/// terminal's width rather than cutting it.
@Suite("Screens that fit the terminal")
struct ScreensThatFitTests {
    /// The examples, and the long number on a contact of its own.
    private func bookWithALongNumber(in folder: URL) throws -> String {
        let db = folder.appendingPathComponent("book.sqlite3").path
        let examples = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
        let imported = try phonebook("import", "--db", db, examples)
        try #require(imported.status == 0, "\(imported.stderr)")
        let added = try phonebook("add", "--db", db, "--name", "Settlement Office", "--phone", "+1-418-656-9254 ext. 102")
        try #require(added.status == 0, "\(added.stderr)")
        return db
    }

    /// What `arguments` print on a terminal `columns` wide, its lines ending in LF.
    private func onTerminal(_ arguments: [String], db: String, columns: Int) throws -> String {
        let run = try phonebookInTerminal(arguments + ["--db", db], script: [], size: (24, columns))
        #expect(run.status == 0, "\(run.transcript)")
        return run.transcript.replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// The two longest numbers of the book (Settlement Office's and Émile's)
    /// make room in their own rows; every other row's number starts in one
    /// column, its name and label as wide as the rest of the line allows.
    @Test func oneLongNumberNarrowsOnlyItsOwnRowInTheList() throws {
        try withTemporaryDirectory { folder in
            let output = try onTerminal(["list"], db: try bookWithALongNumber(in: folder), columns: 40)
            #expect(output == """
                Links
                  Settings  ›

                A
                  Björn Å…  work       +46 8 555 0122

                C
                  Corner …  main       555-0123

                H
                  Margare…  home       555-0131
                  Margare…  work       +1 617 555 0132
                  Grace H…  mobile     555-0127
                  Grace H…  GRAND_CE…  555-0128

                L
                  Ada Lov…  mobile     555-0005
                  Ada Lov…  Boat       +44 20 7946 0105

                M
                  Jürgen …  work       +49 30 555 0125
                  Jürgen …  work fax   +49 30 555 0126

                N
                  newsletter@example.net
                  José Nú…  mobile     +34 600 555 017
                  José Nú…  home       +34 91 555 0118

                O
                  Sett…  mobi…  +1-418-656-9254 ext. 102

                T
                  Linus T…  pager      555-0129
                  Linus T…  home fax   555-0130
                  Alan Turing

                Z
                  Émile …  work  +33-1-5555-0120 ext. 42
                  Émile Z…  mobile     +33-6-5555-0121

                #
                  王伟      mobile     +86 139 5550 0124

                """)
        }
    }

    /// `show`'s number rows share their first column with the named values
    /// above them; the UID, wider than the rest of its line, makes room in
    /// its own row (its title gives way) rather than narrowing the names.
    @Test func showsNumberRowsWholeBesideALongUID() throws {
        try withTemporaryDirectory { folder in
            let output = try onTerminal(["show", "Grace Hopper"], db: try bookWithALongNumber(in: folder), columns: 40)
            #expect(output == """
                Grace Hopper
                  Name          Grace Hopper
                  Starred       no
                  phonebook-content:8854e6c862070c79

                Phone Numbers
                  Grace Hopper  mobile         555-0127
                  Grace Hopper  GRAND_CENTRAL  555-0128

                Emails
                  work          grace@example.mil

                """)
        }
    }

    /// Dates are whole, as numbers are; the other cells give way.
    @Test func birthdaysKeepEveryDateWhole() throws {
        try withTemporaryDirectory { folder in
            let db = try bookWithALongNumber(in: folder)
            for (name, birthday) in [("Maximiliane Wilhelmina von Hohenzollern", "1990-06-02"), ("Bo Li", "1985-06-05")] {
                let added = try phonebook("add", "--db", db, "--name", name, "--birthday", birthday)
                try #require(added.status == 0, "\(added.stderr)")
            }
            #expect(try onTerminal(["birthdays", "--today", "2026-06-01"], db: db, columns: 40) == """
                Birthdays
                  Maxim…  birthd…  2026-06-02  turns 36
                  Bo Li   birthd…  2026-06-05  turns 41
                  Alan …  birthd…  2026-06-23  turns 114

                """)
            #expect(try onTerminal(["birthdays", "--today", "2026-06-01"], db: db, columns: 60) == """
                Birthdays
                  Maximiliane …  birthday  2026-06-02  tomorrow    turns 36
                  Bo Li          birthday  2026-06-05  in 4 days   turns 41
                  Alan Turing    birthday  2026-06-23  in 22 days  turns 114

                """)
        }
    }

    /// A note and an address too long for the line go on under themselves
    /// in their column, every word kept; a note's own line breaks are kept.
    @Test func showWrapsALongNoteAndAddressAtTheTerminalsWidth() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let card = folder.appendingPathComponent("grace.vcf")
            try """
                BEGIN:VCARD
                VERSION:3.0
                FN:Grace Hopper
                N:Hopper;Grace;;;
                TEL;TYPE=CELL:555-0127
                NOTE:Met at the 1952 conference on automatic programming; ask about the A-0 compiler and FLOWMATIC.\\nCalls before noon.
                ADR;TYPE=WORK:;Building 7;4555 Overlook Avenue SW;Washington;DC;20375;United States of America
                UID:grace-wrap
                END:VCARD

                """.write(to: card, atomically: true, encoding: .utf8)
            let imported = try phonebook("import", "--db", db, card.path)
            try #require(imported.status == 0, "\(imported.stderr)")
            #expect(try onTerminal(["show", "grace-wrap"], db: db, columns: 50) == """
                Grace Hopper
                  Name          Grace Hopper
                  Note          Met at the 1952 conference on
                                automatic programming; ask about
                                the A-0 compiler and FLOWMATIC.
                                Calls before noon.
                  Starred       no
                  UID           grace-wrap

                Phone Numbers
                  Grace Hopper  mobile  555-0127

                Addresses
                  work          Building 7, 4555 Overlook Avenue
                                SW, Washington, DC 20375, United
                                States of America

                """)
        }
    }
}
