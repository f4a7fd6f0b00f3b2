import Testing
@testable import VCard

/// The date forms real cards write for BDAY and anniversaries.
@Suite("Card dates")
struct CardDateTests {
    @Test(arguments: [
        ("1906-12-09", "1906-12-09"), ("19061209", "1906-12-09"), (" 1906-12-09 ", "1906-12-09"),
        ("--1209", "--12-09"), ("--12-09", "--12-09"),
        ("1996-04-15T23:00:00Z", "1996-04-15"), ("19531015T231000Z", "1953-10-15"), ("0001-01-01", "0001-01-01"),
    ])
    func readsEveryFormAsISO(text: String, iso: String) {
        #expect(CardDate(text)?.isoText == iso)
    }

    @Test(arguments: ["", "circa 1800", "1906-13-09", "1906-12-32", "--0000", "T102200", "1906-12", "19061209X", "١٩٠٦١٢٠٩"])
    func anythingElseIsNoDate(text: String) {
        #expect(CardDate(text) == nil)
    }

    @Test func applesOmittedYearIsNoYear() {
        #expect(CardDate("1604-12-09", omittedYear: "1604")?.isoText == "--12-09")
        #expect(CardDate("1605-12-09", omittedYear: "1604")?.isoText == "1605-12-09")
    }
}
