import Store
import Testing

/// Apple writes its built-in labels wrapped (`item1.X-ABLabel:_$!<Mobile>!$_`): the vCard parser unwraps
/// them, and the import maps them to our vocabulary like any other label.
@Suite("Apple's labels")
struct AppleLabelTests {
    @Test func wrappedLabelsBecomeOurVocabularyAndCustomOnesStayAsWritten() throws {
        let book = try AddressBook.inMemory()
        let card = vcard("UID:apple-1", "FN:Tim Apple",
                         "item1.TEL:555-0001", "item1.X-ABLabel:_$!<Mobile>!$_",
                         "item2.TEL:555-0002", "ITEM2.X-ABLABEL:_$!<HomeFAX>!$_",
                         "item3.TEL:555-0003", "item3.X-ABLabel:_$!<AssistantPhone>!$_",
                         "item4.TEL;TYPE=CELL:555-0004", "item4.X-ABLabel:Boat",
                         "item5.TEL:555-0005", "item5.X-ABLabel:_$!<Half")
        _ = try importText(card, into: book)
        let phones = try book.storedContacts().first?.phones.map(\.description)
        #expect(phones == ["mobile: 555-0001", "home fax: 555-0002", "AssistantPhone: 555-0003",
                           "Boat: 555-0004", "_$!<Half: 555-0005"])
    }
}
