import Foundation
import Testing
import TestSupport

/// What each command searches, through the built binary, on
/// Tests/HostileCards/search-colliding-cards.vcf: Ann Smith, and Bob Jones
/// living on Smith Street (nicknames, a title, a note of two lines, two
/// CATEGORIES lines); Zoë Ångström in 2.1 quoted-printable, with an accented
/// nickname and note and a Latin-1 address; Grace
/// Hopper, and Grace Brewster Murray to merge into her.
/// `list --search` finds the whole card; `email` and a CONTACT argument
/// the names alone (a CONTACT argument the numbers too).
@Suite("What each command searches")
struct WholeCardSearchTests {
    /// A book of the colliding cards; `body` gets its path.
    private func withBook(_ body: (String) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let file = Repository.hostileCards.appendingPathComponent("search-colliding-cards.vcf").path
            let imported = try phonebook("import", "--db", db, "--quiet", file)
            try #require(imported.status == 0, "\(imported.stderr)")
            try body(db)
        }
    }

    /// The UIDs `list --search text` lists, in list order (exit 1: none).
    private func listed(_ text: String, in db: String) throws -> [String] {
        let result = try phonebook("list", "--db", db, "--format", "plain", "--search", text)
        #expect(result.status == (result.stdout.isEmpty ? 1 : 0), "\(text): \(result.stderr)")
        return result.stdout.split(separator: "\n").map { $0.split(separator: "\t") }
            .filter { $0[1] != "link" }.map { String($0[3]) }
    }

    /// The addresses `email --format aerc text` offers (exit 1: none).
    private func mailed(_ text: String, in db: String) throws -> [String] {
        let result = try phonebook("email", "--db", db, "--format", "aerc", text)
        #expect(result.status == (result.stdout.isEmpty ? 1 : 0), "\(text): \(result.stderr)")
        return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    }

    /// The UID `show text` shows, nil when it names no contact.
    private func shown(_ text: String, in db: String) throws -> String? {
        let result = try phonebook("show", "--db", db, "--format", "json", text)
        guard result.status == 0 else {
            #expect(result.stderr.hasPrefix("phonebook: no contact matches"), "\(text): \(result.stderr)")
            return nil
        }
        let screen = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return (screen["contact"] as? [String: Any])?["uid"] as? String
    }

    @Test func listSearchFindsEveryPartOfTheCard() throws {
        try withBook { db throws in
            // Both Smiths: one by name, one by street. In family-name order.
            #expect(try listed("smith", in: db) == ["bob-jones", "ann-smith"])
            for text in ["smith street", "flat 3", "springfield", "62701", "usa", "master baker", "bakery",
                         "sourdough", "choir", "neighbours", "allotment", "bobby", "rye, the baker", "jones bob",
                         "sons", "0122"] {
                #expect(try listed(text, in: db) == ["bob-jones"], "\(text)")
            }
            // Accents and case folded on both sides; ß spelled out.
            for text in ["ANGSTROM", "zoe angstrom", "Ångström Zoë", "grosse strasse", "zurich", "schweiz", "creme lover",
                         "zoizo"] {
                #expect(try listed(text, in: db) == ["zoe"], "\(text)")
            }
            // One line of a note at a time: the end of one and the start of the next are not one word.
            #expect(try listed("bakeryfavourite", in: db) == [])
        }
    }

    @Test func aMailQueryMatchesNamesNicknamesOrganizationAndAddressesOnly() throws {
        try withBook { db throws in
            // "smith" must not offer everyone living on Smith Street.
            #expect(try mailed("smith", in: db) == ["ann@example.org"])
            for text in ["bobby", "rye, the", "jones bob", "sons", "bob@"] {
                #expect(try mailed(text, in: db) == ["bob@example.org"], "\(text)")
            }
            #expect(try mailed("angstrom", in: db) == ["zoe@example.ch"])
            for text in ["smith street", "springfield", "master", "bakery", "choir", "zurich", "crème", "0122", "555"] {
                #expect(try mailed(text, in: db) == [], "\(text)")
            }
        }
    }

    @Test func aContactArgumentMatchesNamesNicknamesAndNumbersNotTheRestOfTheCard() throws {
        try withBook { db throws in
            // The search tier: Ann by a part of her name, not Bob by his street.
            #expect(try shown("mith", in: db) == "ann-smith")
            #expect(try shown("bobby", in: db) == "bob-jones")
            #expect(try shown("rye, the", in: db) == "bob-jones")
            #expect(try shown("ngstr", in: db) == "zoe")
            #expect(try shown("0122", in: db) == "bob-jones")
            for text in ["springfield", "bakery", "neighbours", "master baker", "zurich"] {
                #expect(try shown(text, in: db) == nil, "\(text)")
            }
        }
    }

    @Test func aMergedContactIsFoundByTheNameMergedAway() throws {
        try withBook { db throws in
            let merged = try phonebook("merge", "--db", db, "--yes", "Grace Hopper", "Grace Brewster Murray")
            try #require(merged.status == 0, "\(merged.stderr)")
            #expect(try listed("brewster", in: db) == ["grace"])
            #expect(try mailed("brewster", in: db) == ["grace@navy.example"])
            #expect(try shown("brewster murray", in: db) == "grace")
            // Undone, each is found by its own name again.
            #expect(try phonebook("undo", "--db", db).status == 0)
            #expect(try listed("brewster", in: db) == ["brewster"])
            #expect(try mailed("brewster", in: db) == [])
        }
    }
}

/// The browser's search finds the whole card, as `list --search` does.
@Suite("The browser searches the whole card", .tags(.tmux), .serialized,
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct BrowseWholeCardSearchTests {
    @Test func aStreetANoteWordACategoryAndANicknameEachFindTheirContact() throws {
        try withTemporaryDirectory { folder in
            let file = Repository.hostileCards.appendingPathComponent("search-colliding-cards.vcf").path
            let (tmux, _) = try browseImported(file, in: folder)
            for (text, found) in [("smith street", "Bob Jones"), ("sourdough", "Bob Jones"), ("neighbours", "Bob Jones"),
                                  ("zurich", "Zoë Ångström"), ("rye, the", "Bob Jones")] {
                try tmux.sendKeys("/")
                try tmux.sendKeys("-l", text)
                // The rows follow when the last search is answered: the one contact, no other.
                try tmux.waitForScreen { screen in
                    screen.first == "Contacts  /\(text)" && screen.contains { $0.hasPrefix("  \(found)") }
                        && !screen.contains { $0.hasPrefix("  Ann Smith") || $0.hasPrefix("  Grace") }
                }
                try tmux.sendKeys("Escape")
                try tmux.waitForScreen { $0.first == "Contacts" }
            }
            try tmux.sendKeys("Q")
            try tmux.waitUntilEnded()
        }
    }
}
