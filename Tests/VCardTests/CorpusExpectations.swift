@testable import VCard
import Testing

/// What one card of the corpus must yield; from EXPECTED.md (ez-vcard's SampleVCardsTest), completed from
/// the file bytes where ez-vcard asserts nothing (noted per file).
struct ExpectedCard: Sendable {
    var formattedName: String?
    var name: StructuredName?
    var uid: String?
    var telephones: [Telephone]
    var emails: [Email]
}

/// One corpus file and its expected cards, in order.
struct CorpusFile: Sendable, CustomTestStringConvertible {
    var file: String
    var version: VCardVersion
    var cards: [ExpectedCard]

    var testDescription: String { file }
}

let doeRichter = name(["Doe"], ["John"], ["Richter, James"], ["Mr."], ["Sr."])

let corpusFiles: [CorpusFile] = [
    CorpusFile(file: "John_Doe_ANDROID.vcf", version: .v2_1, cards: [
        ExpectedCard(formattedName: nil, name: nil, uid: nil, telephones: [],
                     emails: [email("john.doe@company.com", ["PREF"])]),
        ExpectedCard(formattedName: nil, name: nil, uid: nil, telephones: [],
                     emails: [email("jane.doe@company.com", ["PREF"])]),
        ExpectedCard(formattedName: enyes(5, trailingSpace: true), name: name([enyes(4, trailingSpace: true)]),
                     uid: nil, telephones: [tel("123456789", ["CELL", "PREF"])], emails: []),
        // N of card 4 is not asserted by ez-vcard; the QP bytes decode to the same 11 Ñ as FN.
        ExpectedCard(formattedName: enyes(11, trailingSpace: false), name: name([enyes(11, trailingSpace: false)]),
                     uid: nil, telephones: [
                        tel("123456", ["CELL", "PREF"]), tel("234567", ["HOME"]),
                        tel("3456789", ["CELL"]), tel("45678901", ["HOME"]),
                     ], emails: []),
        ExpectedCard(formattedName: enyes(4, trailingSpace: true),
                     name: name([enyes(2, trailingSpace: true)], [enyes(3, trailingSpace: true)]), uid: nil,
                     telephones: [tel("123456", ["CELL", "PREF"]), tel("123456", ["WORK"]), tel("123456", ["WORK", "FAX"])],
                     emails: [email("bob@company.com", ["PREF", "WORK"]),
                              email(String(repeating: "\u{00D1}", count: 14), ["PREF"])]),
        ExpectedCard(formattedName: "\u{00D1}\u{00D1}\u{00D1}\u{00D1}", name: name(["\u{00D1}\u{00D1}\u{00D1}\u{00D1}"]),
                     uid: nil, telephones: [tel("55556666", ["CELL", "PREF"])],
                     emails: [email("henry@company.com", ["PREF"])]),
    ]),
    CorpusFile(file: "John_Doe_BLACK_BERRY.vcf", version: .v2_1, cards: [
        ExpectedCard(formattedName: "John Doe", name: name(["Doe"], ["john"]), uid: nil,
                     telephones: [tel("+96123456789", ["CELL"])], emails: []),
    ]),
    CorpusFile(file: "John_Doe_EVOLUTION.vcf", version: .v3_0, cards: [
        ExpectedCard(formattedName: "Mr. John Richter, James Doe Sr.", name: doeRichter,
                     uid: "477343c8e6bf375a9bac1f96a5000837",
                     telephones: [tel("905-666-1234", ["CELL"]), tel("905-555-1234", ["WORK", "VOICE"])],
                     emails: [email("john.doe@ibm.com", ["WORK"])]),
    ]),
    CorpusFile(file: "John_Doe_GMAIL.vcf", version: .v3_0, cards: [
        ExpectedCard(formattedName: "Mr. John Richter, James Doe Sr.", name: doeRichter, uid: nil,
                     telephones: [tel("905-555-1234", ["CELL"]), tel("905-666-1234", ["HOME"])],
                     emails: [email("john.doe@ibm.com", ["INTERNET", "HOME"])]),
    ]),
    CorpusFile(file: "John_Doe_IPHONE.vcf", version: .v3_0, cards: [
        ExpectedCard(formattedName: "Mr. John Richter James Doe Sr.",
                     name: name(["Doe"], ["John"], ["Richter", "James"], ["Mr."], ["Sr."]), uid: nil,
                     telephones: [
                        tel("905-555-1234", ["CELL", "VOICE", "PREF"]), tel("905-666-1234", ["HOME", "VOICE"]),
                        tel("905-777-1234", ["WORK", "VOICE"]), tel("905-888-1234", ["HOME", "FAX"]),
                        tel("905-999-1234", ["WORK", "FAX"]), tel("905-111-1234", ["PAGER"]),
                        tel("905-222-1234", group: "item2", label: "AssistantPhone"),
                     ],
                     emails: [email("john.doe@ibm.com", ["INTERNET", "PREF"], group: "item1")]),
    ]),
    CorpusFile(file: "John_Doe_LOTUS_NOTES.vcf", version: .v3_0, cards: [
        ExpectedCard(formattedName: "Mr. Doe John I Johny", name: name(["Doe"], ["John"], ["Johny"], ["Mr."], ["I"]),
                     uid: "0e7602cc-443e-4b82-b4b1-90f62f99a199",
                     telephones: [tel("+1 (212) 204-34456", ["CELL", "VOICE", "PREF"]), tel("00-1-212-555-7777", ["WORK", "FAX"])],
                     emails: [email("john.doe@ibm.com", ["INTERNET", "WORK", "PREF"]),
                              email("billy_bob@gmail.com", ["INTERNET", "WORK"])]),
    ]),
    CorpusFile(file: "John_Doe_MAC_ADDRESS_BOOK.vcf", version: .v3_0, cards: [
        ExpectedCard(formattedName: "Mr. John Richter,James Doe Sr.",
                     name: name(["Doe"], ["John"], ["Richter,James"], ["Mr."], ["Sr."]), uid: nil,
                     telephones: [
                        tel("905-777-1234", ["WORK", "PREF"]), tel("905-666-1234", ["HOME"]),
                        tel("905-555-1234", ["CELL"]), tel("905-888-1234", ["HOME", "FAX"]),
                        tel("905-999-1234", ["WORK", "FAX"]), tel("905-111-1234", ["PAGER"]),
                        tel("905-222-1234", group: "item1", label: "AssistantPhone"),
                     ],
                     emails: [email("john.doe@ibm.com", ["INTERNET", "WORK", "PREF"])]),
    ]),
    CorpusFile(file: "John_Doe_MS_OUTLOOK.vcf", version: .v2_1, cards: [
        // 2.1 has no comma lists: "Richter,James" is ONE additional name.
        ExpectedCard(formattedName: "Mr. John Richter James Doe Sr.",
                     name: name(["Doe"], ["John"], ["Richter,James"], ["Mr."], ["Sr."]), uid: nil,
                     telephones: [tel("(905) 555-1234", ["WORK", "VOICE"]), tel("(905) 666-1234", ["HOME", "VOICE"])],
                     emails: [email("john.doe@ibm.cm", ["PREF", "INTERNET"])]),
    ]),
    CorpusFile(file: "outlook-2003.vcf", version: .v2_1, cards: [
        ExpectedCard(formattedName: "John Doe III", name: name(["Doe"], ["John"], [], ["Mr."], ["III"]), uid: nil,
                     telephones: [
                        tel("BusinessPhone", ["WORK", "VOICE"]), tel("HomePhone", ["HOME", "VOICE"]),
                        tel("MobilePhone", ["CELL", "VOICE"]), tel("BusinessFaxPhone", ["WORK", "FAX"]),
                     ],
                     emails: [email("jdoe@hotmail.com", ["PREF", "INTERNET"])]),
    ]),
    CorpusFile(file: "outlook-2007.vcf", version: .v2_1, cards: [
        ExpectedCard(formattedName: "Mr. Michael Angstadt Jr.", name: name(["Angstadt"], ["Michael"], [], ["Mr."], ["Jr."]),
                     uid: nil,
                     telephones: [
                        tel("(111) 555-1111", ["WORK", "VOICE"]), tel("(111) 555-2222", ["HOME", "VOICE"]),
                        tel("(111) 555-4444", ["CELL", "VOICE"]), tel("(111) 555-3333", ["WORK", "FAX"]),
                     ],
                     emails: [email("mike.angstadt@gmail.com", ["PREF", "INTERNET"])]),
    ]),
    CorpusFile(file: "thunderbird-MoreFunctionsForAddressBook-extension.vcf", version: .v3_0, cards: [
        ExpectedCard(formattedName: "John Doe", name: name(["Doe"], ["John"]), uid: nil,
                     telephones: [
                        tel("555-555-1111", ["WORK", "VOICE"]), tel("555-555-2222", ["HOME", "VOICE"]),
                        tel("555-555-5555", ["CELL", "VOICE"]), tel("555-555-3333", ["FAX"]), tel("555-555-4444", ["PAGER"]),
                     ],
                     emails: [
                        email("doe.john@hotmail.com", ["PREF", "INTERNET"]),
                        email("additional-email@company.com", ["INTERNET"]),
                        email("additional-email1@company.com", ["INTERNET"]),
                        email("additional-email2@company.com", ["INTERNET"]),
                        email("additional-email3@company.com", ["INTERNET"]),
                     ]),
    ]),
    CorpusFile(file: "gmail-list.vcf", version: .v3_0, cards: [
        ExpectedCard(formattedName: "Arnold Smith", name: name(["Smith"], ["Arnold"]), uid: nil, telephones: [],
                     emails: [email("asmithk@gmail.com", ["INTERNET"])]),
        ExpectedCard(formattedName: "Chris Beatle", name: name(["Beatle"], ["Chris"]), uid: nil, telephones: [],
                     emails: [email("chrisy55d@yahoo.com", ["INTERNET"])]),
        ExpectedCard(formattedName: "Doug White", name: name(["White"], ["Doug"]), uid: nil, telephones: [],
                     emails: [email("dwhite@gmail.com", ["INTERNET"])]),
    ]),
    CorpusFile(file: "gmail-single.vcf", version: .v3_0, cards: [
        ExpectedCard(formattedName: "Greg Dartmouth", name: name(["Dartmouth"], ["Greg"]), uid: nil,
                     telephones: [tel("555 555 1111", ["CELL"]), tel("555 555 2222", group: "item1", label: "GRAND_CENTRAL")],
                     emails: [email("gdartmouth@hotmail.com", ["INTERNET"])]),
    ]),
    CorpusFile(file: "gmail-single2.vcf", version: .v3_0, cards: [
        ExpectedCard(formattedName: "VCard Test", name: name(["Test"], ["VCard"]), uid: nil,
                     telephones: [
                        tel("5555551111"), tel("5555551112", ["HOME"]), tel("5555551113", ["WORK"]), tel("5555551114"),
                        tel("5555551115", ["CELL"]), tel("5555551116", ["MAIN"]), tel("5555551117", ["HOME", "FAX"]),
                        tel("5555551118", ["WORK", "FAX"]), tel("5555551119", group: "item2", label: "GRAND_CENTRAL"),
                        tel("5555551120", ["PAGER"]), tel("5555551121", group: "item3", label: "CustomePhoneCategory"),
                     ],
                     emails: [
                        email("email@example.com", ["INTERNET"]), email("homeemail@example.com", ["INTERNET", "HOME"]),
                        email("workemail@example.com", ["INTERNET", "WORK"]), email("otheremail@example.com", ["INTERNET"]),
                        email("customcategory@example.com", ["INTERNET"], group: "item1", label: "CustomEmailCategory"),
                     ]),
    ]),
    CorpusFile(file: "fullcontact.vcf", version: .v4_0, cards: [
        ExpectedCard(formattedName: "Prefix FirstName MiddleName LastName Suffix",
                     name: name(["LastName"], ["FirstName"], ["MiddleName"], ["Prefix"], ["Suffix"]), uid: nil,
                     telephones: [
                        tel("555-555-1111", ["HOME", "VOICE"]), tel("555-555-1112", ["WORK", "VOICE"]),
                        tel("555-555-1113", ["CELL", "VOICE"]), tel("555-555-1114", ["CELL", "VOICE"]),
                        tel("555-555-1115", ["VOICE"]), tel("555-555-1116", ["HOME", "FAX"]),
                        tel("555-555-1117", ["WORK", "FAX"]), tel("555-555-1118", ["VOICE"]), tel("555-555-1119", ["VOICE"]),
                     ],
                     emails: [
                        email("home@example.com", ["HOME"]), email("work@example.com", ["WORK"]),
                        email("school@example.com", ["SCHOOL"]), email("other@example.com", ["OTHER"]),
                        email("custom@example.com", ["CUSTOMTYPE"]),
                     ]),
    ]),
    CorpusFile(file: "rfc2426-example.vcf", version: .v3_0, cards: [
        ExpectedCard(formattedName: "Frank Dawson", name: nil, uid: nil,
                     telephones: [tel("+1-919-676-9515", ["VOICE", "MSG", "WORK"]), tel("+1-919-676-9564", ["FAX", "WORK"])],
                     emails: [email("Frank_Dawson@Lotus.com", ["INTERNET", "PREF"]), email("fdawson@earthlink.net", ["INTERNET"])]),
        ExpectedCard(formattedName: "Tim Howes", name: nil, uid: nil,
                     telephones: [tel("+1-415-937-3419", ["VOICE", "MSG", "WORK"]), tel("+1-415-528-4164", ["FAX", "WORK"])],
                     emails: [email("howes@netscape.com", ["INTERNET"])]),
    ]),
    CorpusFile(file: "rfc6350-example.vcf", version: .v4_0, cards: [
        ExpectedCard(formattedName: "Simon Perreault", name: name(["Perreault"], ["Simon"], [], [], ["ing. jr", "M.Sc."]),
                     uid: nil,
                     telephones: [
                        tel("+1-418-656-9254", ["WORK", "VOICE"], extension: "102", preferred: true),
                        tel("+1-418-262-6501", ["WORK", "CELL", "VOICE", "VIDEO", "TEXT"]),
                     ],
                     emails: [email("simon.perreault@viagenie.ca", ["WORK"])]),
    ]),
    // ez-vcard asserts only the writer for issue114; these values are read off the file.
    CorpusFile(file: "issue114.vcf", version: .v4_0, cards: [
        ExpectedCard(formattedName: "Dummy, Dummy", name: name(["Dummy"], ["Dummy"]),
                     uid: "8b574c60-fd7f-4e99-b584-c5db131ae687",
                     telephones: [tel("+49 1234 56789", ["CELL"], preferred: true), tel("+49 9876 54321", ["WORK"])],
                     emails: [email("dummy.dummy@dummy.com", ["HOME"])]),
    ]),
]
