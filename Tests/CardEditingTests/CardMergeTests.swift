import Contacts
import Foundation
import Testing
@testable import CardEditing
@testable import VCard

/// Merges of real-client and hostile cards (photos, groups, `X-` fields, 2.1 quoted-printable) into
/// bases of each version: nothing of any card is lost, the base's lines keep their bytes, and the
/// merged card reads back whole.
@Suite("Card merges")
struct CardMergeTests {
    /// Bases of each version: iPhone 3.0 (groups, photo), Outlook 2.1 (QP, photo), FullContact 4.0.
    static let bases: [StoredCard] = ["John_Doe_IPHONE.vcf", "John_Doe_MS_OUTLOOK.vcf", "fullcontact.vcf"]
        .compactMap { name in storedCards.first { $0.file == name } }

    /// Every stored card merged into every base, but the terminal-escape cards: a merge writes each
    /// value it carries over anew without its control characters (`TransferredLine`), which is all
    /// those cards are about.
    static let pairs: [MergePair] = bases.flatMap { base in
        storedCards.filter { $0.file != base.file && !$0.file.hasPrefix("terminal-escapes-") }
            .map { MergePair(base: base, other: $0) }
    }

    @Test("every card merged into a 2.1, a 3.0 and a 4.0 base loses nothing", arguments: pairs)
    func mergeLosesNothing(_ pair: MergePair) throws {
        let merged = try CardMerge.merge(pair.base.bytes, with: [pair.other.bytes], region: nil, now: editTime,
                                         newUID: "urn:uuid:merged")
        try expectLossless(merged.bytes, base: pair.base.bytes, others: [pair.other.bytes])
    }

    @Test func threeExportsOfOnePersonMergeIntoOneCardLosingNothing() throws {
        let cards = ["John_Doe_IPHONE.vcf", "John_Doe_MS_OUTLOOK.vcf", "John_Doe_GMAIL.vcf", "John_Doe_MAC_ADDRESS_BOOK.vcf"]
            .compactMap { name in storedCards.first { $0.file == name }?.bytes }
        #expect(cards.count == 4)
        let merged = try CardMerge.merge(cards[0], with: Array(cards.dropFirst()), region: nil, now: editTime)
        try expectLossless(merged.bytes, base: cards[0], others: Array(cards.dropFirst()))
        #expect(merged.contributions.count == 3)
    }

    @Test func theSamePersonWrittenThreeWaysBecomesOneCard() throws {
        let grace = bytes(card("FN:Grace Hopper", "N:Hopper;Grace;;;", "TEL;TYPE=CELL:+1 617 555 0127",
                               "EMAIL:grace@navy.mil", "NOTE:Admiral", "BDAY:1906-12-09", "UID:grace"))
        let reversed = bytes(card("FN:Hopper\\, Grace", "N:Hopper;Grace;;;", "TEL;TYPE=WORK:+1 (617) 555-0127",
                                  "EMAIL:GRACE@NAVY.MIL", "EMAIL:ghopper@yale.edu", "NOTE:Invented the compiler",
                                  "BDAY:1906-12-10", "UID:hopper"))
        let initial = bytes(card("FN:G. Hopper", "TEL:617-555-0127", "EMAIL:grace@navy.mil", "NOTE:Admiral",
                                 "X-GENDER:F", "UID:g"))
        let merged = try CardMerge.merge(grace, with: [reversed, initial], region: nil, now: editTime)
        let card = parsed(merged.bytes)
        #expect(card.properties.filter { $0.name == "TEL" }.count == 1, "one number however it is written")
        #expect(card.properties.filter { $0.name == "EMAIL" }.map(\.text) == ["grace@navy.mil", "ghopper@yale.edu"])
        #expect(card.properties.filter { $0.name == "NICKNAME" }.flatMap(\.listItems) == ["Hopper, Grace", "G. Hopper"])
        #expect(card.properties.filter { $0.name == "NOTE" }.map(\.text)
                == ["Admiral\n\nInvented the compiler\n\nBDAY (from Hopper, Grace): 1906-12-10"])
        #expect(card.properties.filter { $0.name == "BDAY" }.map(\.text) == ["1906-12-09"])
        #expect(card.properties.filter { $0.name == "X-GENDER" }.map(\.text) == ["F"])
        #expect(card.uid == "grace")
        #expect(card.properties.first { $0.name == "REV" }?.text == CardStamp.revision(editTime))
        #expect(merged.contributions.map(\.name) == ["Hopper, Grace", "G. Hopper"])
        #expect(merged.contributions[0].added.contains("email ghopper@yale.edu"))
    }

    @Test func aNationalNumberMatchesItsInternationalFormInTheRegion() throws {
        let base = bytes(card("FN:Ada", "TEL:+44 20 7946 0105"))
        let other = bytes(card("FN:Ada", "TEL:020 7946 0105"))
        let inRegion = try CardMerge.merge(base, with: [other], region: Region(code: "GB"), now: editTime)
        #expect(parsed(inRegion.bytes).properties.filter { $0.name == "TEL" }.count == 1)
        let elsewhere = try CardMerge.merge(base, with: [other], region: Region(code: "US"), now: editTime)
        #expect(parsed(elsewhere.bytes).properties.filter { $0.name == "TEL" }.count == 2)
    }

    @Test func groupsOfTheOtherCardAreRenumberedPastTheBasesGroups() throws {
        let base = bytes(card("FN:Ada", "item1.TEL:555-0001", "item1.X-ABLabel:boat", "item2.EMAIL:a@b.c",
                              "item2.X-ABLabel:old"))
        let other = bytes(card("FN:Ada", "item1.TEL:555-0002", "item1.X-ABLabel:car", "item2.EMAIL:A@B.C",
                               "item2.X-ABLabel:new"))
        let merged = try CardMerge.merge(base, with: [other], region: nil, now: editTime)
        let grouped = parsed(merged.bytes).properties.filter { $0.group != nil }.map { "\($0.group!).\($0.name):\($0.text)" }
        #expect(grouped == ["item1.TEL:555-0001", "item1.X-ABLABEL:boat", "item3.TEL:555-0002", "item3.X-ABLABEL:car",
                            "item2.EMAIL:a@b.c", "item2.X-ABLABEL:old"],
                "the car number comes with its label under a new group; the same email is not added")
    }

    @Test func aUTF8ValueMergedIntoA21CardIsQuotedPrintableAndA21ValueInto30IsEscaped() throws {
        let old = bytes("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Jos\u{E9}\r\nEND:VCARD\r\n")
        let new = bytes(card("FN:José", "ADR;TYPE=HOME:;;Rue de l'Église 3\\, bis;Genève;;1201;CH"))
        let into21 = try CardMerge.merge(old, with: [new], region: nil, now: editTime)
        #expect(text(into21.bytes).contains("ADR;HOME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:;;Rue de l'=C3=89glise 3,=\r\n bis;Gen=C3=A8ve;;1201;CH\r\n"))
        #expect(parsed(into21.bytes).properties.first { $0.name == "ADR" }?.components
                == [[], [], ["Rue de l'Église 3, bis"], ["Genève"], [], ["1201"], ["CH"]])
        let qp = bytes("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:José\r\nNOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Caf=C3=A9, line one=0D=0Aline two\r\nEND:VCARD\r\n")
        let into30 = try CardMerge.merge(bytes(card("FN:José", "NOTE:Met in Geneva")), with: [qp], region: nil, now: editTime)
        #expect(text(into30.bytes).contains("NOTE:Met in Geneva\\n\\nCafé\\, line one\\nline two\r\n"))
    }

    @Test func aSecondPhotoIsKeptAfterTheBasesAndTheSamePhotoIsNotRepeated() throws {
        let base = bytes(card("FN:Ada", "PHOTO;ENCODING=b;TYPE=JPEG:AAAA"))
        let same = bytes("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Ada\r\nPHOTO;ENCODING=BASE64;JPEG:AAAA\r\n\r\nEND:VCARD\r\n")
        let other = bytes("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada\r\nPHOTO:data:image/png;base64,BBBB\r\nEND:VCARD\r\n")
        let merged = try CardMerge.merge(base, with: [same, other], region: nil, now: editTime)
        let photos = parsed(merged.bytes).properties.filter { $0.name == "PHOTO" }
        #expect(photos.map(\.rawValue) == ["AAAA", "BBBB"])
        #expect(photos.last?.types == ["PNG"])
    }

    // MARK: Checking a merge

    /// Every property of every input is in the merged card, or an equal value is; the base's lines keep
    /// their bytes (but for NOTE, joined, and REV and a missing UID, stamped); the card reads back with
    /// no line left out.
    /// A card phonebook writes holds no control character but tab (see ValueText.withoutControls).
    private func withoutControls(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !($0.value < 0x20 && $0 != "\t" || $0.value == 0x7F) }))
    }

    private func expectLossless(_ merged: [UInt8], base: [UInt8], others: [[UInt8]],
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        var problems: [VCardProblem] = []
        let card = merged.withUnsafeBytes { VCardParser.parse($0, firstLine: 1, problems: &problems) }
        #expect(!problems.contains { $0.severity == .skippedLine }, "\(problems)", sourceLocation: sourceLocation)
        #expect(layout(merged).isComplete, sourceLocation: sourceLocation)

        let baseLayout = layout(base)
        for index in baseLayout.card.properties.indices
        where !["NOTE", "REV", "UID"].contains(baseLayout.card.properties[index].name) {
            let line = lineBytes(baseLayout, base, index)
            #expect(merged.firstRange(of: line) != nil, "base line kept: \(text(line))", sourceLocation: sourceLocation)
        }

        let notes = plain(card.properties.filter { $0.name == "NOTE" }.map(\.text).joined(separator: "\n"))
        let names = Set(card.properties.filter { $0.name == "FN" || $0.name == "NICKNAME" }
            .flatMap { $0.name == "FN" ? [$0.text] : $0.listItems }.map { TextFolding.fold($0.trimmed) })
        for input in [base] + others {
            let inputCard = layout(input).card
            for property in inputCard.properties where !Self.notCompared.contains(property.name) {
                guard !isBlank(property) else { continue }
                let found: Bool
                switch property.name {
                case "FN":
                    found = names.contains(TextFolding.fold(withoutControls(property.text).trimmed))
                case "N":
                    found = true  // kept as the base's N, or as a nickname (checked with FN)
                case "NOTE":
                    found = notes.contains(plain(property.text).trimmed)
                case "X-ABLABEL", "X-ABADR":
                    // A group's label goes with its value: where the value was there already, the base's
                    // label stands.
                    let value = inputCard.properties.first { other in
                        other.group != nil && other.group?.lowercased() == property.group?.lowercased()
                            && !["X-ABLABEL", "X-ABADR"].contains(other.name)
                    }
                    found = card.properties.contains { equal($0, property) }
                        || value.map { value in card.properties.contains { equal($0, value) } } ?? false
                case "NICKNAME", "CATEGORIES":
                    let held = Set(card.properties.filter { $0.name == property.name }.flatMap(\.listItems).map { $0.trimmed.lowercased() })
                    found = property.listItems.allSatisfy { $0.trimmed.isEmpty || held.contains($0.trimmed.lowercased()) }
                default:
                    found = card.properties.contains { equal($0, property) }
                        || notes.contains("\(property.name) (from ") && notes.contains(plain(property.text).trimmed)
                }
                #expect(found, "\(property.name):\(property.rawValue.prefix(60)) of an input is in the merged card",
                        sourceLocation: sourceLocation)
            }
        }
        if let name = TextFolding.fold(withoutControls(layout(others.first ?? base).card.formattedName ?? "").trimmed).nonEmpty {
            #expect(names.contains(name), sourceLocation: sourceLocation)
        }
    }

    /// Not carried over: the merged card's own VERSION, UID, REV and PRODID replace the others'.
    static let notCompared: Set<String> = ["VERSION", "UID", "REV", "PRODID"]

    /// Equal values, compared as a person would: digits of numbers, emails ignoring case, decoded data,
    /// and the unescaped text of anything else, list items as written.
    private func equal(_ a: VCardProperty, _ b: VCardProperty) -> Bool {
        guard a.name == b.name else { return false }
        switch a.name {
        case "TEL":
            return PhoneDigits.matches(PhoneDigits.digits(of: Telephone(a).value), PhoneDigits.digits(of: Telephone(b).value))
                || Telephone(a).value.trimmed == Telephone(b).value.trimmed
        case "EMAIL":
            return a.text.trimmed.lowercased() == b.text.trimmed.lowercased()
        default:
            if let x = a.binaryValue, let y = b.binaryValue { return x == y }
            return flattened(a) == flattened(b)
        }
    }

    private func flattened(_ property: VCardProperty) -> String {
        var parts = property.components.map { plain($0.joined(separator: ",")).trimmed }
        while parts.last?.isEmpty == true { parts.removeLast() }
        return parts.joined(separator: ";")
    }

    /// Line breaks as LF, and no control characters but tab and LF: what a 3.0 or 4.0 line can hold
    /// (a 2.1 quoted-printable value may decode to others).
    private func plain(_ text: String) -> String {
        String(String.UnicodeScalarView(text.withLFLineBreaks.unicodeScalars.filter {
            !($0.value < 0x20 && $0 != "\t" && $0 != "\n" || $0.value == 0x7F)
        }))
    }

    private func isBlank(_ property: VCardProperty) -> Bool {
        property.rawValue.allSatisfy { " \t;,".contains($0) }
    }

    private func parsed(_ bytes: [UInt8]) -> VCard { layout(bytes).card }

    /// A 3.0 card, CRLF.
    private func card(_ lines: String...) -> String {
        (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
    }
}

/// A base and a card merged into it.
struct MergePair: CustomTestStringConvertible, Sendable {
    var base: StoredCard
    var other: StoredCard
    var testDescription: String { "\(other.testDescription) into \(base.testDescription)" }
}
