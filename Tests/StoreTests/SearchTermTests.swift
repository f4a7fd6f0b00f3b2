import Reading
import Testing
import Store

@Suite("A search term")
struct SearchTermTests {
    @Test func isFoldedWithoutTheWhiteSpaceAroundIt() throws {
        let term = try #require(SearchTerm(" \u{3000}Zoë Núñez\t"))
        #expect(term.folded == "zoe nunez")
    }

    @Test func ofNothingButWhiteSpaceIsNone() {
        #expect(SearchTerm(" \t\u{00A0}\n") == nil)
        #expect(SearchTerm("") == nil)
    }
}
