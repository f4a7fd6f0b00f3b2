import Contacts
import Foundation
import Testing
@testable import CardEditing
@testable import VCard

/// Edits of every real-client and hostile card: add a number, change the name, remove an email; every
/// other line keeps its bytes, and the card reads back as edited.
@Suite("Lossless card edits")
struct LosslessEditTests {
    static let newNumber = "+1 (617) 555-0199"
    static let newName = "Grace Brewster Höpper"

    @Test("add a number, rename, remove an email: untouched lines byte-identical, fields as edited", arguments: storedCards)
    func editEveryCard(_ stored: StoredCard) throws {
        let before = layout(stored.bytes)
        let details = try ContactDetails(card: stored.bytes)
        let removedEmail = details.entries(.email).first
        var edits = [CardEdit.add(CardEntry(.phone, label: "mobile", Self.newNumber))] + CardEdit.renaming(to: Self.newName)
        if let removedEmail { edits.append(.remove(removedEmail)) }
        let edited = try CardEditor.apply(edits, to: stored.bytes, now: editTime, newUID: "urn:uuid:given-on-first-edit")
        let after = layout(edited)

        // Everything outside the properties (BEGIN, END, blank lines, nested cards) is where it was.
        #expect(gaps(after, edited) == gaps(before, stored.bytes))

        // The lines the edits are about; every other one is the same bytes, in the same order.
        let stamped: Set<String> = ["FN", "N", "REV", "UID"]
        var removedLines: Set<Int> = []
        if let removedEmail {
            let index = try #require(before.card.properties.indices.first {
                before.card.properties[$0].name == "EMAIL"
                    && FormText.normalized(before.card.properties[$0].text).lowercased() == removedEmail.value.lowercased()
            })
            removedLines.insert(index)
            if let group = before.card.properties[index].group {
                let members = before.card.properties.indices.filter { before.card.properties[$0].group.map { VCard.sameGroup($0, group) } == true }
                if members.allSatisfy({ $0 == index || ["X-ABLABEL", "X-ABADR"].contains(before.card.properties[$0].name) }) {
                    removedLines.formUnion(members)
                }
            }
        }
        let keptBefore = before.card.properties.indices.filter { !stamped.contains(before.card.properties[$0].name) && !removedLines.contains($0) }
        let added = after.card.properties.indices.filter {
            after.card.properties[$0].name == "TEL" && PhoneDigits.digits(of: after.card.properties[$0].text) == "16175550199"
        }
        #expect(added.count == 1)
        let keptAfter = after.card.properties.indices.filter { !stamped.contains(after.card.properties[$0].name) && !added.contains($0) }
        var keptLines = keptBefore.map { lineBytes(before, stored.bytes, $0) }
        if !before.isComplete, let last = stored.bytes.last, last != 0x0A && last != 0x0D, !keptLines.isEmpty {
            // A card cut off inside its last line: a line added after it gives it its line break.
            keptLines[keptLines.count - 1] += Array(String(decoding: edited, as: UTF8.self).contains("\r\n") ? "\r\n".utf8 : "\n".utf8)
        }
        #expect(keptAfter.map { lineBytes(after, edited, $0) } == keptLines)

        // The card reads back as edited.
        let card = after.card
        #expect(card.formattedName == Self.newName)
        #expect(card.nameComponent(.given) == "Grace Brewster")
        #expect(card.nameComponent(.family) == "Höpper")
        // N's middle names, prefixes and suffixes stay.
        for component in [StructuredName.Component.additional, .prefixes, .suffixes] {
            #expect(card.nameComponent(component) == (before.card.nameComponent(component) ?? ""))
        }
        #expect(card.telephones.map(\.value) == before.card.telephones.map(\.value) + [Self.newNumber])
        #expect(PhoneLabel.normalized(types: card.telephones.last!.types, customLabel: card.telephones.last!.label) == "mobile")
        var emails = before.card.emails.map(\.value)
        if removedEmail != nil, let index = emails.firstIndex(where: { FormText.normalized($0).lowercased() == removedEmail!.value.lowercased() }) {
            emails.remove(at: index)
        }
        #expect(card.emails.map(\.value) == emails)
        #expect(card.notes == before.card.notes)
        #expect(card.organization == before.card.organization)
        #expect(card.uid == (before.card.uid ?? "urn:uuid:given-on-first-edit"))
        #expect(card.properties(named: "REV").map(\.text) == ["20261122T183000Z"])
        #expect(after.problems.count <= before.problems.count)

        // The form reads the edited card as the edits said.
        let reread = try ContactDetails(card: edited)
        #expect(reread.name == Self.newName)
        #expect(reread.entries(.phone).last == CardEntry(.phone, label: "mobile", Self.newNumber))
    }

    @Test("an unchanged form gives no edits, and no edits give the same bytes", arguments: storedCards)
    func unchangedForm(_ stored: StoredCard) throws {
        let form = ContactForm.render(try ContactDetails(card: stored.bytes))
        let edits = try ContactForm.edits(card: stored.bytes, edited: form)
        #expect(edits == [])
        #expect(try CardEditor.apply(edits, to: stored.bytes, now: editTime) == stored.bytes)
    }

    @Test("the form shows what the card holds, and reads back the same", arguments: storedCards)
    func formRoundTrip(_ stored: StoredCard) throws {
        let details = try ContactDetails(card: stored.bytes)
        #expect(try ContactForm.parse(ContactForm.render(details), validating: false) == details)
    }
}
