import Foundation
import Reading
import Store
import Exchange
import Testing
import TestSupport

/// What the store must hold after importing each file of
/// Tests/Corpus/real-clients (../shared's): names and every number as written (in
/// card order, per EXPECTED.md), with labels from our vocabulary.
struct CorpusExpectation: Sendable, CustomStringConvertible {
    let file: String
    let contacts: [(name: String, phones: [(String, String)])]
    var description: String { file }
}

private func c(_ name: String, _ phones: (String, String)...) -> (name: String, phones: [(String, String)]) {
    (name, phones)
}

let corpus: [CorpusExpectation] = [
    CorpusExpectation(file: "John_Doe_ANDROID.vcf", contacts: [
        c("john.doe@company.com"),  // no N, no FN: named after the email
        c("jane.doe@company.com"),
        c("Ñ Ñ Ñ Ñ Ñ", ("mobile", "123456789")),
        c("Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ", ("mobile", "123456"), ("home", "234567"), ("mobile", "3456789"), ("home", "45678901")),
        c("Ñ Ñ Ñ Ñ", ("mobile", "123456"), ("work", "123456"), ("work fax", "123456")),
        c("ÑÑÑÑ", ("mobile", "55556666")),
    ]),
    CorpusExpectation(file: "John_Doe_BLACK_BERRY.vcf", contacts: [c("John Doe", ("mobile", "+96123456789"))]),
    CorpusExpectation(file: "John_Doe_EVOLUTION.vcf", contacts: [
        c("Mr. John Richter, James Doe Sr.", ("mobile", "905-666-1234"), ("work", "905-555-1234"))]),
    CorpusExpectation(file: "John_Doe_GMAIL.vcf", contacts: [
        c("Mr. John Richter, James Doe Sr.", ("mobile", "905-555-1234"), ("home", "905-666-1234"))]),
    CorpusExpectation(file: "John_Doe_IPHONE.vcf", contacts: [
        c("Mr. John Richter James Doe Sr.", ("mobile", "905-555-1234"), ("home", "905-666-1234"),
          ("work", "905-777-1234"), ("home fax", "905-888-1234"), ("work fax", "905-999-1234"),
          ("pager", "905-111-1234"), ("AssistantPhone", "905-222-1234"))]),
    CorpusExpectation(file: "John_Doe_LOTUS_NOTES.vcf", contacts: [
        c("Mr. Doe John I Johny", ("mobile", "+1 (212) 204-34456"), ("work fax", "00-1-212-555-7777"))]),
    CorpusExpectation(file: "John_Doe_MAC_ADDRESS_BOOK.vcf", contacts: [
        c("Mr. John Richter,James Doe Sr.", ("work", "905-777-1234"), ("home", "905-666-1234"),
          ("mobile", "905-555-1234"), ("home fax", "905-888-1234"), ("work fax", "905-999-1234"),
          ("pager", "905-111-1234"), ("AssistantPhone", "905-222-1234"))]),
    CorpusExpectation(file: "John_Doe_MS_OUTLOOK.vcf", contacts: [
        c("Mr. John Richter James Doe Sr.", ("work", "(905) 555-1234"), ("home", "(905) 666-1234"))]),
    CorpusExpectation(file: "outlook-2003.vcf", contacts: [
        c("John Doe III", ("work", "BusinessPhone"), ("home", "HomePhone"), ("mobile", "MobilePhone"),
          ("work fax", "BusinessFaxPhone"))]),
    CorpusExpectation(file: "outlook-2007.vcf", contacts: [
        c("Mr. Michael Angstadt Jr.", ("work", "(111) 555-1111"), ("home", "(111) 555-2222"),
          ("mobile", "(111) 555-4444"), ("work fax", "(111) 555-3333"))]),
    CorpusExpectation(file: "thunderbird-MoreFunctionsForAddressBook-extension.vcf", contacts: [
        c("John Doe", ("work", "555-555-1111"), ("home", "555-555-2222"), ("mobile", "555-555-5555"),
          ("other fax", "555-555-3333"), ("pager", "555-555-4444"))]),
    CorpusExpectation(file: "gmail-list.vcf", contacts: [c("Arnold Smith"), c("Chris Beatle"), c("Doug White")]),
    CorpusExpectation(file: "gmail-single.vcf", contacts: [
        c("Greg Dartmouth", ("mobile", "555 555 1111"), ("GRAND_CENTRAL", "555 555 2222"))]),
    CorpusExpectation(file: "gmail-single2.vcf", contacts: [
        c("VCard Test", ("other", "5555551111"), ("home", "5555551112"), ("work", "5555551113"),
          ("other", "5555551114"), ("mobile", "5555551115"), ("main", "5555551116"), ("home fax", "5555551117"),
          ("work fax", "5555551118"), ("GRAND_CENTRAL", "5555551119"), ("pager", "5555551120"),
          ("CustomePhoneCategory", "5555551121"))]),
    CorpusExpectation(file: "fullcontact.vcf", contacts: [
        c("Prefix FirstName MiddleName LastName Suffix", ("home", "555-555-1111"), ("work", "555-555-1112"),
          ("mobile", "555-555-1113"), ("mobile", "555-555-1114"), ("other", "555-555-1115"),
          ("home fax", "555-555-1116"), ("work fax", "555-555-1117"), ("other", "555-555-1118"),
          ("other", "555-555-1119"))]),
    CorpusExpectation(file: "rfc2426-example.vcf", contacts: [
        c("Frank Dawson", ("work", "+1-919-676-9515"), ("work fax", "+1-919-676-9564")),
        c("Tim Howes", ("work", "+1-415-937-3419"), ("work fax", "+1-415-528-4164"))]),
    CorpusExpectation(file: "rfc6350-example.vcf", contacts: [
        c("Simon Perreault", ("work", "+1-418-656-9254 ext. 102"), ("mobile", "+1-418-262-6501"))]),
    CorpusExpectation(file: "issue114.vcf", contacts: [
        c("Dummy, Dummy", ("mobile", "+49 1234 56789"), ("work", "+49 9876 54321"))]),
]

@Suite("Real-client vCards agree with EXPECTED.md")
struct RealClientCorpusTests {
    @Test func everyCorpusFileHasAnExpectation() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.realClientVCards.path)
            .filter { $0.hasSuffix(".vcf") }.sorted()
        #expect(files == corpus.map(\.file).sorted())
    }

    @Test(arguments: corpus)
    func importsNamesNumbersAndLabels(expectation: CorpusExpectation) throws {
        let book = try AddressBook.inMemory()
        let path = Repository.realClientVCards.appendingPathComponent(expectation.file).path
        let inputs = try ImportInput.resolve([path])
        let summary = try Importer(book: book).run(inputs)
        #expect(summary.errors == [], "\(summary.errors)")
        #expect(summary.added == expectation.contacts.count)
        let stored = try book.storedContacts()
        #expect(stored.map(\.name) == expectation.contacts.map(\.name))
        for (contact, expected) in zip(stored, expectation.contacts) {
            #expect(contact.phones == expected.phones.map { StoredContact.Phone(label: $0.0, number: $0.1) },
                    "\(contact.name)")
        }
    }

    @Test func wholeCorpusReimportsUnchangedAndExportsLosslessly() throws {
        try withTemporaryDirectory { folder in
            let book = try AddressBook.open(at: folder.appendingPathComponent("book.sqlite3").path)
            let inputs = try ImportInput.resolve([Repository.realClientVCards.path])
            let first = try Importer(book: book).run(inputs)
            #expect(first.added == 26 && first.skipped == 0)
            let again = try Importer(book: book).run(inputs)
            #expect(again.unchanged == 26 && again.added == 0 && again.updated == 0)

            var exported: [UInt8] = []
            try CardExport.write(from: book) { exported += $0 }
            // The stored cards as they are, only their line breaks made CRLF (the iPhone's CR CR LF too).
            let text = String(decoding: exported, as: UTF8.self)
            #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
            #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
            #expect(text.contains("\r\n\r\n"), "the blank lines inside cards are kept")

            let back = try Importer(book: book).run([ImportInput(bytes: exported, name: "export.vcf")])
            #expect(back.unchanged == 26 && back.added == 0 && back.updated == 0, "\(back)")

            let fresh = try AddressBook.inMemory()
            let copy = try Importer(book: fresh).run([ImportInput(bytes: exported, name: "export.vcf")])
            #expect(copy.added == 26)
            let original = try book.storedContacts().sorted { $0.uid < $1.uid }
            #expect(try fresh.storedContacts().sorted { $0.uid < $1.uid } == original)
        }
    }
}

extension ImportInput {
    init(bytes: [UInt8], name: String) {
        self = .bytes(bytes, name: name, source: "/sources/" + name)
    }
}
