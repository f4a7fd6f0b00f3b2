import Foundation
import Testing
@testable import CardEditing
@testable import VCard

/// The plain-text form: how it reads, what it refuses, and the edits a change makes.
@Suite("The edit form")
struct ContactFormTests {
    static let grace = ContactDetails(
        name: "Grace Hopper", given: "Grace", family: "Hopper", organization: "US Navy", title: "Rear Admiral",
        birthday: "1906-12-09",
        entries: [CardEntry(.nickname, "Amazing Grace"), CardEntry(.phone, label: "mobile", "+1 555 0100"),
                  CardEntry(.phone, label: "Boat", "+1 555 0101"), CardEntry(.email, label: "work", "grace@navy.mil"),
                  CardEntry(.address, label: "home", "1 Main St; Arlington; VA; 22201; USA"),
                  CardEntry(.url, "https://example.org/grace"), CardEntry(.note, "First line\n  indented\n\nafter a blank")])

    @Test("a form lists each field on its own line and reads back the same")
    func renderAndParse() throws {
        let form = ContactForm.render(Self.grace)
        #expect(form.hasPrefix(ContactForm.header))
        #expect(form.dropFirst(ContactForm.header.count) == """
            Name: Grace Hopper
            Prefix:
            Given name: Grace
            Middle name:
            Family name: Hopper
            Suffix:
            Nickname: Amazing Grace
            Organization: US Navy
            Title: Rear Admiral
            Phone (mobile): +1 555 0100
            Phone (Boat): +1 555 0101
            Email (work): grace@navy.mil
            IM (jabber):
            Address (home): 1 Main St; Arlington; VA; 22201; USA
            Birthday: 1906-12-09
            Anniversary:
            URL: https://example.org/grace
            Note: First line
                indented
              
              after a blank
            Category:

            """)
        #expect(try ContactForm.parse(form) == Self.grace)
    }

    @Test("the blank form has every field empty, and reads as nothing")
    func blankForm() throws {
        #expect(ContactForm.blank.contains("\nName:\n"))
        #expect(ContactForm.blank.contains("\nPhone (mobile):\n"))
        #expect(try ContactForm.parse(ContactForm.blank).isEmpty)
        #expect(try ContactForm.parse(ContactForm.blank + "Name: Ada\n") == ContactDetails(name: "Ada"))
    }

    @Test("mistakes are reported with their line", arguments: [
        ("Name: A\nFone: 1", 2, "unknown field \"Fone\" (the fields are Name, Prefix, Given name, Middle name, Family name, Suffix, Nickname, Organization, Title, Phone, Email, IM, Address, Birthday, Anniversary, URL, Note, Category)"),
        ("Name: A\nBirthday: 1906-13-09", 2, "birthday \"1906-13-09\" is not a date as YYYY-MM-DD or --MM-DD"),
        ("Name: A\n\nPhone (mobile): call me", 3, "phone number \"call me\" has no digits"),
        ("# comment\nName: A\nEmail: grace", 3, "email \"grace\" has no @"),
        ("Note: only a note", 1, "no name: give a Name (or an Organization, a Phone or an Email)"),
        ("Name: A\nName: B", 2, "a second Name (the first is on line 1); a card has one"),
        ("Name A", 1, "no \":\" after the field name: write \"Field: value\""),
        ("  indented", 1, "a line starting with a blank continues the field above, and there is none"),
        ("Name (work): A", 1, "Name takes no label in parentheses"),
        ("Name: A\nAddress: a; b; c; d; e; f; g", 2,
         "an address has at most 6 parts: street; city; region; postcode; country, after an extended part (a suite, a flat) when it has one"),
        ("Name: A\nAnniversary: 1990-02-30", 2, "anniversary \"1990-02-30\" is not a date as YYYY-MM-DD or --MM-DD"),
        ("Name: A\nIM: ada@example.org", 2, "an IM address needs its service in parentheses: IM (jabber): ada@example.org"),
    ])
    func errors(_ text: String, _ line: Int, _ message: String) {
        #expect(throws: FormError(line: line, message)) { try ContactForm.parse(text) }
    }

    @Test("field names ignore case, labels may hold a colon, CRLF is fine")
    func leniency() throws {
        let details = try ContactForm.parse("NAME: A\r\nphone (Line: 2): 555 1\r\n")
        #expect(details.entries == [CardEntry(.phone, label: "Line: 2", "555 1")])
    }

    @Test("an unchanged form makes no edits; each change makes the fewest")
    func diff() throws {
        let grace = Self.grace
        #expect(grace.edits(to: grace) == [])
        var edited = grace
        edited.entries[1] = CardEntry(.phone, label: "mobile", "+1 555 0199")      // number changed in place
        edited.entries[2] = CardEntry(.phone, label: "home", "+1 555 0101")        // label changed
        edited.entries.remove(at: 3)                                               // email removed
        edited.entries.append(CardEntry(.email, label: "home", "grace@home.example"))
        edited.title = ""
        #expect(grace.edits(to: edited) == [
            .setTitle(""),
            .change(from: CardEntry(.phone, label: "Boat", "+1 555 0101"), to: CardEntry(.phone, label: "home", "+1 555 0101")),
            .change(from: CardEntry(.phone, label: "mobile", "+1 555 0100"), to: CardEntry(.phone, label: "mobile", "+1 555 0199")),
            .change(from: CardEntry(.email, label: "work", "grace@navy.mil"), to: CardEntry(.email, label: "home", "grace@home.example")),
        ])
    }

    @Test("a new name re-splits given and family names that spelled the old one")
    func renameFollows() {
        var edited = Self.grace
        edited.name = "Grace Murray Hopper"
        #expect(Self.grace.edits(to: edited) == [.setFormattedName("Grace Murray Hopper"),
                                                 .setName(given: "Grace Murray", family: "Hopper")])
        var stranger = Self.grace
        stranger.given = "G."
        stranger.name = "Amazing Grace"
        #expect(Self.grace.edits(to: stranger) == [.setFormattedName("Amazing Grace"), .setName(given: "G.", family: "Hopper")])
    }

    @Test("a form edit applied to a stored card rewrites only what changed")
    func formOnCard() throws {
        let stored = bytes("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:u\r\nFN:Grace Hopper\r\nN:Hopper;Grace;;;\r\n"
            + "item1.TEL;type=CELL;type=pref:+1 555 0100\r\nitem1.X-ABLabel:_$!<Mobile>!$_\r\nX-ODD:\\,kept\r\nEND:VCARD\r\n")
        let form = ContactForm.render(try ContactDetails(card: stored))
        let edited = form.replacingOccurrences(of: "+1 555 0100", with: "+1 555 0199")
            .replacingOccurrences(of: "Title:", with: "Title: Admiral")
        let out = try CardEditor.apply(try ContactForm.edits(card: stored, edited: edited), to: stored, now: editTime)
        #expect(text(out) == "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:u\r\nFN:Grace Hopper\r\nN:Hopper;Grace;;;\r\n"
            + "item1.TEL;type=CELL;type=pref:+1 555 0199\r\nitem1.X-ABLabel:_$!<Mobile>!$_\r\nX-ODD:\\,kept\r\n"
            + "TITLE:Admiral\r\nREV:20261122T183000Z\r\nEND:VCARD\r\n")
    }

    @Test("the form reads a card's labels, addresses, dates and lists as show does")
    func readsACardAsShowDoes() throws {
        let card = bytes("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Grace Hopper\r\nBDAY;X-APPLE-OMIT-YEAR=1604:1604-12-09\r\n"
            + "NICKNAME:Amazing Grace, Grandma COBOL\r\nitem1.EMAIL;type=INTERNET:grace@example.com\r\n"
            + "item1.X-ABLabel:_$!<Home>!$_\r\nEMAIL;TYPE=work:g@navy.mil\r\n"
            + "item2.ADR;type=HOME:;;123 Main St, Apt 4;Arlington;VA;22201;USA\r\nitem2.X-ABLabel:Summer\r\n"
            + "ADR;TYPE=WORK:;;1 Pentagon\\nRoom 2 ;Washington\r\nEND:VCARD\r\n")
        let details = try ContactDetails(card: card)
        // Apple's year 1604 stands for none: a day without a year, shown as --MM-DD.
        #expect(details.birthday == "--12-09")
        #expect(details.entries(.nickname) == [CardEntry(.nickname, "Amazing Grace, Grandma COBOL")])
        #expect(details.entries(.email) == [CardEntry(.email, label: "home", "grace@example.com"),
                                            CardEntry(.email, label: "work", "g@navy.mil")])
        // A 3.0 street's unescaped comma makes two items, trimmed; a street's lines join on one line.
        #expect(details.entries(.address) == [CardEntry(.address, label: "Summer", "123 Main St, Apt 4; Arlington; VA; 22201; USA"),
                                              CardEntry(.address, label: "work", "1 Pentagon, Room 2; Washington")])
    }

    @Test("a card's birthday shows when it is a day of the calendar, with its year or without", arguments: [
        ("1906-12-09", "1906-12-09"), ("19061209", "1906-12-09"), ("1906-12-09T10:00:00Z", "1906-12-09"),
        ("--1209", "--12-09"), ("--12-09", "--12-09"), ("--0229", "--02-29"), ("--0230", ""),
        ("1906-02-30", ""), ("2000-02-29", "2000-02-29"), ("1900-02-29", ""), ("circa 1900", ""),
    ])
    func birthdayForms(value: String, shown: String) throws {
        let card = bytes("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nBDAY:\(value)\r\nEND:VCARD\r\n")
        #expect(try ContactDetails(card: card).birthday == shown)
    }
}
