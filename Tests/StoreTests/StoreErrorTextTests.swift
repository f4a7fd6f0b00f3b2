@testable import Store
import Testing

/// What the store says about a failure is one line a terminal shows as it
/// is: SQLite's words may quote bytes of a damaged file, and those are
/// escaped; a damaged file's sentence carries none of them.
@Suite("Store error sentences")
struct StoreErrorTextTests {
    static let quoted = "near \"\u{0}\u{1B}]0;x\u{7}\u{9B}2J\n\": syntax error"

    @Test(arguments: [
        StoreError.failed(path: "book.db", reason: quoted),
        StoreError.cannotOpen(path: "book.db", reason: quoted),
        StoreError.ioError(path: "book.db", reason: quoted),
    ])
    func sqlitesWordsAreShownWithTheirControlCharactersEscaped(error: StoreError) {
        let text = error.description
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }, "\(text)")
        #expect(text.contains("\\x0\\x1B]0;x\\x7\\x9B2J\\xA"))
    }

    @Test func aDamagedFileIsSaidToBeDamagedAndNothingMore() {
        #expect(StoreError.corrupt(path: "book.db").description == "book.db: the database is damaged; it was left as it is")
    }
}
