import Foundation
import Testing
import TestSupport

/// docs/commands.md, "Finding a contact": each tier against contacts made
/// to collide with it. An exact display name picks its contact even where
/// another has the same given and family names.
@Suite("Naming a contact: every tier against collisions")
struct ContactNamingTiersTests {
    /// A book of contacts that collide tier by tier; returns its path and each one's UID by name.
    private func collidingBook(in folder: URL) throws -> (db: String, uid: [String: String]) {
        let db = folder.appendingPathComponent("book.sqlite3").path
        var uid: [String: String] = [:]
        for arguments in [
            ["--name", "Ann Lee", "--given", "Ann", "--family", "Lee", "--phone", "mobile=555-0100"],
            ["--name", "Dr. Ann Lee", "--given", "Ann", "--family", "Lee", "--phone", "work=555-0101"],
            ["--name", "Lee", "--phone", "home=555-0102"],
            ["--name", "Acme", "--org", "Acme", "--phone", "work=555-0103"],
            ["--name", "Wile E. Coyote", "--org", "Acme", "--phone", "work=+1 212 555 0199"],
        ] {
            let added = try phonebook(arguments: ["add", "--db", db] + arguments)
            #expect(added.status == 0, "\(added.stderr)")
            uid[arguments[1]] = added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return (db, uid)
    }

    /// The name `show` picks for `text`, or nil with the number of candidates it offers.
    private func picked(_ text: String, db: String) throws -> (name: String?, candidates: Int) {
        let shown = try phonebook("show", "--db", db, "--format", "json", text)
        guard shown.status == 0 else {
            #expect(shown.status == 1 && shown.stderr.hasPrefix("phonebook: \"\(text)\" matches "), "\(shown.stderr)")
            return (nil, shown.stderr.split(separator: "\n").count - 1)
        }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        return ((json["contact"] as? [String: Any])?["name"] as? String, 1)
    }

    @Test func anExactDisplayNameWinsOverTheSameGivenAndFamilyNames() throws {
        try withTemporaryDirectory { folder in
            let (db, _) = try collidingBook(in: folder)
            #expect(try picked("Ann Lee", db: db).name == "Ann Lee")
            #expect(try picked("ann lee", db: db).name == "Ann Lee")  // case and accents aside
            #expect(try picked("Dr. Ann Lee", db: db).name == "Dr. Ann Lee")
            // Family first names both alike and neither as shown: the choice stays the person's.
            #expect(try picked("Lee, Ann", db: db) == (nil, 2))
        }
    }

    @Test func aUIDWinsOverEveryName() throws {
        try withTemporaryDirectory { folder in
            let (db, uid) = try collidingBook(in: folder)
            let acme = try #require(uid["Acme"])
            #expect(try picked(acme, db: db).name == "Acme")
        }
    }

    @Test func aNameBegunOffersEveryoneItBeginsUnlessOneIsThatName() throws {
        try withTemporaryDirectory { folder in
            let (db, _) = try collidingBook(in: folder)
            #expect(try picked("Ann", db: db) == (nil, 2))
            #expect(try picked("Lee", db: db).name == "Lee")  // a contact named Lee, before those of family Lee
            #expect(try picked("Wile", db: db).name == "Wile E. Coyote")
        }
    }

    @Test func aNumberPicksItsContactAndItsLastDigitsTheOnesThatEndSo() throws {
        try withTemporaryDirectory { folder in
            let (db, _) = try collidingBook(in: folder)
            #expect(try picked("555 0101", db: db).name == "Dr. Ann Lee")
            #expect(try picked("+1 (212) 555-0199", db: db).name == "Wile E. Coyote")
            #expect(try picked("0199", db: db).name == "Wile E. Coyote")
        }
    }

    @Test func anythingElseASearchFindsWhereAnExactDisplayNameStillWins() throws {
        try withTemporaryDirectory { folder in
            let (db, _) = try collidingBook(in: folder)
            #expect(try picked("Acme", db: db).name == "Acme")  // the organization of two, the name of one
            #expect(try picked("coyote", db: db).name == "Wile E. Coyote")
        }
    }

    /// Two of the real clients' cards are named exactly "John Doe"; others merely contain it.
    @Test func theRealClientsJohnDoeOffersTheTwoNamedSo() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let imported = try phonebook("import", "--db", db, Repository.realClientVCards.path)
            #expect(imported.status == 0 || imported.status == 2, "\(imported.stderr)")
            let shown = try phonebook("show", "--db", db, "John Doe")
            #expect(shown.status == 1)
            let candidates = shown.stderr.split(separator: "\n").dropFirst()
            #expect(candidates.count == 2 && candidates.allSatisfy { $0.hasPrefix("  John Doe — ") }, "\(shown.stderr)")
        }
    }
}
