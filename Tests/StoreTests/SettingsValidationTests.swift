import Testing
@testable import Store

@Suite("Setting values: validation, defaults, storage")
struct SettingsValidationTests {
    @Test func defaultsApplyUntilSet() throws {
        let book = try AddressBook.inMemory()
        #expect(try book.setting(.sortOrder) == "family-first")
        #expect(try book.setting(.displayOrder) == "given-first")
        #expect(try book.setting(.pageSize) == "50")
        try book.setSetting(.sortOrder, "given-first")
        try book.setSetting(.pageSize, "10000")
        #expect(try book.setting(.sortOrder) == "given-first")
        #expect(try book.appSettings().pageSize == 10_000)
        #expect(try book.storedSetting("page-size") == "10000")
    }

    @Test(arguments: [
        (SettingKey.sortOrder, "Given-First"), (.sortOrder, ""), (.displayOrder, "last-first"),
        (.pageSize, "0"), (.pageSize, "10001"), (.pageSize, "-5"), (.pageSize, "ten"), (.pageSize, " 5"),
        (.pageSize, "٣"), (.pageSize, "99999999999999999999"),
    ])
    func badValuesAreRefusedAndNothingIsStored(key: SettingKey, value: String) throws {
        let book = try AddressBook.inMemory()
        #expect(throws: SettingError.invalidValue(key: key, value: value)) { try book.setSetting(key, value) }
        #expect(try book.storedSetting(key.rawValue) == nil)
    }

    @Test func errorsNameTheValidKeysAndValues() {
        #expect(throws: SettingError.unknownKey("colour")) { try SettingKey(named: "colour") }
        #expect(SettingError.unknownKey("colour").description
                == "unknown setting 'colour'; the settings are: sort-order, display-order, page-size, region, "
                   + "history-days, history-entries, session-timeout")
        #expect(SettingError.invalidValue(key: .sortOrder, value: "x").description
                == "invalid value 'x' for sort-order; expected family-first or given-first")
        #expect(SettingError.invalidValue(key: .pageSize, value: "0").description
                == "invalid value '0' for page-size; expected an integer from 1 to 10000")
    }

    @Test func aStoredValueThatNoLongerParsesFallsBackToTheDefault() throws {
        let book = try AddressBook.inMemory()
        try book.storeSetting("page-size", "0")
        try book.storeSetting("display-order", "family-first")
        #expect(try book.setting(.pageSize) == "50")
        #expect(try book.setting(.displayOrder) == "family-first")
    }
}
