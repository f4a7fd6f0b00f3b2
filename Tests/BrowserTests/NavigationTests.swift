import Browser
import Store
import Testing
import TestSupport

@Suite("Moving, paging, jumping and the help, frame by frame")
struct NavigationTests {
    let book: AddressBook

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
    }

    @Test func theFirstFrameAndMovingAt80x24() {
        var browser = ScriptedBrowser(book)
        expectFrame(browser, """
            Contacts
            Links
            > Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            E
              Juliette Émile  work    01 23 45 67 89
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
              José Núñez      mobile  +34 600 111 222
            Q
              Zoë Quist       home    555-0177
            T
              Alan Turing     home    555-0199
              Alan Turing     work    555-0142
            1/12  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        browser.press(.down, .character("j"), .down, .up, .down)
        expectFrame(browser, """
            Contacts
            Links
              Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            A
            > Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            E
              Juliette Émile  work    01 23 45 67 89
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
              José Núñez      mobile  +34 600 111 222
            Q
              Zoë Quist       home    555-0177
            T
              Alan Turing     home    555-0199
              Alan Turing     work    555-0142
            3/12  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        browser.press(.character("G"))
        expectFrame(browser, """
            Contacts
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            E
              Juliette Émile  work    01 23 45 67 89
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
              José Núñez      mobile  +34 600 111 222
            Q
              Zoë Quist       home    555-0177
            T
              Alan Turing     home    555-0199
              Alan Turing     work    555-0142
            #
              +1 555 0100     other   +1 555 0100
            > 王伟            mobile  138 0013 8000
            12/12  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        browser.press(.character("k"), .character("k"))
        expectFrame(browser, """
            Contacts
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            E
              Juliette Émile  work    01 23 45 67 89
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
              José Núñez      mobile  +34 600 111 222
            Q
              Zoë Quist       home    555-0177
            T
              Alan Turing     home    555-0199
            > Alan Turing     work    555-0142
            #
              +1 555 0100     other   +1 555 0100
              王伟            mobile  138 0013 8000
            10/12  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
        browser.press(.home)
        expectFrame(browser, """
            Contacts
            Links
            > Settings        ›
            Favorites
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            E
              Juliette Émile  work    01 23 45 67 89
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
              José Núñez      mobile  +34 600 111 222
            Q
              Zoë Quist       home    555-0177
            T
              Alan Turing     home    555-0199
              Alan Turing     work    555-0142
            1/12  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }

    @Test func pagingAt40x12() {
        var browser = ScriptedBrowser(book, rows: 12, columns: 40)
        expectFrame(browser, """
            Contacts
            Links
            > Settings      ›
            Favorites
              Ada Lovelace  mobile  555-0005
              Ada Lovelace  home    +44 20 7946 0005
            A
              Björn Åkess…  mobile  +46 70 123 45 67
              Anna Anders…  mobile  070-555 12 12
            E
              Juliette Ém…  work    01 23 45 67 89
            1/12  Contacts  ↑↓ move  ⏎ select
            """)
        browser.press(.pageDown)
        expectFrame(browser, """
            Contacts
            H
            > Grace Hopper
            L
              Ada Lovelace  mobile  555-0005
              Ada Lovelace  home    +44 20 7946 0005
            N
              José Núñez    mobile  +34 600 111 222
            Q
              Zoë Quist     home    555-0177
            T
            6/12  Contacts  ↑↓ move  ⏎ select
            """)
        browser.press(.control("f"))
        expectFrame(browser, """
            Contacts
            N
            > José Núñez    mobile  +34 600 111 222
            Q
              Zoë Quist     home    555-0177
            T
              Alan Turing   home    555-0199
              Alan Turing   work    555-0142
            #
              +1 555 0100   other   +1 555 0100
              王伟          mobile  138 0013 8000
            8/12  Contacts  ↑↓ move  ⏎ select
            """)
        browser.press(.control("f"))
        expectFrame(browser, """
            Contacts
            N
              José Núñez    mobile  +34 600 111 222
            Q
              Zoë Quist     home    555-0177
            T
              Alan Turing   home    555-0199
              Alan Turing   work    555-0142
            #
              +1 555 0100   other   +1 555 0100
            > 王伟          mobile  138 0013 8000
            12/12  Contacts  ↑↓ move  ⏎ select
            """)
        browser.press(.pageUp)
        expectFrame(browser, """
            Contacts
            A
              Björn Åkess…  mobile  +46 70 123 45 67
              Anna Anders…  mobile  070-555 12 12
            E
              Juliette Ém…  work    01 23 45 67 89
            H
              Grace Hopper
            L
              Ada Lovelace  mobile  555-0005
            > Ada Lovelace  home    +44 20 7946 0005
            7/12  Contacts  ↑↓ move  ⏎ select
            """)
        browser.press(.control("b"), .control("b"))
        expectFrame(browser, """
            Contacts
            Links
            > Settings      ›
            Favorites
              Ada Lovelace  mobile  555-0005
              Ada Lovelace  home    +44 20 7946 0005
            A
              Björn Åkess…  mobile  +46 70 123 45 67
              Anna Anders…  mobile  070-555 12 12
            E
              Juliette Ém…  work    01 23 45 67 89
            1/12  Contacts  ↑↓ move  ⏎ select
            """)
        browser.press(.end)
        expectFrame(browser, """
            Contacts
            N
              José Núñez    mobile  +34 600 111 222
            Q
              Zoë Quist     home    555-0177
            T
              Alan Turing   home    555-0199
              Alan Turing   work    555-0142
            #
              +1 555 0100   other   +1 555 0100
            > 王伟          mobile  138 0013 8000
            12/12  Contacts  ↑↓ move  ⏎ select
            """)
        browser.press(.character("g"))
        expectFrame(browser, """
            Contacts
            Links
            > Settings      ›
            Favorites
              Ada Lovelace  mobile  555-0005
              Ada Lovelace  home    +44 20 7946 0005
            A
              Björn Åkess…  mobile  +46 70 123 45 67
              Anna Anders…  mobile  070-555 12 12
            E
              Juliette Ém…  work    01 23 45 67 89
            1/12  Contacts  ↑↓ move  ⏎ select
            """)
    }

    @Test func movingStopsAtEitherEnd() {
        var browser = ScriptedBrowser(book, rows: 12, columns: 40)
        let first = browser.state.current.cursor
        browser.press(.up, .pageUp, .home)
        #expect(browser.state.current.cursor == first && browser.state.current.top == 0)
        browser.press(.end)
        let last = browser.state.current.cursor
        let top = browser.state.current.top
        browser.press(.down, .pageDown, .character("G"))
        #expect(browser.state.current.cursor == last && browser.state.current.top == top)
        #expect(last != first)
    }

    @Test func theHelpIsMadeFromTheKeymapAndScrolls() {
        var browser = ScriptedBrowser(book)
        browser.press(.character("?"))
        expectFrame(browser, """
            Contacts
            Keys
              ↑ k                move up
              ↓ j                move down
              PgUp Ctrl-B        page up
              PgDn Ctrl-F        page down
              Home g             first row
              End G              last row
              Enter → l          open, expand, load more
              ← Esc Backspace h  back
              /                  search
              a                  add a contact (in $EDITOR)
              e                  edit the contact (in $EDITOR)
              d                  delete the contact (asks y/n)
              s                  star or unstar the contact
              u                  undo the last change
              Space              mark or unmark the contact
              M                  merge the marked contacts (asks y/n)
              y                  copy the number or email to the clipboard
              ?                  this help
              q                  back, quit on the first screen
              Q Ctrl-C           quit at once
              Ctrl-Z             suspend (fg resumes)
            ↑↓ scroll  esc close
            """)
        browser.press(.escape)
        #expect(browser.state.mode == .normal)

        var small = ScriptedBrowser(book, rows: 12, columns: 40)
        small.press(.character("?"), .pageDown)
        expectFrame(small, """
            Contacts
              /                  search
              a                  add a contact (in
                                 $EDITOR)
              e                  edit the contact
                                 (in $EDITOR)
              d                  delete the contact
                                 (asks y/n)
              s                  star or unstar the
                                 contact
              u                  undo the last
            ↑↓ scroll  esc close
            """)
        small.press(.character("q"))
        #expect(small.state.mode == .normal && small.performed.last != .quit)
    }

    @Test func everyBindingOfTheKeymapIsInTheHelp() {
        var browser = ScriptedBrowser(book, rows: 60, columns: 100)
        browser.press(.character("?"))
        let frame = browser.frame
        for mode in [KeyMode.normal, .searching] {
            for entry in Keymap.standard.help(for: mode) {
                #expect(frame.contains(entry.keys + " ") && frame.contains(entry.meaning), "\(entry)")
            }
        }
    }

    @Test func resizingKeepsTheCursorInView() {
        var browser = ScriptedBrowser(book)
        browser.press(.end, .up)
        let cursor = browser.state.current.cursor
        browser.resize(rows: 12, columns: 40)
        #expect(browser.state.current.cursor == cursor)
        expectFrame(browser, """
            Contacts
            N
              José Núñez    mobile  +34 600 111 222
            Q
              Zoë Quist     home    555-0177
            T
              Alan Turing   home    555-0199
              Alan Turing   work    555-0142
            #
            > +1 555 0100   other   +1 555 0100
              王伟          mobile  138 0013 8000
            11/12  Contacts  ↑↓ move  ⏎ select
            """)
        browser.resize(rows: 24, columns: 80)
        expectFrame(browser, """
            Contacts
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            A
              Björn Åkesson   mobile  +46 70 123 45 67
              Anna Andersson  mobile  070-555 12 12
            E
              Juliette Émile  work    01 23 45 67 89
            H
              Grace Hopper
            L
              Ada Lovelace    mobile  555-0005
              Ada Lovelace    home    +44 20 7946 0005
            N
              José Núñez      mobile  +34 600 111 222
            Q
              Zoë Quist       home    555-0177
            T
              Alan Turing     home    555-0199
              Alan Turing     work    555-0142
            #
            > +1 555 0100     other   +1 555 0100
              王伟            mobile  138 0013 8000
            11/12  Contacts  ↑↓ move  ⏎ select  / search  ? help  q quit
            """)
    }

    @Test func qQuitsFromTheFirstScreenAndQAtOnce() {
        var browser = ScriptedBrowser(book)
        browser.press(.character("q"))
        #expect(browser.performed.last == .quit)
        var other = ScriptedBrowser(book)
        other.press(.enter)  // Settings
        other.press(.character("Q"))
        #expect(other.performed.last == .quit && other.state.stack.count == 2)
    }
}
