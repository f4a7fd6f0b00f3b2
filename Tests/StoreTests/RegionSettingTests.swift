import Contacts
@testable import Reading
import Testing
import TestSupport
@testable import Store

@Suite("The region setting: its default from the locale, and lookup in it")
struct RegionSettingTests {
    @Test func theDefaultComesFromTheLocaleAndAStoredValueOverridesIt() throws {
        let book = try AddressBook.inMemory()
        #expect(try book.setting(.region) == "none")
        #expect(try book.setting(.region, localeEnvironment: ["LANG": "en_GB.UTF-8"]) == "GB")
        try book.setSetting(.region, "se")
        #expect(try book.storedSetting("region") == "SE")
        #expect(try book.setting(.region, localeEnvironment: ["LANG": "en_GB.UTF-8"]) == "SE")
        try book.setSetting(.region, "none")  // turns the locale's default off
        #expect(try book.appSettings(localeEnvironment: ["LANG": "en_GB.UTF-8"]).region == nil)
    }

    @Test(arguments: ["UK", "GBR", "XK", "", "None", "+44"])
    func anythingButAnISOCodeOrNoneIsRefused(value: String) throws {
        let book = try AddressBook.inMemory()
        #expect(throws: SettingError.invalidValue(key: .region, value: value)) { try book.setSetting(.region, value) }
        #expect(try book.storedSetting("region") == nil)
        #expect(SettingError.invalidValue(key: .region, value: value).description.hasSuffix(
            "expected an ISO 3166-1 alpha-2 country code (such as GB or US), or none"))
    }

    @Test func lookupReadsNationalNumbersOnEitherSideInTheRegion() throws {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        func uids(_ number: String, _ code: String?) throws -> [String] {
            try book.entries(withNumber: number, region: code.flatMap { Region(code: $0) }, displayOrder: .givenFirst)
                .map(\.uid)
        }
        #expect(try uids("020 7946 0005", "GB") == ["ada"])  // stored as +44 20 7946 0005
        #expect(try uids("+33 1 23 45 67 89", "FR") == ["juliette"])  // stored as 01 23 45 67 89
        #expect(try uids("020 7946 0005", nil) == ["ada"])  // no region: the trailing digits
        #expect(try uids("020 7946 0005", "DE") == [])  // +49 20 7946 0005 is someone else
        #expect(try uids("555-0005", "US") == ["ada"])  // a local number still matches as stored
    }
}
