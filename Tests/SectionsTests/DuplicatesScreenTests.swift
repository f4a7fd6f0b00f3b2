import Contacts
import Store
import Testing
import TestSupport
@testable import Sections

/// The contacts screen's "Duplicates" link, a row built from the count of
/// groups, and the groups screen it opens.
@Suite("The Duplicates link and screen")
struct DuplicatesScreenTests {
    @Test(arguments: [(0, ["Settings", "›"]), (1, ["Duplicates", "1 group ›"]), (3, ["Duplicates", "3 groups ›"])])
    func theLinkIsThereExactlyWhileThereAreGroupsSayingHowMany(_ groups: Int, lastRow: [String]) throws {
        let links = ContactsScreen.links(duplicateGroups: groups).rows
        #expect(links.map(\.selection) == (groups > 0 ? [.open(.settings), .open(.duplicates)] : [.open(.settings)]))
        #expect(links.map(\.id.item) == (groups > 0 ? [.link(.settings), .link(.duplicates)] : [.link(.settings)]))
        #expect(links.last?.cells.map(\.text) == lastRow)
    }

    /// The builder never counts them (that reads the whole book): the browser adds the link when its count arrives.
    @Test func theBuiltScreenHasNoLinkThoughTheBookHasDuplicates() throws {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        _ = try book.add(SampleBook.record("grace-2", "Grace Hopper", "Grace", "Hopper"))
        #expect(try book.duplicateGroupCount(settings: AppSettings()) == 1)
        let screen = try ContactsScreen.build(ContactsState(settings: AppSettings()), from: book.reader)
        #expect(screen.section(.links) == ContactsScreen.links(duplicateGroups: 0))
    }

    private static func member(_ id: ContactID, _ name: String, numbers: [String] = []) -> DuplicateMember {
        DuplicateMember(id: id, uid: "uid-\(id)", name: name, organization: id == 3 ? "US Navy" : "",
                        numbers: numbers, emails: [])
    }

    @Test func aSectionPerGroupARowPerContactEachMergingItsGroup() throws {
        let groups = [
            DuplicateGroup(number: 1, members: [Self.member(3, "Grace Hopper", numbers: ["+1 617 555 0127", "555-1"]),
                                                Self.member(7, "Hopper, Grace", numbers: ["(617) 555-0127"]),
                                                Self.member(9, "G. Hopper")],
                           evidence: DuplicateEvidence(numbers: ["+1 617 555 0127"])),
            DuplicateGroup(number: 2, members: [Self.member(4, "Ada"), Self.member(5, "Ada")],
                           evidence: DuplicateEvidence(names: ["ada"])),
        ]
        let screen = DuplicatesScreen.build(groups)
        #expect(screen.id == .duplicates)
        #expect(screen.sections.map(\.id) == [.named("group:3"), .named("group:4")])
        #expect(screen.sections.map(\.title) == ["1 · \(groups[0].reason)", "2 · \(groups[1].reason)"])
        let rows = screen.sections[0].rows
        #expect(rows.map(\.id.item) == [.duplicate(3), .duplicate(7), .duplicate(9)])
        #expect(rows.map(\.contactID) == [3, 7, 9])
        #expect(rows.allSatisfy { $0.selection == .merge([3, 7, 9]) })
        #expect(rows[0].cells.map(\.text) == ["Grace Hopper", "US Navy", "+1 617 555 0127", "uid-3"])
        #expect(rows[2].fields.map(\.name) == ["name", "organization", "number", "uid"])
        #expect(screen.sections[1].rows.allSatisfy { $0.selection == .merge([4, 5]) })
    }

    @Test func noGroupsSaySo() {
        let screen = DuplicatesScreen.build([])
        #expect(screen.sections.flatMap(\.rows).compactMap { $0.as(TextRow.self)?.text } == ["No duplicates."])
        #expect(screen.sections.flatMap(\.rows).allSatisfy { $0.selection == .none })
    }
}
