import Foundation
import Testing
@testable import VCard

/// The real-client corpus must read the way ez-vcard reads it (EXPECTED.md).
@Suite("Real-client corpus")
struct CorpusTests {
    @Test("every corpus file has an expectation")
    func everyFileIsCovered() throws {
        #expect(try Corpus.fileNames() == corpusFiles.map(\.file).sorted())
    }

    @Test("card count, FN, N, UID, every TEL and EMAIL", arguments: corpusFiles)
    func corpusFile(_ expected: CorpusFile) throws {
        let entries = readAll(try Corpus.bytes(expected.file))
        #expect(problems(entries).isEmpty, "\(expected.file): \(problems(entries))")
        let parsed = cards(entries)
        try #require(parsed.count == expected.cards.count, "\(expected.file): card count")
        for (index, (card, want)) in zip(parsed, expected.cards).enumerated() {
            let context = Comment(rawValue: "\(expected.file) card \(index + 1)")
            #expect(card.version == expected.version, context)
            #expect(card.formattedName == want.formattedName, context)
            #expect(card.name == want.name, context)
            #expect(card.uid == want.uid, context)
            #expect(card.telephones == want.telephones, context)
            #expect(card.emails == want.emails, context)
            // The parser's one-pass typed fields agree with deriving them from the properties.
            #expect(VCard(version: card.version, properties: card.properties, line: card.line) == card, context)
        }
    }

    @Test("raw card ranges cover BEGIN through END and its line break")
    func rawRanges() throws {
        let bytes = try Corpus.bytes("gmail-list.vcf")
        let raws = bytes.withUnsafeBytes { buffer in
            VCardScanner(buffer).compactMap { if case .card(let raw) = $0 { raw } else { nil } }
        }
        #expect(raws.map(\.line) == [1, 7, 13])
        #expect(raws.map(\.endLine) == [6, 12, 18])
        #expect(raws[0].byteRange.lowerBound == 0)
        #expect(raws[1].byteRange.lowerBound == raws[0].byteRange.upperBound)
        #expect(raws[2].byteRange.upperBound == bytes.count)  // no newline after the last END:VCARD
        #expect(Array(bytes[raws[0].byteRange].suffix(11)) == Array("END:VCARD\r\n".utf8))
    }

    @Test("Android: QP UTF-8 names and notes, invalid =80 becomes U+FFFD, base64 photo")
    func android() throws {
        let parsed = cards(readAll(try Corpus.bytes("John_Doe_ANDROID.vcf")))
        try #require(parsed.count == 6)
        let fourth = parsed[3]
        let note = "\u{00D1} \u{00D1} \u{00D1} \u{00D1} \u{00D1} \u{00D1} \u{00D1} \u{00D1}\u{00D1} \u{00D1} \u{00D1} \u{00D1} \u{00D1} \u{00D1} \u{00D1} \u{00D1}\u{00D1} \u{00D1} \u{00D1} \u{00D1} \u{00D1} "
        #expect(fourth.notes == [note, note])

        let fifth = parsed[4]
        #expect(fifth.properties(named: "ORG").count == 2)
        #expect(fifth.properties(named: "URL").map(\.text) == ["www.company.com", "http://www.company.com"])
        let photo = try #require(fifth.property(named: "PHOTO"))
        #expect(photo.parameterValues("ENCODING") == ["BASE64"])
        #expect(photo.types == ["JPEG"])
        #expect(photo.binaryValue?.count == 876)

        let sixth = parsed[5]
        let organizations = sixth.properties(named: "ORG").map(\.text)
        #expect(organizations.count == 3)
        #expect(organizations[1] == String(repeating: "\u{00D1}", count: 44) + "\u{FFFD}")
        #expect(sixth.properties(named: "CATEGORIES").map(\.text) == ["My Contacts"])
        #expect(parsed[0].properties(named: "CATEGORIES").map(\.text) == ["My Contacts"])
        // The QP continuation lines ("=C3=91...") must not become properties or errors.
        #expect(sixth.properties.map(\.name) == ["VERSION", "N", "FN", "TEL", "EMAIL", "ORG", "ORG", "ORG", "CATEGORIES"])
    }

    @Test("BlackBerry: 3.0-style TYPE in 2.1, one-line base64 photo ended by LF and an empty line, empty NOTE")
    func blackBerry() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("John_Doe_BLACK_BERRY.vcf"))).first)
        #expect(card.organization == ["Acme Solutions"])
        #expect(card.notes == [""])
        #expect(card.property(named: "PHOTO")?.binaryValue?.count == 1674)
        #expect(card.properties.map(\.name) == ["VERSION", "FN", "N", "ORG", "TEL", "PHOTO", "NOTE"])
    }

    @Test("Evolution: fold inside a phone number, quoted X- parameters, raw X- values keep backslashes")
    func evolution() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("John_Doe_EVOLUTION.vcf"))).first)
        let phones = card.properties(named: "TEL")
        #expect(phones.map(\.rawValue) == ["905-666-1234", "905-555-1234"])
        #expect(phones.map { $0.parameter("X-COUCHDB-UUID") } == [
            "c2fa1caa-2926-4087-8971-609cfc7354ce", "fbfb2722-4fd8-4dbf-9abd-eeb24072fd8e",
        ])
        #expect(card.organization == ["IBM", "Accounting", "Dungeon"])
        #expect(card.property(named: "X-EVOLUTION-FILE-AS")?.rawValue == "Doe\\, John")
        #expect(card.property(named: "X-EVOLUTION-FILE-AS")?.text == "Doe, John")
        #expect(card.property(named: "X-COUCHDB-APPLICATION-ANNOTATIONS")?.rawValue
            == "{\"Evolution\":{\"revision\":\"2012-03-05T13:32:54Z\"}}")
        #expect(card.property(named: "X-AIM")?.rawValue == "johnny5@aol.com")
        #expect(card.property(named: "URL")?.text == "http://www.ibm.com")
        let address = try #require(card.property(named: "ADR"))
        #expect(address.types == ["HOME"])
        #expect(address.components == [["ASB-123"], [], ["15 Crescent moon drive"], ["Albaney"], ["New York"],
                                       ["12345"], ["United States of America"]])
        let note = try #require(card.notes.first)
        #expect(note.hasPrefix("THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS \"AS IS\" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED"))
        #expect(note.contains("SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS"))
        #expect(note.hasSuffix("ADVISED OF THE POSSIBILITY OF SUCH DAMAGE."))
    }

    @Test("Gmail: \\n inside a folded ADR, escaped colon in URL, Apple labels on other groups")
    func gmail() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("John_Doe_GMAIL.vcf"))).first)
        let address = try #require(card.property(named: "ADR"))
        #expect(address.components == [[], ["Crescent moon drive\n555-asd\nNice Area, Albaney, New York 12345\nUnited States of America"], [], [], [], [], []])
        #expect(card.property(named: "URL")?.text == "http://www.ibm.com")
        #expect(card.notes.first?.hasSuffix("DAMAGE.\nFavotire Color: Blue") == true)
        #expect(card.label(forGroup: "item1") == "Anniversary")
        #expect(card.label(forGroup: "ITEM2") == "Spouse")
        #expect(card.properties(named: "x-ablabel").map(\.rawValue) == ["_$!<Anniversary>!$_", "_$!<Spouse>!$_"])
        #expect(card.property(named: "X-ABRELATEDNAMES")?.group == "item2")
    }

    @Test("iPhone: CR CR LF line endings, folded photo, comma lists in N and ADR")
    func iPhone() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("John_Doe_IPHONE.vcf"))).first)
        #expect(card.property(named: "PRODID")?.text == "-//Apple Inc.//iOS 5.0.1//EN")
        #expect(card.organization == ["IBM", "Accounting"])
        let addresses = card.properties(named: "ADR")
        #expect(addresses.map(\.group) == ["item3", "item4"])
        #expect(addresses.map(\.types) == [["HOME", "PREF"], ["WORK"]])
        #expect(addresses[0].components == [[], [], ["Silicon Alley 5", ""], ["New York"], ["New York"], ["12345"], ["United States of America"]])
        #expect(addresses[1].components == [[], [], ["Street4\nBuilding 6\nFloor 8"], ["New York"], [], ["12345"], ["USA"]])
        #expect(card.properties(named: "X-ABADR").map(\.rawValue) == ["Silicon Alley", "Street 4, Building 6,\\n Floor 8\\nNew York\\nUSA"])
        #expect(card.label(forGroup: "item5") == "HomePage")
        let photo = try #require(card.property(named: "PHOTO"))
        #expect(photo.parameters == [VCardParameter(name: "ENCODING", value: "b"), VCardParameter(name: "TYPE", value: "JPEG")])
        #expect(photo.binaryValue?.count == 32531)
        #expect(card.property(named: "BDAY")?.valueType == "DATE")
        // No stray CR anywhere: every value ends cleanly.
        #expect(card.properties.allSatisfy { !$0.rawValue.utf8.contains(0x0D) })
    }

    @Test("Lotus Notes: a two-space fold keeps one space (\"Dr ive\"), GEO, unescaped colon in X-ABUID")
    func lotusNotes() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("John_Doe_LOTUS_NOTES.vcf"))).first)
        #expect(card.property(named: "LABEL")?.text
            == "John Doe\nNew York, NewYork,\nSouth Crecent Dr ive,\nBuilding 5, floor 3,\nUSA")
        #expect(card.property(named: "LABEL")?.types == ["HOME", "PARCEL", "PREF"])
        #expect(card.property(named: "X-LONG-STRING")?.rawValue
            == "12345678901234567890123456789012345678901234567890123456789012 34567890123456789012345678901234567890")
        #expect(card.property(named: "NICKNAME")?.values == ["Johny,JayJay"])
        #expect(card.organization == ["IBM", "SUN"])
        #expect(card.property(named: "GEO")?.fields == ["-2.600000", "3.400000"])
        #expect(card.property(named: "X-ABUID")?.rawValue == "0E7602CC-443E-4B82-B4B1-90F62F99A199:ABPerson")
        #expect(card.property(named: "ADR")?.components[2] == ["25334\nSouth cresent drive, Building 5, 3rd floo r"])
        #expect(card.property(named: "NAME")?.text == "VCard for John Doe")
        #expect(card.property(named: "PHOTO")?.binaryValue?.count == 7957)
    }

    @Test("Mac Address Book: LF-only photo lines inside a CRLF file, bare BASE64, escaped colon kept raw")
    func macAddressBook() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("John_Doe_MAC_ADDRESS_BOOK.vcf"))).first)
        let photo = try #require(card.property(named: "PHOTO"))
        #expect(photo.parameters == [VCardParameter(name: "ENCODING", value: "BASE64")])
        #expect(photo.binaryValue?.count == 18242)
        #expect(card.properties(named: "ADR").first?.components[2] == ["Silicon Alley 5,"])
        #expect(card.property(named: "X-ABUID")?.rawValue == "6B29A774-D124-4822-B8D0-2780EC117F60\\:ABPerson")
        #expect(card.label(forGroup: "item4") == "HomePage")
        #expect(card.label(forGroup: "item5") == "Spouse")
        #expect(card.properties.map(\.name).suffix(4) == ["PHOTO", "X-ABRELATEDNAMES", "X-ABLABEL", "X-ABUID"])
    }

    @Test("MS Outlook: QP LABEL soft breaks without leading whitespace, base64 photo on following lines")
    func msOutlook() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("John_Doe_MS_OUTLOOK.vcf"))).first)
        #expect(card.properties(named: "LABEL").map(\.text) == [
            "Cresent moon drive\r\nAlbaney, New York  12345", "Silicon Alley 5,\r\nNew York, New York  12345",
        ])
        #expect(card.properties(named: "ADR").map(\.components) == [
            [[], [], ["Cresent moon drive"], ["Albaney"], ["New York"], ["12345"], ["United States of America"]],
            [[], [], ["Silicon Alley 5,"], ["New York"], ["New York"], ["12345"], ["United States of America"]],
        ])
        #expect(card.property(named: "N")?.parameter("language") == "en-us")
        #expect(card.property(named: "PHOTO")?.binaryValue?.count == 860)
        #expect(card.property(named: "X-MS-OL-DESIGN")?.rawValue.hasPrefix(
            "<card xmlns=\"http://schemas.microsoft.com/office/outlook/12/electronicbusinesscards\" ver=\"1.0\"") == true)
        #expect(card.property(named: "X-MS-MANAGER")?.text == "Big Blue")
        #expect(card.property(named: "X-MS-ASSISTANT")?.text == "Jenny")
        #expect(card.property(named: "REV")?.text == "20120305T131933Z")
    }

    @Test("Outlook 2003: QP note with CRLFs split across a soft break, key block ended by empty lines")
    func outlook2003() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("outlook-2003.vcf"))).first)
        #expect(card.notes == ["This is the note field!!\r\nSecond line\r\n\r\nThird line is empty\r\n"])
        #expect(card.organization == ["Company, The", "TheDepartment"])
        #expect(card.property(named: "LABEL")?.text == "TheOffice\r\n123 Main St\r\nAustin, TX 12345\r\nUnited States of America")
        let key = try #require(card.property(named: "KEY"))
        #expect(key.types == ["X509"])
        #expect(key.binaryValue?.count == 805)
        #expect(card.property(named: "FBURL")?.text == "????????????????s????????????\u{0C}")
    }

    @Test("Outlook 2007: QP note with a literal tab, X-MS-TEL is not a TEL")
    func outlook2007() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("outlook-2007.vcf"))).first)
        #expect(card.notes == ["This is the NOTE field\t\r\nI assume it encodes this text inside a NOTE vCard type.\r\nBut I'm not sure because there's text formatting going on here.\r\nIt does not preserve the formatting"])
        let msTel = try #require(card.property(named: "X-MS-TEL"))
        #expect(msTel.types == ["VOICE", "CALLBACK"])
        #expect(msTel.rawValue == "(111) 555-4444")
        #expect(card.property(named: "LABEL")?.text == "222 Broadway\r\nNew York, NY 99999\r\nUSA")
        #expect(card.property(named: "KEY")?.binaryValue?.count == 514)
        #expect(card.property(named: "PHOTO")?.binaryValue?.count == 2324)
        #expect(card.properties(named: "URL").map(\.types) == [["HOME"], ["WORK"]])
    }

    @Test("Thunderbird: CHARSET on 3.0, escaped commas keep one category, note escapes")
    func thunderbird() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("thunderbird-MoreFunctionsForAddressBook-extension.vcf"))).first)
        #expect(card.property(named: "CATEGORIES")?.values == ["category1, category2, category3"])
        #expect(card.notes == ["This is the notes field.\nSecond Line\n\nFourth Line\nYou can put anything in the \"note\" field; even curse words."])
        #expect(card.properties(named: "ADR").map(\.components) == [
            [[], ["222 Broadway"], ["Suite 100"], ["New York"], ["NY"], ["98765"], ["USA"]],
            [[], ["123 Main St"], ["Apt 10"], ["Austin"], ["TX"], ["12345"], ["USA"]],
        ])
        #expect(card.property(named: "PHOTO")?.binaryValue?.count == 8940)
        #expect(card.organization == ["TheOrganization", "TheDepartment"])
    }

    @Test("Gmail single: custom labels, NOTE with custom fields")
    func gmailSingle() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("gmail-single.vcf"))).first)
        #expect(card.notes == ["This is GMail's note field.\nIt should be added as a NOTE type.\nACustomField: CustomField"])
        #expect(card.label(forGroup: "item2") == "CustomAdrType")
        #expect(card.label(forGroup: "item6") == "CustomRelationship")
        #expect(card.properties(named: "ADR")[0].components[2] == ["123 Home St\nHome City, HM 12345"])
    }

    @Test("Gmail single 2: 25 labelled groups, IM properties, ungrouped X-ABDATE, six URLs")
    func gmailSingle2() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("gmail-single2.vcf"))).first)
        #expect(card.label(forGroup: "item7") == "HomePage")
        #expect(card.label(forGroup: "item19") == "RELATIVE")
        #expect(card.label(forGroup: "item22") == "REFERRED_BY")
        #expect(card.label(forGroup: "item24") == "DOMESTIC_PARTNER")
        #expect(card.properties(named: "X-ABLABEL").count == 25)
        #expect(["X-GTALK", "X-AIM", "X-YAHOO", "X-SKYPE", "X-QQ", "X-MSN", "X-ICQ", "X-JABBER"].map { card.property(named: $0)?.text }
            == ["IM2", "IM3", "IM4", "IM5", "IM6", "IM7", "IM8", "IM9"])
        #expect(card.properties(named: "X-ABDATE").map(\.text) == ["1930-03-20", "1776-07-04", "2000-09-12"])
        #expect(card.properties(named: "X-ABDATE").map(\.group) == ["item9", nil, "item10"])
        #expect(card.properties(named: "X-ABRELATEDNAMES").map(\.text) == (1...16).map { "Name\($0)" })
        #expect(card.properties(named: "ADR").count == 5)
        #expect(card.properties(named: "ADR").last?.group == "item4")
        #expect(card.properties(named: "URL").count == 6)
        #expect(card.notes == ["note line 1\nnote line 2\nCustomField: field value"])
        #expect(card.property(named: "BDAY")?.text == "1912-06-23")
    }

    @Test("Lotus Notes and Evolution: the remaining simple properties")
    func simpleProperties() throws {
        let lotus = try #require(cards(readAll(try Corpus.bytes("John_Doe_LOTUS_NOTES.vcf"))).first)
        #expect(["CLASS", "PROFILE", "TZ", "SORT-STRING", "ROLE", "SOURCE", "MAILER", "X-GENERATOR", "TITLE", "BDAY"]
            .map { lotus.property(named: $0)?.text }
            == ["Public", "VCard", "1:00", "JOHN", "Counting Money", "Whatever", "Mozilla Thunderbird", "Cardme Generator",
                "Generic Accountant", "1980-05-21"])
        let evolution = try #require(cards(readAll(try Corpus.bytes("John_Doe_EVOLUTION.vcf"))).first)
        #expect(["NICKNAME", "TITLE", "CATEGORIES", "BDAY", "REV", "X-EVOLUTION-SPOUSE", "X-EVOLUTION-MANAGER",
                 "X-EVOLUTION-ASSISTANT", "X-EVOLUTION-ANNIVERSARY"].map { evolution.property(named: $0)?.rawValue }
            == ["Johny", "Money Counter", "VIP", "1980-03-22", "2012-03-05T13:32:54Z", "Maria", "Big Blue", "Little Red",
                "1980-03-22"])
        #expect(evolution.property(named: "X-AIM")?.types == ["HOME"])
    }

    @Test("RFC 2426 example: mixed-case BEGIN/END, LF only, fold before ';' and the \" 94043\" postal code")
    func rfc2426() throws {
        let parsed = cards(readAll(try Corpus.bytes("rfc2426-example.vcf")))
        try #require(parsed.count == 2)
        #expect(parsed.map(\.organization) == [["Lotus Development Corporation"], ["Netscape Communications Corp."]])
        #expect(parsed[0].property(named: "ADR")?.components
            == [[], [], ["6544 Battleford Drive"], ["Raleigh"], ["NC"], ["27613-3502"], ["U.S.A."]])
        #expect(parsed[0].property(named: "ADR")?.types == ["WORK", "POSTAL", "PARCEL"])
        #expect(parsed[1].property(named: "ADR")?.components
            == [[], [], ["501 E. Middlefield Rd."], ["Mountain View"], ["CA"], [" 94043"], ["U.S.A."]])
        #expect(parsed[0].property(named: "URL")?.text == "http://home.earthlink.net/~fdawson")
    }

    @Test("RFC 6350 example: tel: URIs with ;ext=, quoted TYPE lists, PREF=1, folded KEY URI")
    func rfc6350() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("rfc6350-example.vcf"))).first)
        #expect(card.telephones[0].extension == "102")
        #expect(card.properties(named: "TEL").map(\.preference) == [1, nil])
        #expect(card.properties(named: "LANG").map(\.preference) == [1, 2])
        #expect(card.properties(named: "LANG").map(\.isPreferred) == [true, false])
        #expect(card.property(named: "KEY")?.text == "http://www.viagenie.ca/simon.perreault/simon.asc")
        #expect(card.property(named: "ADR")?.components
            == [[], ["Suite D2-630"], ["2875 Laurier"], ["Quebec"], ["QC"], ["G1V 2M2"], ["Canada"]])
        #expect(card.property(named: "GEO")?.text == "geo:46.772673,-71.282945")
        #expect(card.property(named: "BDAY")?.text == "--0203")
    }

    @Test("issue114: caret-escaped LABEL parameter folded across lines")
    func issue114() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("issue114.vcf"))).first)
        let address = try #require(card.property(named: "ADR"))
        #expect(address.types == ["WORK"])
        // The first unquoted ':' ends the parameters; ^n and ^' are RFC 6868 escapes.
        #expect(address.parameter("LABEL") == "Dummy-Dummy-Strasse 1 61352 Bad Homburg\nGERMANY\"")
        #expect(card.property(named: "REV")?.valueType == "DATE-AND-OR-TIME")
    }

    @Test("fullcontact: 4.0 ALTID and VALUE=text, hex-named X- properties")
    func fullContact() throws {
        let card = try #require(cards(readAll(try Corpus.bytes("fullcontact.vcf"))).first)
        #expect(card.properties(named: "BDAY").map(\.text) == ["20160801", "2016-08-01"])
        #expect(card.properties(named: "BDAY").map { $0.parameter("ALTID") } == ["1", "1"])
        #expect(card.property(named: "X-FCENCODED-582D46432D52656C617465644E616D65733A4D6F74686572")?.text == "Mother")
        #expect(card.properties(named: "IMPP").count == 7)
        #expect(card.properties(named: "PHOTO").count == 3)
        #expect(card.notes == ["Notes line 1\nNotes line 2"])
    }
}
