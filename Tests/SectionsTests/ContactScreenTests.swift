import Contacts
import Reading
import Store
import Testing
import TestSupport
@testable import Sections

/// `show`'s screen and the inline detail for a contact whose card holds
/// more than its rows: each field a row of its kind, with a stable id.
@Suite("A contact in full")
struct ContactScreenTests {
    let contact = ContactDetail(
        id: 42, uid: "ada", name: PersonName(given: "Ada", family: "Lovelace", display: "Ada Lovelace"),
        organization: "Analytical Engines", note: "First programmer",
        phones: [PhoneRecord(label: "home", number: "555-0005")],
        emails: [EmailRecord(label: "home", address: "ada@example.com")],
        card: CardDetails(
            addresses: [PostalAddress(label: "home", street: "12 St James's Square", locality: "London",
                                      postalCode: "SW1Y 4JH", country: "UK")],
            birthday: "1815-12-10", anniversary: "--07-08", title: "Analyst", role: "",
            urls: [LabelledValue(label: "work", value: "https://example.com/ada")],
            nicknames: ["The Enchantress of Numbers"],
            instantMessaging: [LabelledValue(label: "jabber", value: "ada@jabber.example")],
            categories: ["Friends, close"]))

    @Test func eachFieldIsARowOfItsKindWithAnIDFromItsData() {
        let screen = ContactScreen.build(contact, displayOrder: .givenFirst)
        #expect(screen.sections.map(\.id.description) == ["contact", "phones", "emails", "addresses", "messaging", "urls"])
        #expect(Array(screen.rows).map(\.id.description) == [
            "contact/fact:name", "contact/nickname:0", "contact/fact:organization", "contact/fact:title",
            "contact/date:birthday", "contact/date:anniversary", "contact/fact:note", "contact/category:0",
            "contact/fact:starred", "contact/fact:uid", "phones/phone:42:0", "emails/email:0",
            "addresses/address:0", "messaging/im:0", "urls/url:0",
        ])
        #expect(Array(screen.rows).map(\.kind.rawValue) == [
            "fact", "nickname", "fact", "fact", "date", "date", "fact", "category", "fact", "fact",
            "phone", "email", "address", "im", "url",
        ])
        let address = screen.row(RowID(section: .named("addresses"), item: .address(0)))
        #expect(address?.cells.map(\.text) == ["home", "12 St James's Square, London, SW1Y 4JH, UK"])
        #expect(address?.fields.map(\.name) == ["label", "street", "locality", "region", "postalCode", "country",
                                                "poBox", "extended"])
        #expect(screen.row(RowID(section: .named("contact"), item: .date("anniversary")))?.cells.map(\.text)
            == ["Anniversary", "--07-08"])
        // A URL and a handle are never cut, like a number.
        #expect(screen.row(RowID(section: .named("urls"), item: .url(0)))?.cells.last?.isWhole == true)
        #expect(screen.row(RowID(section: .named("messaging"), item: .handle(0)))?.cells.last?.isWhole == true)
    }

    @Test func aKindTheCardHasNoneOfHasNoRowsAndNoSection() {
        var bare = contact
        bare.card = CardDetails()
        bare.emails = []
        let screen = ContactScreen.build(bare, displayOrder: .givenFirst)
        #expect(screen.sections.map(\.id.description) == ["contact", "phones"])
        #expect(!Array(screen.rows).contains { [.date, .nickname, .category].contains($0.kind) })
    }

    @Test func theInlineDetailListsTheSameFieldsLabelledForStandingTogether() {
        let entry = RowID(section: .letter("L"), item: .phone(42, 0))
        let lines = InlineDetail.lines(of: contact, under: entry, position: 0)
        #expect(lines.map { $0.cells.map(\.text) } == [
            ["home", "555-0005"], ["home email", "ada@example.com"],
            ["home address", "12 St James's Square, London, SW1Y 4JH, UK"], ["jabber", "ada@jabber.example"],
            ["work url", "https://example.com/ada"], ["nickname", "The Enchantress of Numbers"],
            ["organization", "Analytical Engines"], ["title", "Analyst"], ["birthday", "1815-12-10"],
            ["anniversary", "--07-08"], ["category", "Friends, close"], ["note", "First programmer"], ["uid", "ada"],
        ])
        #expect(lines.map(\.id.description).prefix(4) == [
            "L/detail:42:0/phone:42:0", "L/detail:42:0/email:0", "L/detail:42:0/address:0", "L/detail:42:0/im:0"])
        #expect(lines.map(\.kind.rawValue).prefix(6) == ["phone", "email", "address", "im", "url", "nickname"])
        #expect(lines.allSatisfy { $0.arrangement == .labelledLines && $0.nesting == 1 && $0.contactID == 42 })
        #expect(lines[2].fields == AddressRow(contact.card.addresses[0], position: 0).fields)
    }

    /// Photos, related names and how the name is said: rows of their own
    /// kinds in `show` and in the inline detail; a photo's cell tells its
    /// type and size, never its data.
    @Test func photosRelatedNamesAndThePhoneticNameAreRowsToo() {
        var jon = contact
        jon.card = CardDetails(photos: [ContactPhoto(mediaType: "image/jpeg", byteCount: 2345),
                                        ContactPhoto(mediaType: "", link: "https://example.com/ada.jpg")],
                               relatedNames: [LabelledValue(label: "Spouse", value: "William King")],
                               phoneticName: PhoneticName(given: "Ay-da", family: "Luv-lace"),
                               phoneticOrganization: "An-a-lit-ic-al")
        let screen = ContactScreen.build(jon, displayOrder: .familyFirst)
        #expect(screen.sections.map(\.id.description) == ["contact", "phones", "emails", "related"])
        #expect(Array(screen.rows).map(\.id.description).prefix(8) == [
            "contact/fact:name", "contact/fact:phonetic-name", "contact/fact:organization",
            "contact/fact:phonetic-organization", "contact/fact:note", "contact/photo:0", "contact/photo:1",
            "contact/fact:starred",
        ])
        #expect(Array(screen.rows).map { $0.cells.map(\.text) }.prefix(7).suffix(6) == [
            ["Phonetic Name", "Luv-lace Ay-da"], ["Organization", "Analytical Engines"],
            ["Phonetic Org.", "An-a-lit-ic-al"], ["Note", "First programmer"],
            ["Photo", "image/jpeg, 2345 bytes"], ["Photo", "image at https://example.com/ada.jpg"],
        ])
        let related = screen.row(RowID(section: .named("related"), item: .related(0)))
        #expect(related?.cells.map(\.text) == ["Spouse", "William King"])
        #expect(related?.fields == [RowField("label", .text("Spouse")), RowField("name", .text("William King"))])
        #expect(screen.row(RowID(section: .named("contact"), item: .photo(0)))?.fields == [
            RowField("mediaType", .text("image/jpeg")), RowField("bytes", .number(2345)), RowField("link", .text("")),
        ])
        let lines = InlineDetail.lines(of: jon, under: RowID(section: .letter("L"), item: .phone(42, 0)), position: 0)
        #expect(lines.map { $0.cells.map(\.text) }.filter { ["related Spouse", "phonetic name", "photo"].contains($0[0]) }
            == [["related Spouse", "William King"], ["phonetic name", "Ay-da Luv-lace"],
                ["photo", "image/jpeg, 2345 bytes"], ["photo", "image at https://example.com/ada.jpg"]])
    }

    @Test func theDecoratorReadsTheContactThroughItsLoader() throws {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        let ada = try #require(try book.contactIDs(named: "ada").first)
        let entry = RowID(section: .letter("L"), item: .phone(ada, 0))
        let full = contact
        let loader = ContactLoader { book, id in
            guard var stored = try book.contactDetail(id) else { return nil }
            stored.card = full.card
            return stored
        }
        let state = ContactsState(settings: AppSettings(), expanded: [entry])
        let rows = try #require(try ContactsScreen.build(state, from: BookReader(book, loader: loader)).section(.letter("L"))?.rows)
        #expect(rows.contains { $0.id.item == .line(.address(0), of: .detail(ada, 0)) })
        let plain = try #require(try ContactsScreen.build(state, from: book.reader).section(.letter("L"))?.rows)
        #expect(!plain.contains { $0.kind == .address })
    }
}
