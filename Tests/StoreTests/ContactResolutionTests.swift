import Contacts
@testable import Reading
import SQLite
import Testing
import TestSupport
@testable import Store

@Suite("Resolving a CONTACT argument: tiers, ranking, candidates, suggestions")
struct ContactResolutionTests {
    let book: AddressBook
    let settings = AppSettings()

    init() throws {
        book = try AddressBook.inMemory()
        try SampleBook.seed(book)
    }

    private func resolve(_ text: String, limit: Int = 20) throws -> ContactResolution {
        try book.resolve(ContactReference(text), settings: settings, limit: limit)
    }

    private func id(_ uid: String) throws -> ContactID {
        try #require(try book.contactID(uid: uid, in: book.defaultBookID()))
    }

    private func add(_ uid: String, _ name: String, _ given: String, _ family: String, organization: String = "",
                     phones: [(String, String)] = [], emails: [(String, String)] = []) throws {
        _ = try book.transaction {
            try ContactWriter(book, now: 0).insert(SampleBook.record(
                uid, name, given, family, organization: organization, phones: phones, emails: emails))
        }
    }

    @Test(arguments: [
        ("ada", "ada"),  // the UID
        ("Grace Hopper", "grace"), ("Hopper Grace", "grace"), ("Hopper, Grace", "grace"),  // either order
        ("  grace   HOPPER ", "grace"),  // spaces collapsed, case folded
        ("jose nunez", "jose"), ("NÚÑEZ, JOSÉ", "jose"), ("Bjorn Akesson", "bjorn"),  // accents folded
        ("Zoë Quist", "zoe"),  // composed, where the card has it decomposed
        ("王伟", "wang"),
    ])
    func aUIDOrAFullNameEitherWayRoundNamesOneContact(text: String, uid: String) throws {
        #expect(try resolve(text) == .one(try id(uid)))
    }

    @Test(arguments: [
        ("Lovel", "ada"), ("turing", "alan"), ("akess", "bjorn"), ("Hopper, G", "grace"),  // a name begun
        ("analytical", "ada"), ("NAVY", "grace"),  // the organization
        ("jose@example.es", "jose"), ("example.mil", "grace"),  // an email, or part of it
        ("+46 70 123 45 67", "bjorn"), ("+46701234567", "bjorn"),  // a number, written any way
        ("0199", "alan"), ("0013 8", "wang"),  // its end, or any part of its digits
        ("émile", "juliette"), ("EMILE", "juliette"),
    ])
    func anyPartOfANameOrganizationEmailOrNumberNamesOneContact(text: String, uid: String) throws {
        #expect(try resolve(text) == .one(try id(uid)))
    }

    @Test func anExactFullNameWinsOverContactsItIsOnlyPartOf() throws {
        try add("lee", "Ann Lee", "Ann", "Lee")
        try add("leeds", "Ann Leeds", "Ann", "Leeds")
        #expect(try resolve("Ann Lee") == .one(try id("lee")))
        #expect(try resolve("Lee, Ann") == .one(try id("lee")))
        // Begun, both match: neither wins.
        guard case let .several(candidates, total) = try resolve("Ann Le") else { Issue.record(); return }
        #expect(total == 2 && Set(candidates.map(\.uid)) == ["lee", "leeds"])
    }

    @Test func candidatesBegunComeWholeWordFirstAndNoneWins() throws {
        try add("bob", "Bob Leeds", "Bob", "Leeds")
        try add("ann", "Ann Lee", "Ann", "Lee")
        try add("zed", "Lee Zed", "Lee", "Zed")
        guard case let .several(candidates, _) = try resolve("lee") else { Issue.record(); return }
        #expect(candidates.map(\.uid) == ["ann", "zed", "bob"])
    }

    @Test func aDisplayNameItsSortKeyDoesNotSpellStillWinsExactly() throws {
        // FN differs from N: found by the name begun, or only by the scan.
        try add("lf", "LF", "LF", "Endings")
        try add("lf3", "LF Three", "LF", "Three")
        #expect(try resolve("lf") == .one(try id("lf")))
        try add("dr", "Dr. Ann Lee", "Ann", "Lee")
        try add("clinic", "Reception", "", "", organization: "Dr. Ann Lee Clinic")
        #expect(try resolve("dr. ann lee") == .one(try id("dr")))
    }

    @Test func twoContactsWithTheSameFullNameAreBothCandidates() throws {
        try add("lee-1", "Ann Lee", "Ann", "Lee", organization: "Acme", phones: [("work", "+1 555 0101")])
        try add("lee-2", "Ann Lee", "Ann", "Lee", emails: [("home", "ann@example.com")])
        let expected = ContactResolution.several([
            ContactCandidate(id: try id("lee-1"), uid: "lee-1", name: "Ann Lee", organization: "Acme",
                             firstNumber: "+1 555 0101"),
            ContactCandidate(id: try id("lee-2"), uid: "lee-2", name: "Ann Lee"),
        ], total: 2)
        #expect(try resolve("Ann Lee") == expected)
        #expect(try resolve("lee-2") == .one(try id("lee-2")))  // the UID still tells them apart
    }

    @Test func candidatesAreNamedInTheDisplayOrderAndCutToTheLimit() throws {
        var familyFirst = settings
        familyFirst.displayOrder = .familyFirst
        guard case let .several(candidates, total) = try book.resolve(ContactReference("a"), settings: familyFirst,
                                                                      limit: 2) else {
            Issue.record()
            return
        }
        #expect(candidates.count == 2)
        #expect(total > 2)
        #expect(candidates.contains { $0.name == "Lovelace Ada" || $0.name == "Andersson Anna" })
    }

    @Test func aSummaryLeavesOutWhatTheContactLacks() {
        #expect(ContactCandidate(id: 1, uid: "u", name: "Ann", organization: "Acme", firstNumber: "1").summary
            == "Ann — Acme — 1 — u")
        #expect(ContactCandidate(id: 1, uid: "u", name: "Ann").summary == "Ann — u")
    }

    @Test(arguments: [
        ("Grace Hoper", ["Grace Hopper"]), ("lovelase", ["Ada Lovelace"]), ("Turnig Alan", ["Alan Turing"]),
        ("zzzzzzzz", []),
    ])
    func noMatchSuggestsTheNearestNames(text: String, suggestions: [String]) throws {
        #expect(try resolve(text) == .none(suggestions: suggestions))
    }

    @Test func whiteSpaceAloneNamesNothing() throws {
        #expect(try resolve("   ") == .none(suggestions: []))
    }

    @Test func contactIDsNamedFindsByUIDOrFullNameOnly() throws {
        #expect(try book.contactIDs(named: "Hopper, Grace") == [try id("grace")])
        #expect(try book.contactIDs(named: "Hopp").isEmpty)
    }

    @Test(arguments: ContactReference.KeyColumn.allCases)
    func theNameTiersReadAnIndexNotTheTable(column: ContactReference.KeyColumn) throws {
        for sql in [AddressBook.fullNameSQL(column), AddressBook.namePrefixSQL(column)] {
            let plan = try book.database.prepare("EXPLAIN QUERY PLAN " + sql).map(
                Array(repeating: "x" as any SQLiteBindable, count: sql.count { $0 == "?" })) { $0.text(3) }
            let index = column == .family ? "contacts_by_family" : "contacts_by_given"
            #expect(plan.count == 1 && plan[0].hasPrefix("SEARCH") && plan[0].contains(index), "\(plan)")
        }
    }
}
