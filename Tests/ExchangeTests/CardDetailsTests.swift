import Contacts
import Foundation
import Reading
import Store
import Exchange
import Testing
import TestSupport

/// What `show` and the inline detail read from a stored card besides its
/// rows, through the same path they take: import, then `StoredCardReader`.
@Suite("Details read from the stored card")
struct CardDetailsTests {
    /// Every contact of `file` (in the corpus or the hostile cards), in import order, read in full.
    private func contacts(_ file: URL) throws -> [ContactDetail] {
        let book = try AddressBook.inMemory()
        _ = try Importer(book: book).run(try ImportInput.resolve([file.path]))
        let ids = try book.storedContacts().map { try #require(try book.contactIDs(named: $0.uid).first) }
        return try ids.map { try #require(try StoredCardReader.contactDetail($0, in: book)) }
    }

    private func corpus(_ name: String) throws -> [ContactDetail] {
        try contacts(Repository.realClientVCards.appendingPathComponent(name))
    }

    private func hostile(_ name: String) throws -> [ContactDetail] {
        try contacts(Repository.hostileCards.appendingPathComponent(name))
    }

    @Test func evolutionCardGivesItsAddressNicknameTitleDatesHandleAndCategory() throws {
        let card = try #require(try corpus("John_Doe_EVOLUTION.vcf").first).card
        #expect(card.addresses == [PostalAddress(
            label: "home", poBox: "ASB-123", street: "15 Crescent moon drive", locality: "Albaney",
            region: "New York", postalCode: "12345", country: "United States of America")])
        #expect(card.nicknames == ["Johny"] && card.title == "Money Counter" && card.categories == ["VIP"])
        #expect(card.birthday == "1980-03-22")
        #expect(card.anniversary == "1980-03-22")  // X-EVOLUTION-ANNIVERSARY
        #expect(card.instantMessaging == [LabelledValue(label: "aim", value: "johnny5@aol.com")])  // X-AIM
    }

    @Test func iPhoneCardGivesGroupedAddressesAndItsHomePageLabel() throws {
        let card = try #require(try corpus("John_Doe_IPHONE.vcf").first).card
        #expect(card.addresses.map(\.label) == ["home", "work"])
        #expect(card.addresses.first?.street == "Silicon Alley 5")  // the list's empty second item dropped
        #expect(card.addresses.last?.street == "Street4\nBuilding 6\nFloor 8")
        #expect(card.urls == [LabelledValue(label: "HomePage", value: "http://www.ibm.com")])  // item5.X-ABLabel
        #expect(card.birthday == "2012-06-06")
    }

    @Test func outlookCardReadsBasicDatesRoleAndAnIMAddressAndKeepsADROverItsLabels() throws {
        let card = try #require(try corpus("John_Doe_MS_OUTLOOK.vcf").first).card
        #expect(card.birthday == "1980-03-22")  // BDAY:19800322
        #expect(card.anniversary == "2011-01-13")  // X-MS-ANNIVERSARY:20110113
        #expect(card.role == "Counting Money")
        #expect(card.instantMessaging == [LabelledValue(label: "im", value: "johny5@aol.com")])
        // The LABELs repeat the two ADRs: the structured ADRs are what is shown.
        #expect(card.addresses.map(\.street) == ["Cresent moon drive", "Silicon Alley 5,"])
        #expect(card.urls == [LabelledValue(label: "work", value: "http://www.ibm.com")])
    }

    @Test func thunderbirdCardKeepsItsOneEscapedCategoryAndReadsXAnniversary() throws {
        let card = try #require(try corpus("thunderbird-MoreFunctionsForAddressBook-extension.vcf").first).card
        #expect(card.categories == ["category1, category2, category3"])
        #expect(card.anniversary == "1990-04-30")
        #expect(card.urls.map(\.label) == ["home", "work"])
        #expect(card.addresses.map(\.extended) == ["222 Broadway", "123 Main St"])
    }

    @Test func gmailCardsGiveAppleDatesCustomLabelsAndEveryLegacyHandle() throws {
        let single = try #require(try corpus("gmail-single.vcf").first).card
        #expect(single.anniversary == "1970-06-02")  // item4.X-ABDATE labelled _$!<Anniversary>!$_
        #expect(single.addresses.map(\.label) == ["home", "CustomAdrType"])
        #expect(single.urls == [LabelledValue(label: "PROFILE", value: "http://TheProfile.com")])
        #expect(single.instantMessaging == [LabelledValue(label: "icq", value: "123456789")])
        let second = try #require(try corpus("gmail-single2.vcf").first).card
        #expect(second.instantMessaging.map(\.label)
            == ["google talk", "aim", "yahoo", "skype", "qq", "msn", "icq", "jabber"])
        #expect(second.instantMessaging.map(\.value) == (2...9).map { "IM\($0)" })
    }

    @Test func vCard4CardsGiveIMPPServicesAndDatesWithoutAYear() throws {
        let full = try #require(try corpus("fullcontact.vcf").first).card
        #expect(full.instantMessaging.count == 7)
        #expect(full.instantMessaging.prefix(2) == [LabelledValue(label: "gtalk", value: "gtalk"),
                                                    LabelledValue(label: "skype", value: "skype")])
        #expect(full.birthday == "2016-08-01")  // BDAY:20160801
        let rfc = try #require(try corpus("rfc6350-example.vcf").first).card
        #expect(rfc.birthday == "--02-03" && rfc.anniversary == "2009-08-08")
    }

    @Test func everyCorpusCardReadsWithoutLosingItsRows() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.realClientVCards.path)
        where name.hasSuffix(".vcf") {
            let book = try AddressBook.inMemory()
            _ = try Importer(book: book).run(try ImportInput.resolve([Repository.realClientVCards.appendingPathComponent(name).path]))
            for stored in try book.storedContacts() {
                let id = try #require(try book.contactIDs(named: stored.uid).first)
                let full = try #require(try StoredCardReader.contactDetail(id, in: book))
                var rows = full
                rows.card = CardDetails()
                #expect(rows == (try book.contactDetail(id)), "\(name)")
            }
        }
    }

    @Test func aVCard21AddressInQuotedPrintableWithACharsetIsDecoded() throws {
        let contacts = try hostile("details-2.1-qp-address.vcf")
        let jurgen = try #require(contacts.first).card
        #expect(jurgen.addresses == [
            PostalAddress(label: "home", street: "Straße des 17. Juni 1\nHinterhaus", locality: "Berlin",
                          postalCode: "10623", country: "Deutschland"),
            PostalAddress(label: "work", street: "Königsallee 2", locality: "Düsseldorf", region: "NRW",
                          postalCode: "40212"),
        ])
        #expect(jurgen.addresses.first?.oneLine == "Straße des 17. Juni 1, Hinterhaus, Berlin, 10623, Deutschland")
        #expect(jurgen.birthday == "1962-07-08")
        #expect(jurgen.instantMessaging == [LabelledValue(label: "skype", value: "juergen.mueller")])
        // A card without ADR: its delivery label is the address.
        let labelOnly = try #require(contacts.last).card
        #expect(labelOnly.addresses == [PostalAddress(label: "work", street: "Acme Corp\n1 Main St\nSpringfield, IL 62701")])
        #expect(labelOnly.anniversary == "2011-01-13")
    }

    @Test func anAppleCardsGroupsLabelItsURLsAndDatesAndAHandleWrittenTwiceIsListedOnce() throws {
        let grace = try #require(try hostile("details-apple-groups.vcf").first).card
        #expect(grace.urls == [LabelledValue(label: "HomePage", value: "https://example.com/grace"),
                               LabelledValue(label: "COBOL", value: "https://example.org/cobol")])
        #expect(grace.addresses.map(\.label) == ["home"])
        #expect(grace.birthday == "--12-09")  // 1604 with X-APPLE-OMIT-YEAR=1604
        #expect(grace.anniversary == "1930-06-15")
        #expect(grace.instantMessaging == [LabelledValue(label: "jabber", value: "grace@jabber.example"),
                                           LabelledValue(label: "skype", value: "grace.hopper")])
        #expect(grace.nicknames == ["Amazing Grace"] && grace.title == "Rear Admiral")
    }

    @Test func listsSplitOnUnescapedCommasAndAShortAddressKeepsWhatItHas() throws {
        let ada = try #require(try hostile("details-3.0-everything.vcf").first)
        let card = ada.card
        #expect(card.nicknames == ["Ada", "The Enchantress of Numbers"])
        #expect(card.categories == ["Mathematicians", "Friends, close", "Poets;Daughters", "VIP"])
        // Four components of seven; an ADR of empty components is no address.
        #expect(card.addresses == [PostalAddress(label: "work", street: "12 St James's Square", locality: "London")])
        #expect(card.birthday == "--12-10" && card.anniversary == "1835-07-08")
        #expect(card.instantMessaging.map(\.label) == ["aim", "icq"])
        #expect(card.title == "Analyst" && card.role == "First programmer")
        #expect(ada.note == "Notes on the Analytical Engine.\nSecond line, with a comma.")
    }

    /// As the edit form reads it: `123 Main St, Apt 4` in a 3.0 ADR is a list of two items, trimmed.
    @Test func anAddressListsItemsAreTrimmed() {
        let text = vcard("FN:Grace", "ADR;TYPE=HOME:;;123 Main St, Apt 4 ,;Arlington;VA;22201;USA")
        let card = Array(text.utf8).withUnsafeBytes(StoredCardReader.details(of:))
        #expect(card.addresses == [PostalAddress(label: "home", street: "123 Main St, Apt 4", locality: "Arlington",
                                                 region: "VA", postalCode: "22201", country: "USA")])
    }

    /// A malformed card shows what it can: a bad line costs only itself, a
    /// bad date is shown as written, and nothing crashes on the way.
    @Test func aMalformedCardGivesWhatCanBeRead() {
        let text = vcard("FN:Broken", "ADR;TYPE=HOME", "ADR:;;", "ADR:;;;;;;;;;;;Extra;Components",
                         "BDAY:1999-13-45", "X-ANNIVERSARY:--1301", "URL:", "IMPP:", "IMPP:xmpp:",
                         "CATEGORIES:,,", "NICKNAME:\\", "item1.URL:https://example.com", "item1.X-ABLabel:")
        let card = Array(text.utf8).withUnsafeBytes(StoredCardReader.details(of:))
        #expect(card.addresses == [])
        #expect(card.birthday == "1999-13-45" && card.anniversary == "--1301")
        #expect(card.urls == [LabelledValue(label: "other", value: "https://example.com")])
        #expect(card.instantMessaging == [] && card.categories == [])
        #expect(card.nicknames == ["\\"])
        // Cut anywhere, the card still reads.
        let bytes = Array(text.utf8)
        for end in stride(from: 0, through: bytes.count, by: 7) {
            _ = bytes[..<end].withUnsafeBytes(StoredCardReader.details(of:))
        }
    }
}
