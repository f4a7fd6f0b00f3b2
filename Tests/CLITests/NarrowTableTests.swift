import Foundation
import Testing
import TestSupport

/// `list --format table` and `show --format table` on narrow terminals,
/// through the built binary: a number, an email or a UID is never cut; the
/// name and label columns give way to it.
@Suite("Tables on narrow terminals")
struct NarrowTableTests {
    /// A long name, a long custom label, a number with an extension, a long email.
    static let hostileCards = """
        BEGIN:VCARD
        VERSION:3.0
        FN:Maximiliane Wilhelmina von Hohenzollern
        N:von Hohenzollern;Maximiliane;;;
        item1.TEL:+1 617 555 0131 ext 4421
        item1.X-ABLabel:GRAND_CENTRAL_STATION
        TEL;TYPE=CELL:+49 30 555 0199
        EMAIL;TYPE=WORK:maximiliane.von.hohenzollern@example.com
        ORG:Hohenzollern Castle Foundation
        NOTE:Prefers calls before noon.
        UID:max-hohenzollern-0001
        END:VCARD

        """

    /// A database in `folder` holding the hostile cards and the examples.
    private func database(in folder: URL) throws -> String {
        let db = folder.appendingPathComponent("book.sqlite3").path
        let cards = folder.appendingPathComponent("hostile.vcf")
        try Self.hostileCards.write(to: cards, atomically: true, encoding: .utf8)
        let examples = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
        let imported = try phonebook("import", "--db", db, cards.path, examples)
        try #require(imported.status == 0, "\(imported.stderr)")
        return db
    }

    private func table(_ arguments: String..., db: String, columns: Int) throws -> String {
        let result = try phonebook(arguments: arguments + ["--format", "table", "--db", db],
                                   environment: ["COLUMNS": "\(columns)"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// The examples and the hostile card at 45 columns: Björn's number, which
    /// used to show as "+46 8 555 012", and every other one, whole; names
    /// and labels give way, cut with "…", and every line fits. The two
    /// longest numbers (Maximiliane's, Émile's) make room in their own rows:
    /// every other name keeps the room the line has for it.
    @Test func listAt45ColumnsShowsEveryNumberWhole() throws {
        try withTemporaryDirectory { folder in
            let output = try table("list", db: try database(in: folder), columns: 45)
            #expect(output == """
                Links
                  Settings     ›

                A
                  Björn Åkes…  work         +46 8 555 0122

                C
                  Corner Bak…  main         555-0123

                H
                  Margaret H…  home         555-0131
                  Margaret H…  work         +1 617 555 0132
                  Grace Hopp…  mobile       555-0127
                  Grace Hopp…  GRAND_CENT…  555-0128

                L
                  Ada Lovela…  mobile       555-0005
                  Ada Lovela…  Boat         +44 20 7946 0105

                M
                  Jürgen Mül…  work         +49 30 555 0125
                  Jürgen Mül…  work fax     +49 30 555 0126

                N
                  newsletter@example.net
                  José Núñez   mobile       +34 600 555 017
                  José Núñez   home         +34 91 555 0118

                T
                  Linus Torv…  pager        555-0129
                  Linus Torv…  home fax     555-0130
                  Alan Turing

                V
                  Maximi…  GRAND_C…  +1 617 555 0131 ext 4421
                  Maximilian…  mobile       +49 30 555 0199

                Z
                  Émile Zola   work   +33-1-5555-0120 ext. 42
                  Émile Zola   mobile       +33-6-5555-0121

                #
                  王伟         mobile       +86 139 5550 0124

                """)
            #expect(output.split(separator: "\n").allSatisfy { $0.count <= 45 })
        }
    }

    /// Every number `list --format plain` prints is in the table whole, at
    /// any width it fits in; narrower, it is cut with "…", never silently.
    @Test(arguments: [24, 30, 45, 60, 80])
    func everyNumberOfTheListIsWholeInTheTable(columns: Int) throws {
        try withTemporaryDirectory { folder in
            let db = try database(in: folder)
            let numbers = try listedNumbers(db)
            #expect(numbers.count > 10)
            let rows = try table("list", db: db, columns: columns).split(separator: "\n").map(String.init)
            for number in numbers where number.count <= columns - 2 {
                #expect(rows.contains { $0.hasSuffix("  " + number) }, "\(number) at \(columns) columns")
            }
            #expect(silentlyCut(rows, numbers).isEmpty)
        }
    }

    /// The numbers of the phone rows of `list --format plain` (their last field).
    private func listedNumbers(_ db: String) throws -> Set<String> {
        var numbers: Set<String> = []
        for line in try phonebook("list", "--format", "plain", "--db", db).stdout.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            if fields.count > 2, fields[1] == "phone", let number = fields.last { numbers.insert(String(number)) }
        }
        return numbers
    }

    /// Rows ending in the start of a number but not the whole of it, and no "…".
    private func silentlyCut(_ rows: [String], _ numbers: Set<String>) -> [String] {
        rows.filter { row in
            let last = row.components(separatedBy: "  ").last ?? ""
            return !last.isEmpty && !numbers.contains(last) && numbers.contains { $0.hasPrefix(last) }
        }
    }

    @Test func aNumberWiderThanTheTerminalEndsInAnEllipsis() throws {
        try withTemporaryDirectory { folder in
            let db = try database(in: folder)
            let lines = try table("list", db: db, columns: 14).split(separator: "\n")
            #expect(lines.contains("  +46 8 555 0…"))
            #expect(!lines.contains { $0.hasSuffix("+46 8 555 012") || $0.hasSuffix("+46 8 555 01") })
        }
    }

    @Test func showAt45ColumnsKeepsTheUIDTheNumbersAndTheEmailWhole() throws {
        try withTemporaryDirectory { folder in
            let db = try database(in: folder)
            #expect(try table("show", "max-hohenzollern-0001", db: db, columns: 45) == """
                Maximiliane Wilhelmina von Hohenzollern
                  Name          Maximiliane Wilhelmina von
                                Hohenzollern
                  Organization  Hohenzollern Castle
                                Foundation
                  Note          Prefers calls before noon.
                  Starred       no
                  UID           max-hohenzollern-0001

                Phone Numbers
                  Maximi…  GRAND_C…  +1 617 555 0131 ext 4421
                  Maximiliane…  mobile        +49 30 555 0199

                Emails
                  maximiliane.von.hohenzollern@example.com

                """)
        }
    }
}
