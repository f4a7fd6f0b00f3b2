import Foundation
import Testing
import TestSupport
import VCard
@testable import CardEditing

/// The form's lines for the rest of a card a person edits: the name's prefix, middle names and
/// suffix, the anniversary, instant-messaging handles however the card writes them, and an
/// address's extended part. Each line left as shown keeps every byte; a change rewrites only its
/// property's lines.
@Suite("The edit form, the card whole")
struct WholeCardFormTests {
    static let lines = [
        "BEGIN:VCARD", "VERSION:3.0", "UID:u", "FN:Dr. Grace Hopper Jr.", "N:Hopper;Grace;Brewster,Murray;Dr.;Jr.",
        "item1.IMPP;X-SERVICE-TYPE=Jabber;type=HOME:xmpp:grace@jabber.example", "item1.X-ABLabel:home",
        "X-JABBER;type=HOME:grace@jabber.example", "X-AIM:gracehopper", "IMPP:skype:grace.hopper",
        "item2.X-ABDATE;type=pref:1930-06-15", "item2.X-ABLabel:_$!<Anniversary>!$_",
        "ADR;TYPE=WORK:PO 7;Suite 400;1 Main St;Arlington;VA;22201;USA", "X-ODD:\\,kept", "END:VCARD", "",
    ]
    static let card = bytes(lines.joined(separator: "\r\n"))

    @Test("the form shows the name's parts, the anniversary, each handle once and the extended address")
    func reads() throws {
        let details = try ContactDetails(card: Self.card)
        #expect([details.prefix, details.middle, details.suffix] == ["Dr.", "Brewster Murray", "Jr."])
        #expect(details.anniversary == "1930-06-15")
        #expect(details.entries(.instantMessaging) == [CardEntry(.instantMessaging, label: "jabber", "grace@jabber.example"),
                                                       CardEntry(.instantMessaging, label: "aim", "gracehopper"),
                                                       CardEntry(.instantMessaging, label: "skype", "grace.hopper")])
        #expect(details.entries(.address) == [CardEntry(.address, label: "work", "Suite 400; 1 Main St; Arlington; VA; 22201; USA")])
        let form = ContactForm.render(details)
        for line in ["Prefix: Dr.", "Middle name: Brewster Murray", "Suffix: Jr.", "Anniversary: 1930-06-15",
                     "IM (jabber): grace@jabber.example", "IM (aim): gracehopper", "IM (skype): grace.hopper",
                     "Address (work): Suite 400; 1 Main St; Arlington; VA; 22201; USA"] {
            #expect(form.contains("\n\(line)\n"), "\(line)")
        }
        // Left as shown, the form asks for nothing: the card keeps every byte.
        #expect(try ContactForm.edits(card: Self.card, edited: form) == [])
        #expect(try ContactForm.parse(form, editedFrom: details) == details)
    }

    @Test("a changed line rewrites its property's lines and nothing else", arguments: [
        ("Prefix: Dr.", "Prefix: Prof.", [4: "N:Hopper;Grace;Brewster,Murray;Prof.;Jr."]),
        ("Middle name: Brewster Murray", "Middle name: Brewster", [4: "N:Hopper;Grace;Brewster;Dr.;Jr."]),
        ("Suffix: Jr.", "Suffix:", [4: "N:Hopper;Grace;Brewster,Murray;Dr.;"]),
        ("Anniversary: 1930-06-15", "Anniversary: --06-16", [10: "item2.X-ABDATE;type=pref:--06-16"]),
        ("IM (jabber): grace@jabber.example", "IM (jabber): amazing@jabber.example",
         [5: "item1.IMPP;X-SERVICE-TYPE=Jabber;type=HOME:xmpp:amazing@jabber.example", 7: "X-JABBER;type=HOME:amazing@jabber.example"]),
        ("Address (work): Suite 400; 1 Main St; Arlington; VA; 22201; USA",
         "Address (work): Suite 500; 1 Main St; Arlington; VA; 22201; USA",
         [12: "ADR;TYPE=WORK:PO 7;Suite 500;1 Main St;Arlington;VA;22201;USA"]),
        ("Address (work): Suite 400; 1 Main St; Arlington; VA; 22201; USA",
         "Address (work): 1 Main St; Arlington; VA; 22201; USA",
         [12: "ADR;TYPE=WORK:PO 7;;1 Main St;Arlington;VA;22201;USA"]),
    ])
    func changes(shown: String, written: String, rewritten: [Int: String]) throws {
        var expected = Self.lines
        for (index, line) in rewritten { expected[index] = line }
        expected.insert("REV:20261122T183000Z", at: expected.count - 2)
        #expect(try edit(shown, to: written) == expected.joined(separator: "\r\n"))
    }

    @Test("a handle removed takes every line holding it; a new one, or one of another service, is an IMPP of its scheme")
    func handles() throws {
        // Removed: the jabber handle Apple wrote twice goes with its group's label.
        let removed = try edit("IM (jabber): grace@jabber.example\n", to: "")
        #expect(!removed.contains("jabber") && !removed.contains("item1."), "\(removed)")
        let added = try edit("IM (aim): gracehopper", to: "IM (aim): gracehopper\nIM (sip): grace@sip.example\nIM (matrix): @grace:matrix.example")
        #expect(added.contains("\r\nIMPP:skype:grace.hopper\r\nIMPP:sip:grace@sip.example\r\nIMPP:matrix:@grace:matrix.example\r\n"), "\(added)")
        let moved = try edit("IM (skype): grace.hopper", to: "IM (msn): grace.hopper")
        #expect(!moved.contains("skype") && moved.contains("\r\nIMPP:msnim:grace.hopper\r\n"), "\(moved)")
        let odd = try edit("IM (skype): grace.hopper", to: "IM (Threema Work): GRACE42")
        #expect(odd.contains("\r\nIMPP;X-SERVICE-TYPE=\"threema work\":threemawork:GRACE42\r\n"), "\(odd)")
        let read = try ContactDetails(card: bytes(odd)).entries(.instantMessaging)
        #expect(read.contains(CardEntry(.instantMessaging, label: "threema work", "GRACE42")), "\(read)")
    }

    @Test("a new anniversary, name part or extended address is written as the card's version writes it")
    func newLines() throws {
        let plain = bytes("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada\r\nEND:VCARD\r\n")
        var details = try ContactDetails(card: plain)
        details.anniversary = "--12-10"
        details.prefix = "Countess"
        details.entries.append(CardEntry(.address, label: "home", "Flat 2; 12 St James's Sq; London; ; ;"))
        let out = text(try CardEditor.apply(try ContactDetails(card: plain).edits(to: details), to: plain, now: editTime, newUID: "u"))
        #expect(out.contains("\r\nN:;;;Countess;\r\n"), "\(out)")
        #expect(out.contains("\r\nANNIVERSARY:--1210\r\n"), "\(out)")
        #expect(out.contains("\r\nADR;TYPE=home:;Flat 2;12 St James's Sq;London;;;\r\n"), "\(out)")
        let old = bytes("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Ada\r\nEND:VCARD\r\n")
        var details21 = try ContactDetails(card: old)
        details21.anniversary = "1835-07-08"
        details21.entries.append(CardEntry(.instantMessaging, label: "jabber", "ada@jabber.example"))
        let out21 = text(try CardEditor.apply(try ContactDetails(card: old).edits(to: details21), to: old, now: editTime, newUID: "u"))
        #expect(out21.contains("\r\nX-JABBER:ada@jabber.example\r\n") && out21.contains("\r\nX-ANNIVERSARY:18350708\r\n"), "\(out21)")
    }

    @Test("every real and hostile card's form shows its handles, anniversary and extended addresses, and left as shown asks for no edit")
    func corpusFormsAreStill() throws {
        var checked = 0
        for folder in [Repository.realClientVCards, Repository.hostileCards] {
            for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            where file.pathExtension == "vcf" {
                let data = Array(try Data(contentsOf: file))
                let cards: [[UInt8]] = data.withUnsafeBytes { all in
                    VCardScanner(all).compactMap { item in
                        if case .card(let raw) = item { Array(all[raw.byteRange]) } else { nil }
                    }
                }
                for card in cards {
                    guard let details = try? ContactDetails(card: card) else { continue }
                    let form = ContactForm.render(details)
                    let edits = try ContactForm.edits(card: card, edited: form)
                    #expect(edits == [], "\(file.lastPathComponent): \(edits)")
                    // What `show` reads of the card, the form shows.
                    var problems: [VCardProblem] = []
                    let parsed = card.withUnsafeBytes { VCardParser.parse($0, problems: &problems) }
                    for handle in parsed.handles where !handle.value.trimmingCharacters(in: .whitespaces).isEmpty {
                        #expect(form.contains("\nIM (\(handle.service ?? "im")): \(handle.value.trimmingCharacters(in: .whitespaces))\n"),
                                "\(file.lastPathComponent): \(handle)")
                    }
                    if let anniversary = parsed.anniversary, BirthdayDate(anniversary) != nil {
                        #expect(form.contains("\nAnniversary: \(anniversary.isoText)\n"), "\(file.lastPathComponent)")
                    }
                    for address in parsed.addresses where !address.extended.isEmpty {
                        #expect(form.contains(" \(address.extended.split(separator: "\n").joined(separator: ", ")); "),
                                "\(file.lastPathComponent): \(address.extended)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 40)
    }

    /// The card with its form's `shown` text replaced by `written`, as `edit` writes it.
    private func edit(_ shown: String, to written: String) throws -> String {
        let form = ContactForm.render(try ContactDetails(card: Self.card))
        #expect(form.contains(shown), "\(shown)")
        let edited = form.replacingOccurrences(of: shown, with: written)
        return text(try CardEditor.apply(try ContactForm.edits(card: Self.card, edited: edited), to: Self.card, now: editTime))
    }
}
