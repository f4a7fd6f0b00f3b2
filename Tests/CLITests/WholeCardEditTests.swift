import Foundation
import Testing
import TestSupport

/// `edit` and `add` through the form's lines for the whole card (issue 36): the name's prefix, middle
/// names and suffix, the anniversary, instant-messaging handles, an address's extended part.
@Suite("the edit form, the card whole")
struct WholeCardEditTests {
    static let card = [
        "BEGIN:VCARD", "VERSION:3.0", "UID:grace-1906", "FN:Dr. Grace Hopper", "N:Hopper;Grace;Brewster;Dr.;",
        "item1.IMPP;X-SERVICE-TYPE=Jabber:xmpp:grace@jabber.example", "item1.X-ABLabel:_$!<Home>!$_",
        "X-JABBER:grace@jabber.example", "X-AIM:gracehopper", "X-ANNIVERSARY:1930-06-15",
        "ADR;TYPE=WORK:;Room 1;1 Main St;Arlington;VA;22201;USA", "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQ", "END:VCARD", "",
    ]

    /// A book holding `card`, imported from a file of `folder`.
    static func book(in folder: URL) throws -> String {
        let db = folder.appendingPathComponent("book.sqlite3").path
        let file = folder.appendingPathComponent("grace.vcf")
        try Self.card.joined(separator: "\r\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(try phonebook("import", "--db", db, file.path).status == 0)
        return db
    }

    @Test func aFormSavedAsShownKeepsEveryByteAndEachChangedLineRewritesOnlyItsProperty() throws {
        try withTemporaryDirectory { folder in
            let db = try Self.book(in: folder)
            let before = try exportedCard(db, "grace-1906")
            // Saved with a comment added: read, compared, and found to say what it said.
            let touched = try phonebook("edit", "--db", db, "grace-1906",
                                        environment: try scriptedEditor(folder, countedRound + "\necho '# looked' >> \"$1\""))
            #expect(touched.status == 0 && touched.stderr == "phonebook: nothing changed\n", "\(touched.stderr)")
            #expect(try exportedCard(db, "grace-1906") == before)
            let form = try shownToEditor(folder, round: 1)
            for line in ["Prefix: Dr.", "Middle name: Brewster", "Suffix:", "IM (jabber): grace@jabber.example",
                         "IM (aim): gracehopper", "Anniversary: 1930-06-15",
                         "Address (work): Room 1; 1 Main St; Arlington; VA; 22201; USA"] {
                #expect(form.contains("\n\(line)\n"), "\(line)\n\(form)")
            }

            let edited = try phonebook("edit", "--db", db, "grace-1906", environment: try scriptedEditor(folder, """
                sed -i -e 's/^Suffix:.*/Suffix: Ret./' -e 's/^Anniversary:.*/Anniversary: --06-16/' \\
                  -e 's/^IM (jabber):.*/IM (jabber): amazing@jabber.example/' -e '/^IM (aim):/d' \\
                  -e 's/Room 1; 1 Main St/Room 2; 1 Main St/' "$1"
                """))
            #expect(edited.status == 0, "\(edited.stderr)")
            var expected = Self.card
            expected[4] = "N:Hopper;Grace;Brewster;Dr.;Ret."
            expected[5] = "item1.IMPP;X-SERVICE-TYPE=Jabber:xmpp:amazing@jabber.example"
            expected[7] = "X-JABBER:amazing@jabber.example"
            expected[9] = "X-ANNIVERSARY:--06-16"
            expected[10] = "ADR;TYPE=WORK:;Room 2;1 Main St;Arlington;VA;22201;USA"
            expected.remove(at: 8)
            let after = try exportedCard(db, "grace-1906").components(separatedBy: "\r\n")
            #expect(after.filter { !$0.hasPrefix("REV:") } == expected, "\(after)")
            #expect(try phonebook("undo", "--db", db).status == 0)
            #expect(try exportedCard(db, "grace-1906") == before)
        }
    }

    @Test func theBlankFormTakesTheNewLines() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let added = try phonebook("add", "--db", db, environment: try scriptedEditor(folder, """
                sed -i -e 's/^Name:.*/Name: Ada Lovelace/' -e 's/^Prefix:.*/Prefix: Countess/' \\
                  -e 's/^Middle name:.*/Middle name: Augusta/' -e 's/^IM (jabber):.*/IM (jabber): ada@jabber.example/' \\
                  -e 's/^Anniversary:.*/Anniversary: 1835-07-08/' \\
                  -e 's/^Address (home):.*/Address (home): Flat 2; 12 St James Sq; London; ; ; UK/' "$1"
                """))
            #expect(added.status == 0, "\(added.stderr)")
            let card = try exportedCard(db, added.stdout.trimmingCharacters(in: .newlines))
            for line in ["N:Lovelace;Ada;Augusta;Countess;", "IMPP:xmpp:ada@jabber.example",
                         "ADR;TYPE=HOME:;Flat 2;12 St James Sq;London;;;UK", "X-ANNIVERSARY:1835-07-08"] {
                #expect(card.contains("\r\n\(line)\r\n"), "\(line)\n\(card)")
            }
            let refused = try phonebook("add", "--db", db, environment: try scriptedEditor(folder, countedRound + """

                if [ $n = 1 ]; then sed -i -e 's/^Name:.*/Name: X/' -e 's/^IM (jabber):.*/IM: x@example.org/' "$1"; fi
                """))
            #expect(refused.status == 0 && refused.stderr == "phonebook: nothing added\n", "\(refused.stderr)")
            #expect(try shownToEditor(folder, round: 2).hasPrefix(
                "# error: line 25: an IM address needs its service in parentheses: IM (jabber): x@example.org\n"))
        }
    }
}
