import Browser
import Reading
import Sections
import Store
import Exchange
import Testing
import TestSupport

/// The inline detail as the browser shows it with the reading `browse`
/// uses: every field the stored card holds, a line each after its label,
/// the labels in one column, and each line a stop of the cursor.
@Suite("The inline detail shows everything the card holds")
struct CardDetailTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        let files = ["details-3.0-everything.vcf", "details-apple-groups.vcf"]
        _ = try Importer(book: book).run(try ImportInput.resolve(
            files.map { Repository.hostileCards.appendingPathComponent($0).path }))
    }

    private static let storedCard = ContactLoader { book, id in try StoredCardReader.contactDetail(id, in: book) }

    @Test func everyFieldOnALineOfItsOwnAfterItsLabel() {
        var browser = ScriptedBrowser(book, rows: 29, columns: 60, loader: Self.storedCard)
        browser.press(.down, .down, .down, .enter)  // Ada Lovelace's number
        expectFrame(browser, """
            Contacts
            Links
              Settings      ›
              Groups        ›
            H
              Grace Hopper  mobile  +1 202 555 0101
            L
            > Ada Lovelace  home    +44 20 7946 0005
                home          +44 20 7946 0005
                home email    ada@example.com
                work address  12 St James's Square, London
                aim           ada1815
                icq           1815
                url           https://example.com/ada
                nickname      Ada
                nickname      The Enchantress of Numbers
                organization  Analytical Engines, Programming
                title         Analyst
                role          First programmer
                birthday      --12-10
                anniversary   1835-07-08
                category      Mathematicians
                category      Friends, close
                category      Poets;Daughters
                category      VIP
                note          Notes on the Analytical Engine.␊Second
                              line, with a comma.
                uid           ada-3
            4/4  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        browser.press(.end)  // the last line: the UID, never cut
        #expect(browser.state.current.cursor?.item == .line(.fact("uid"), of: .detail(1, 0)))
        #expect(browser.frame.contains("\n>   uid           ada-3 "))
    }

    @Test func anAppleCardsGroupedURLsAndHandlesAreLabelled() {
        var browser = ScriptedBrowser(book, rows: 17, columns: 60, loader: Self.storedCard)
        browser.press(.down, .down, .enter)  // Grace Hopper's number
        expectFrame(browser, """
            Contacts
            Links
              Settings      ›
              Groups        ›
            H
            > Grace Hopper  mobile  +1 202 555 0101
                mobile        +1 202 555 0101
                home address  1 Navy Way, Arlington, VA 22202, USA
                jabber        grace@jabber.example
                skype         grace.hopper
                HomePage url  https://example.com/grace
                COBOL url     https://example.org/cobol
                nickname      Amazing Grace
                organization  US Navy, Bureau of Ordnance, Computation
                              Project
                title         Rear Admiral
            3/4  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }
}
