import Testing
@testable import Store

@Suite("Stored settings")
struct SettingsStorageTests {
    @Test func storesReplacesAndRemoves() throws {
        let book = try AddressBook.inMemory()
        #expect(try book.storedSetting("sort-order") == nil)
        try book.storeSetting("sort-order", "given-first")
        try book.storeSetting("sort-order", "family-first")
        #expect(try book.storedSetting("sort-order") == "family-first")
        try book.removeSetting("sort-order")
        #expect(try book.storedSetting("sort-order") == nil)
    }

    @Test func transactionRollsBackEveryWrite() throws {
        let book = try AddressBook.inMemory()
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try book.transaction {
                try book.storeSetting("a", "1")
                throw Stop()
            }
        }
        #expect(try book.storedSetting("a") == nil)
    }
}
