import Foundation
import Testing
import TestSupport

/// `phonebook birthdays`: dates read from the cards in every form clients
/// write, ordered by their next occurrence from the day given by `--today`.
@Suite("birthdays")
struct BirthdaysCommandTests {
    static let cards = """
        BEGIN:VCARD
        VERSION:3.0
        UID:ada
        FN:Ada Lovelace
        BDAY:1815-12-10
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        UID:grace
        FN:Grace Hopper
        BDAY:19061209
        X-ANNIVERSARY:1930-06-15
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        UID:leap
        FN:Leap Day
        BDAY:2000-02-29
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        UID:threeyearless
        FN:Three Yearless
        BDAY:--0105
        END:VCARD
        BEGIN:VCARD
        VERSION:4.0
        UID:fouryearless
        FN:Four Yearless
        BDAY:--0102
        ANNIVERSARY:20101231
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        UID:apple
        FN:Apple Yearless
        BDAY;X-APPLE-OMIT-YEAR=1604:1604-12-28
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        UID:eve
        FN:New Year's Eve
        BDAY:1990-12-31
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        UID:vague
        FN:Vague Date
        BDAY;VALUE=text:circa 1800
        NOTE:no BDAY here
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        UID:none
        FN:No Birthday
        NOTE:BDAY only mentioned
        END:VCARD

        """

    private func withBook(_ body: (String) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let file = folder.appendingPathComponent("cards.vcf")
            try Self.cards.write(to: file, atomically: true, encoding: .utf8)
            let db = folder.appendingPathComponent("book.sqlite3").path
            let imported = try phonebook("import", "--quiet", "--db", db, file.path)
            try #require(imported.status == 0, "\(imported.stderr)")
            try body(db)
        }
    }

    /// `birthdays --format plain` from `today`: one line per row, the id column left out.
    private func rows(_ db: String, today: String, _ options: String...) throws -> [String] {
        let result = try phonebook(arguments: ["birthdays", "--db", db, "--format", "plain", "--today", today] + options)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).dropFirst(3).joined(separator: " | ")
        }
    }

    @Test func acrossTheYearsEndSoonestFirstWithAgesAndYearlessForms() throws {
        try withBook { db in
            // contact | name | occasion | date on the card | next | days | age
            let all = try rows(db, today: "2025-12-28")
            #expect(all == [
                "apple | Apple Yearless | birthday | --12-28 | 2025-12-28 | 0 | ",
                "eve | New Year's Eve | birthday | 1990-12-31 | 2025-12-31 | 3 | 35",
                "fouryearless | Four Yearless | birthday | --01-02 | 2026-01-02 | 5 | ",
                "threeyearless | Three Yearless | birthday | --01-05 | 2026-01-05 | 8 | ",
                "leap | Leap Day | birthday | 2000-02-29 | 2026-02-28 | 62 | 26",
                "grace | Grace Hopper | birthday | 1906-12-09 | 2026-12-09 | 346 | 120",
                "ada | Ada Lovelace | birthday | 1815-12-10 | 2026-12-10 | 347 | 211",
            ])
        }
    }

    @Test func withinKeepsTheNextDaysAndZeroKeepsToday() throws {
        try withBook { db in
            let five = try rows(db, today: "2025-12-28", "--within", "5"), zero = try rows(db, today: "2025-12-28", "--within", "0")
            #expect(five.map { $0.split(separator: " | ")[0] } == ["apple", "eve", "fouryearless"])
            #expect(zero.map { $0.split(separator: " | ")[0] } == ["apple"])
            let none = try phonebook("birthdays", "--db", db, "--today", "2025-11-01", "--within", "7")
            #expect(none.status == 1 && none.stdout.isEmpty)
            #expect(none.stderr == "phonebook: no birthday within 7 days\n")
        }
    }

    @Test func theTwentyNinthOfFebruaryFallsOnTheTwentyEighthOutsideLeapYears() throws {
        try withBook { db in
            let leap = try ["2027-12-31", "2026-02-28", "2026-03-01"].map { today in
                try rows(db, today: today).first { $0.hasPrefix("leap ") }
            }
            #expect(leap == [
                "leap | Leap Day | birthday | 2000-02-29 | 2028-02-29 | 60 | 28",
                "leap | Leap Day | birthday | 2000-02-29 | 2026-02-28 | 0 | 26",
                "leap | Leap Day | birthday | 2000-02-29 | 2027-02-28 | 364 | 27",
            ])
        }
    }

    @Test func anniversariesComeWithTheFlagInEveryForm() throws {
        try withBook { db in
            let rows = try rows(db, today: "2025-12-28", "--anniversaries", "--within", "200")
            #expect(rows.contains("fouryearless | Four Yearless | anniversary | 2010-12-31 | 2025-12-31 | 3 | 15"))
            #expect(rows.contains("grace | Grace Hopper | anniversary | 1930-06-15 | 2026-06-15 | 169 | 96"))
            let withoutFlag = try self.rows(db, today: "2025-12-28")
            #expect(withoutFlag.allSatisfy { !$0.contains("anniversary") })
        }
    }

    @Test func tableAndJSONShowTheSameRows() throws {
        try withBook { db in
            let table = try phonebook("birthdays", "--db", db, "--format", "table", "--today", "2025-12-28",
                                      "--within", "3")
            #expect(table.status == 0)
            // Compared without the spaces that pad a line's last cells.
            let lines = table.stdout.split(separator: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
            #expect(lines == [
                "Birthdays",
                "  Apple Yearless  birthday  2025-12-28  today",
                "  New Year's Eve  birthday  2025-12-31  in 3 days  turns 35",
            ], "\(table.stdout)")
            let json = try phonebook("birthdays", "--db", db, "--format", "json", "--today", "2025-12-28",
                                     "--within", "0")
            #expect(json.stdout == """
                {"screen":"birthdays","sections":[{"id":"birthdays","title":"Birthdays","rows":[\
                {"id":"birthdays/occasion:6:birthday","kind":"occasion","contact":"apple","name":"Apple Yearless",\
                "occasion":"birthday","date":"--12-28","next":"2025-12-28","days":0,"age":""}]}]}

                """)
        }
    }

    @Test func aBadDayOrNegativeWithinIsAUsageError() throws {
        try withBook { db in
            let badDay = try phonebook("birthdays", "--db", db, "--today", "2025-02-30")
            let negative = try phonebook("birthdays", "--db", db, "--within", "-1")
            #expect(badDay.status == 64 && negative.status == 64)
        }
    }
}
