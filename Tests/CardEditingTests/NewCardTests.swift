import Foundation
import Testing
@testable import CardEditing
@testable import VCard

/// Cards `add` makes.
@Suite("New cards")
struct NewCardTests {
    @Test("a new card is 3.0 with CR LF, PRODID, UID, REV, FN, N and the fields, and reads back")
    func newCard() throws {
        let details = ContactFormTests.grace
        let card = try NewCard.bytes(details, phonebookVersion: "0.1.0", now: editTime, uid: "urn:uuid:fixed")
        let text = text(card)
        #expect(text.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//phonebook//phonebook 0.1.0//EN\r\nUID:urn:uuid:fixed\r\n"
            + "REV:20261122T183000Z\r\nFN:Grace Hopper\r\nN:Hopper;Grace;;;\r\n"))
        #expect(text.hasSuffix("\r\nEND:VCARD\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let read = layout(card)
        #expect(read.isComplete && read.problems.isEmpty)
        #expect(read.card.uid == "urn:uuid:fixed")
        #expect(try ContactDetails(card: card) == details)
    }

    @Test("N is split from the name when only a name is given, empty for an organization alone")
    func names() throws {
        let named = try NewCard.bytes(ContactDetails(name: "Grace Brewster Hopper"), phonebookVersion: "0.1.0", now: editTime)
        #expect(text(named).contains("\r\nFN:Grace Brewster Hopper\r\nN:Hopper;Grace Brewster;;;\r\n"))
        let company = try NewCard.bytes(ContactDetails(organization: "Acme, Inc."), phonebookVersion: "0.1.0", now: editTime)
        #expect(text(company).contains("\r\nFN:Acme\\, Inc.\r\nN:;;;;\r\nORG:Acme\\, Inc.\r\n"))
        #expect(layout(company).card.uid?.hasPrefix("urn:uuid:") == true)
    }
}
