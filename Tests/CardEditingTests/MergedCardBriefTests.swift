import Testing
@testable import CardEditing

/// The merge in brief, as the browser's question says it: numbers and emails counted, the rest as others.
@Suite("A merge in brief")
struct MergedCardBriefTests {
    @Test func numbersEmailsAndTheRestAreCountedSingularOrPlural() throws {
        let grace = bytes(card("FN:Grace Hopper", "TEL:555-0127", "UID:grace"))
        let other = bytes(card("FN:G. Hopper", "TEL:555-0199", "TEL:555-0142", "TEL:555-0127", "EMAIL:grace@navy.mil",
                               "UID:g"))
        let merged = try CardMerge.merge(grace, with: [other], region: nil, now: editTime)
        #expect(merged.brief == "+2 numbers, +1 email, +1 other")  // the other: G. Hopper as a nickname
    }

    @Test func aCardAddingNothingIsNothingNew() throws {
        let grace = bytes(card("FN:Grace Hopper", "TEL:555-0127", "UID:grace"))
        let same = bytes(card("FN:Grace Hopper", "TEL:(555) 0127", "UID:grace-2"))
        let merged = try CardMerge.merge(grace, with: [same], region: nil, now: editTime)
        #expect(merged.brief == "nothing new")
    }

    /// A 3.0 card, CRLF.
    private func card(_ lines: String...) -> String {
        (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
    }
}
