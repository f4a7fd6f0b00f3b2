import Contacts
import Testing
import TestSupport
@testable import Store

@Suite("Finding contacts that are probably one person")
struct DuplicateGroupTests {
    /// A book of `records`, inserted in order (ids ascending).
    private func book(_ records: [ContactRecord]) throws -> AddressBook {
        let book = try AddressBook.inMemory()
        try book.transaction {
            let writer = try ContactWriter(book, now: 0)
            for record in records { _ = try writer.insert(record) }
        }
        return book
    }

    private func settings(region: String? = nil) -> AppSettings {
        var settings = AppSettings()
        settings.region = region.flatMap(Region.init(code:))
        return settings
    }

    /// The groups as UIDs, in listing order.
    private func groups(_ records: [ContactRecord], region: String? = nil) throws -> [[String]] {
        try book(records).duplicateGroups(settings: settings(region: region)).map(\.uids)
    }

    private func record(_ uid: String, _ name: String, given: String = "", family: String = "",
                        phones: [String] = [], emails: [String] = []) -> ContactRecord {
        SampleBook.record(uid, name, given, family, phones: phones.map { ("mobile", $0) },
                          emails: emails.map { ("home", $0) })
    }

    // MARK: Found

    @Test func aNumberWrittenNationallyIsTheInternationalOneInTheRegion() throws {
        let records = [record("a", "Grace Hopper", phones: ["020 7946 0105"]),
                       record("b", "G. Hopper", phones: ["+44 20 7946 0105"])]
        let found = try book(records).duplicateGroups(settings: settings(region: "GB"))
        #expect(found.map(\.uids) == [["a", "b"]])
        #expect(found.first?.reason == "same number +44 20 7946 0105")
        // Without a region the national number's leading 0 is ignored: still one number.
        #expect(try groups(records) == [["a", "b"]])
        // In Russia, 020… is no +44 number.
        #expect(try groups(records, region: "RU") == [])
    }

    @Test func aNumberInNANPFormsIsOne() throws {
        let records = [record("a", "Grace Hopper", phones: ["(617) 555-0127"]),
                       record("b", "Hopper, Grace", phones: ["+1-617-555-0127", "+1 617 555 0199"]),
                       record("c", "Grace Hopper", phones: ["1 617 555 0127"])]
        #expect(try groups(records, region: "US") == [["a", "b", "c"]])
    }

    @Test func anEmailMatchesWhateverItsCase() throws {
        let found = try book([record("a", "Grace Hopper", emails: ["Grace@Navy.MIL"]),
                              record("b", "G. Hopper", phones: ["+1 617 555 0127"], emails: ["grace@navy.mil"])])
            .duplicateGroups(settings: settings())
        #expect(found.map(\.uids) == [["a", "b"]])
        #expect(found.first?.reason == "same email Grace@Navy.MIL")
    }

    @Test func aNameMatchesInEitherOrderWithoutAccentsOrCaseOrAMiddleInitial() throws {
        // One has a number, the other an email: nothing tells them apart.
        let pairs: [(String, String, String, String)] = [
            ("Grace Hopper", "Grace", "Hopper", "Hopper, Grace"),
            ("José Núñez", "José", "Núñez", "JOSE NUNEZ"),
            ("Grace Hopper", "Grace", "Hopper", "Grace B. Hopper"),
            ("王伟", "伟", "王", "王 伟"),
        ]
        for (name, given, family, other) in pairs {
            let found = try book([record("a", name, given: given, family: family, phones: ["555 0100"]),
                                  record("b", other, emails: ["x@example.com"])])
                .duplicateGroups(settings: settings())
            #expect(found.map(\.uids) == [["a", "b"]], "\(name) ~ \(other)")
            #expect(found.first?.evidence.names.count == 1)
        }
        #expect(try book([record("a", "Grace Hopper", phones: ["555 0100"]),
                          record("b", "Hopper, Grace", emails: ["x@example.com"])])
            .duplicateGroups(settings: settings()).first?.reason == "same name grace hopper")
    }

    @Test func evidenceCombinesAndTheStrongestGroupComesFirst() throws {
        let found = try book([
            record("name-1", "Ada Lovelace", phones: ["+44 20 7946 0001"]),
            record("name-2", "Lovelace, Ada"),
            record("grace-1", "Grace Hopper", phones: ["+1 617 555 0127"]),
            record("grace-2", "Hopper, Grace", phones: ["(617) 555-0127"], emails: ["grace@navy.mil"]),
            record("grace-3", "G. Hopper", emails: ["GRACE@navy.mil"]),
        ]).duplicateGroups(settings: settings(region: "US"))
        #expect(found.map(\.uids) == [["grace-1", "grace-2", "grace-3"], ["name-1", "name-2"]])
        #expect(found.map(\.number) == [1, 2])
        #expect(found[0].reason == "same number +1 617 555 0127, email grace@navy.mil and name grace hopper")
        #expect(found[0].evidence.kinds == 3)
        #expect(found[1].reason == "same name ada lovelace")
        #expect(found[0].members[1].numbers == ["(617) 555-0127"] && found[0].members[1].emails == ["grace@navy.mil"])
    }

    @Test func aSwitchboardJoinsOnlyColleaguesWhoShareANameToo() throws {
        var records = (1...6).map { record("desk-\($0)", "Reception \($0)", phones: ["+1 212 555 0100"]) }
        #expect(try groups(records) == [])
        records.append(record("ann-1", "Ann Lee", phones: ["+1 212 555 0100"]))
        records.append(record("ann-2", "Lee, Ann", phones: ["+1 212 555 0100"], emails: ["ann@acme.com"]))
        let found = try book(records).duplicateGroups(settings: settings())
        #expect(found.map(\.uids) == [["ann-1", "ann-2"]])
        #expect(found.first?.reason == "same number +1 212 555 0100 and name ann lee")
    }

    // MARK: Not found

    @Test func namesakesWithNumbersAndEmailsOfTheirOwnAreTwoPeople() throws {
        let namesakes = [record("a", "John Smith", phones: ["+1 212 555 0100"], emails: ["john@a.example"]),
                         record("b", "Smith, John", phones: ["+1 312 555 0100"], emails: ["john@b.example"])]
        #expect(try groups(namesakes) == [])
        // Nor does a third John Smith with nothing else join either of them.
        #expect(try groups(namesakes + [record("c", "John Smith")]) == [])
        // Nor a shared email, when their numbers still differ.
        #expect(try groups([record("a", "John Smith", phones: ["+1 212 555 0100"], emails: ["js@example.com"]),
                            record("b", "John Smith", phones: ["+1 312 555 0100"], emails: ["js@example.com"])]) == [])
    }

    @Test func aHouseholdsLandlineDoesNotMakeTwoNamesOnePerson() throws {
        #expect(try groups([record("a", "John Smith", phones: ["+1 212 555 0100"]),
                            record("b", "Mary Smith", phones: ["(212) 555-0100"])], region: "US") == [])
    }

    @Test func aNameWithAMiddleNameSpelledOutMayBeTheSamePerson() throws {
        #expect(try groups([record("a", "Grace Hopper", phones: ["+1 617 555 0127"]),
                            record("b", "Grace Brewster Hopper", phones: ["+1 617 555 0127"])]) == [["a", "b"]])
        #expect(try groups([record("a", "Grace Hopper", phones: ["+1 617 555 0127"]),
                            record("b", "Grace Brewster Murray", phones: ["+1 617 555 0127"])]) == [])
    }

    @Test func anInitialAndAFamilyNameAloneAreNoEvidence() throws {
        #expect(try groups([record("a", "Grace Hopper", phones: ["+1 617 555 0127"]),
                            record("b", "G. Hopper", emails: ["g@example.com"])]) == [])
    }

    @Test func aNumberWithoutItsAreaCodeBesideTwoAreaCodesJoinsNeither() throws {
        #expect(try groups([record("a", "Desk", phones: ["555 0127"]),
                            record("b", "Ann Lee", phones: ["+1 617 555 0127"]),
                            record("c", "Bob Roe", phones: ["+1 212 555 0127"])]) == [])
        #expect(try groups([record("a", "Desk", phones: ["555 0127"]),
                            record("b", "Ann Lee", phones: ["+1 617 555 0127"])]) == [["a", "b"]])
    }

    // MARK: Numbering

    @Test func theSameBookGivesTheSameGroupsInTheSameOrder() throws {
        var records: [ContactRecord] = []
        for index in 0..<40 {
            // Every fourth an Ann Lee, the rest desks with no full name, numbers and emails shared in threes.
            records.append(record("p\(index)", index % 4 == 0 ? "Ann Lee" : "Desk \(index)",
                                  phones: ["+1 212 555 \(1000 + index % 13)"],
                                  emails: index % 3 == 0 ? ["p\(index % 7)@example.com"] : []))
        }
        let book = try book(records)
        let first = try book.duplicateGroups(settings: settings())
        #expect(!first.isEmpty)
        #expect(first.map(\.number) == Array(1...first.count))
        for _ in 0..<3 { #expect(try book.duplicateGroups(settings: settings()) == first) }
        // Strongest first: evidence never grows down the listing.
        let strengths = first.map(\.evidence.strength)
        #expect(strengths == strengths.sorted(by: >))
        #expect(try book.hasDuplicates(settings: settings()))
        #expect(try !self.book(Array(records.prefix(1))).hasDuplicates(settings: settings()))
    }
}
