import Foundation
import Testing
@testable import CardEditing
@testable import VCard

/// What edited lines look like in each version, and what an edit keeps.
@Suite("Writing card lines")
struct CardWritingTests {
    func card(_ version: String, _ lines: [String], break lineBreak: String = "\r\n") -> [UInt8] {
        bytes((["BEGIN:VCARD", "VERSION:\(version)"] + lines + ["END:VCARD", ""]).joined(separator: lineBreak))
    }

    func apply(_ edits: [CardEdit], _ card: [UInt8]) throws -> String {
        text(try CardEditor.apply(edits, to: card, now: editTime, newUID: "urn:uuid:new"))
    }

    @Test("a new number is typed the way its version writes types")
    func typesPerVersion() throws {
        let add = [CardEdit.add(CardEntry(.phone, label: "mobile", "+1 555 0100"))]
        #expect(try apply(add, card("2.1", ["FN:A", "UID:u"])).contains("\r\nTEL;CELL:+1 555 0100\r\n"))
        #expect(try apply(add, card("3.0", ["FN:A", "UID:u"])).contains("\r\nTEL;TYPE=CELL:+1 555 0100\r\n"))
        #expect(try apply(add, card("4.0", ["FN:A", "UID:u"])).contains("\r\nTEL;TYPE=cell:+1 555 0100\r\n"))
        let fax = [CardEdit.add(CardEntry(.phone, label: "work fax", "+1 555 0101"))]
        #expect(try apply(fax, card("3.0", ["FN:A", "UID:u"])).contains("\r\nTEL;TYPE=WORK,FAX:+1 555 0101\r\n"))
    }

    @Test("a custom label is a group with X-ABLabel, after the last line of its kind")
    func customLabel() throws {
        let out = try apply([.add(CardEntry(.phone, label: "Boat", "+1 555 0102"))],
                            card("3.0", ["FN:A", "UID:u", "item1.TEL:1", "item1.X-ABLabel:Home", "NOTE:n"]))
        #expect(out.contains("item1.X-ABLabel:Home\r\nitem2.TEL:+1 555 0102\r\nitem2.X-ABLabel:Boat\r\nNOTE:n\r\n"))
        let details = try ContactDetails(card: bytes(out))
        #expect(details.entries(.phone).last == CardEntry(.phone, label: "Boat", "+1 555 0102"))
    }

    @Test("new lines go before END, REV and UID are set, the card's own line break is used")
    func stampsAndLineBreaks() throws {
        let out = try apply([.setTitle("Admiral")], card("3.0", ["FN:A"], break: "\n"))
        #expect(out == "BEGIN:VCARD\nVERSION:3.0\nFN:A\nTITLE:Admiral\nUID:urn:uuid:new\nREV:20261122T183000Z\nEND:VCARD\n")
        let again = try apply([.setTitle("Rear Admiral")], bytes(out))
        #expect(again == "BEGIN:VCARD\nVERSION:3.0\nFN:A\nTITLE:Rear Admiral\nUID:urn:uuid:new\nREV:20261122T183000Z\nEND:VCARD\n")
    }

    @Test("a 2.1 value that is not ASCII is quoted-printable UTF-8, and reads back")
    func quotedPrintable() throws {
        let out = try apply([.setFormattedName("Jürgen Müller"), .setNote("Zeile eins\nZeile zwei")], card("2.1", ["FN:X", "UID:u"]))
        #expect(out.contains("FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=C3=BCller\r\n"))
        #expect(out.contains("NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Zeile eins=0AZeile zwei\r\n"))
        let read = layout(bytes(out)).card
        #expect(read.formattedName == "Jürgen Müller")
        #expect(read.notes == ["Zeile eins\nZeile zwei"])
    }

    @Test("long values fold at 75 octets, never inside a UTF-8 sequence; long 2.1 QP values soft-break")
    func folding() throws {
        let note = String(repeating: "ß€😀 a", count: 40)
        for version in ["2.1", "3.0", "4.0"] {
            let out = try CardEditor.apply([.setNote(note)], to: card(version, ["FN:A", "UID:u"]), now: editTime)
            var lines: [[UInt8]] = []
            out.withUnsafeBytes { PhysicalLines.forEach(in: $0) { lines.append(Array($0)) } }
            #expect(lines.allSatisfy { $0.count <= 75 }, "\(version)")
            #expect(lines.allSatisfy { String(validating: $0, as: UTF8.self) != nil }, "\(version): a fold split a character")
            #expect(layout(out).card.notes == [note], "\(version)")
        }
    }

    @Test("a changed number keeps its line's group and parameters; a label change rewrites TYPE, keeping PREF")
    func changeInPlace() throws {
        let stored = card("3.0", ["FN:A", "UID:u", "TEL;TYPE=CELL,PREF;X-SERVICE=sms:+1 555 0100", "NOTE:n"])
        let number = try apply([.change(from: CardEntry(.phone, label: "mobile", "+15550100"),
                                        to: CardEntry(.phone, label: "mobile", "+1 555 0199"))], stored)
        #expect(number.contains("\r\nTEL;TYPE=CELL,PREF;X-SERVICE=sms:+1 555 0199\r\nNOTE:n\r\n"))
        let label = try apply([.change(from: CardEntry(.phone, label: "mobile", "+1 555 0100"),
                                       to: CardEntry(.phone, label: "work", "+1 555 0100"))], stored)
        #expect(label.contains("\r\nTEL;X-SERVICE=sms;TYPE=WORK,PREF:+1 555 0100\r\n"))
        let grouped = card("3.0", ["FN:A", "UID:u", "item1.TEL;type=pref:+1 555 0100", "item1.X-ABLabel:_$!<Mobile>!$_"])
        let relabelled = try apply([.change(from: CardEntry(.phone, label: "mobile", "+1 555 0100"),
                                            to: CardEntry(.phone, label: "Boat", "+1 555 0100"))], grouped)
        #expect(relabelled.contains("\r\nitem1.TEL;type=pref:+1 555 0100\r\nitem1.X-ABLabel:Boat\r\n"))
    }

    @Test("a number is removed by its digits however written, an email ignoring case, with its group's label")
    func removal() throws {
        let stored = card("3.0", ["FN:A", "UID:u", "item1.TEL:+1 (617) 555-0127", "item1.X-ABLabel:Boat",
                                  "EMAIL;TYPE=WORK:Grace@Navy.mil", "NOTE:n"])
        let out = try apply([.remove(CardEntry(.phone, "+16175550127")), .remove(CardEntry(.email, "grace@navy.MIL"))], stored)
        #expect(out == "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nUID:u\r\nNOTE:n\r\nREV:20261122T183000Z\r\nEND:VCARD\r\n")
        #expect(throws: CardEditError.noSuchEntry(CardEntry(.phone, "999"))) {
            try CardEditor.apply([.remove(CardEntry(.phone, "999"))], to: stored, now: editTime)
        }
    }

    @Test("renaming keeps N's other components; clearing removes; birthdays per version")
    func singleFields() throws {
        let stored = card("3.0", ["FN:Dr. Grace Hopper PhD", "N:Hopper;Grace;Brewster;Dr.;PhD", "ORG:Navy", "UID:u"])
        let out = try apply([.setName(given: "Grace", family: "Murray Hopper"), .setOrganization(nil), .setBirthday("1906-12-09")], stored)
        #expect(out.contains("\r\nN:Murray Hopper;Grace;Brewster;Dr.;PhD\r\n"))
        #expect(!out.contains("ORG"))
        #expect(out.contains("\r\nBDAY:1906-12-09\r\n"))
        #expect(try apply([.setBirthday("1906-12-09")], card("4.0", ["FN:A", "UID:u"])).contains("\r\nBDAY:19061209\r\n"))
        #expect(throws: CardEditError.badBirthday("1906-02-30")) {
            try CardEditor.apply([.setBirthday("1906-02-30")], to: stored, now: editTime)
        }
        let escaped = try apply([.setOrganization("Smith, Jones & Co; Legal")], stored)
        #expect(escaped.contains("\r\nORG:Smith\\, Jones & Co;Legal\r\n"))
        #expect(layout(bytes(escaped)).card.organization == ["Smith, Jones & Co", "Legal"])
    }

    @Test("REV is the edit time in UTC; a fresh UID is a random version 4 urn:uuid")
    func stamps() {
        #expect(CardStamp.revision(editTime) == "20261122T183000Z")
        #expect(CardStamp.revision(Date(timeIntervalSince1970: 951_782_400)) == "20000229T000000Z")
        let uid = CardStamp.randomUID()
        #expect(uid.count == 45 && uid.hasPrefix("urn:uuid:"))
        #expect(Array(uid)[23] == "4" && "89ab".contains(Array(uid)[28]))
        #expect(uid != CardStamp.randomUID())
    }
}
