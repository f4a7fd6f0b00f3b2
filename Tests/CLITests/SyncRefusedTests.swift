import Foundation
import Testing
import TestSupport

/// `sync refused`: the cards a server would not store, with its reason,
/// for a person (the card's name and the reason shown, never acted on by
/// the terminal) and for scripts (`--format json`, byte for byte).
@Suite("sync refused", .serialized)
struct SyncRefusedTests {
    /// A name that would set the terminal's clipboard and title if printed as it is.
    static let hostileName = "Mallory \u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}]0;pwned\u{07}Evil"

    @Test func theRefusedCardsAreListedWithTheServersReasonAndNeverAsConflicts() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder, proxied: true)
            let proxy = try #require(world.proxy)
            try world.importHere([SyncWorld.card("u0", "Person 0"), SyncWorld.card("u1", Self.hostileName),
                                  SyncWorld.card("u2", "Person 2")])
            proxy.inject(SyncFaultTests.refusal)  // the second PUT, in UID order: u1
            #expect(try world.sync().result.status == 65)

            let text = try world.run("sync", "refused")
            #expect(text.status == 0, "\(text.stderr)")
            let lines = text.stdout.split(separator: "\n")
            #expect(lines.count == 1, "\(text.stdout)")
            #expect(lines.first?.hasPrefix("dav: Mallory ␛]52;c;cm0gLXJmIH4=␇␛]0;pwned␇Evil (UID u1): "
                                           + "This resource only supports valid vcard data (HTTP 415, ") == true, "\(text.stdout)")
            #expect(text.stdout.hasSuffix("; kept here, sent again once edited\n"), "\(text.stdout)")
            #expect(!text.stdout.utf8.contains(0x1B) && !text.stdout.utf8.contains(0x07), "no control reaches the terminal")

            let json = try world.run("sync", "refused", "--format", "json")
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
            #expect(objects.count == 1)
            #expect(objects.first?["service"] as? String == "dav" && objects.first?["uid"] as? String == "u1")
            #expect(objects.first?["name"] as? String == Self.hostileName, "json keeps the name byte for byte")
            #expect(objects.first?["status"] as? Int == 415)
            #expect(objects.first?["reason"] as? String == "This resource only supports valid vcard data")

            #expect(try world.run("sync", "conflicts").stdout.isEmpty, "a refusal is no conflict")
            #expect(try world.run("sync", "refused", "dav", "--format", "json").stdout.contains("\"uid\":\"u1\""))
            #expect(try world.run("edit", "u1", "--set-note", "fixed").status == 0)
            #expect(try world.sync().result.status == 0)
            #expect(try world.run("sync", "refused").stdout.isEmpty, "taken once edited: no longer listed")
        }
    }
}
