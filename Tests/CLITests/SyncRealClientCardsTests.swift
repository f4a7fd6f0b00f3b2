import Foundation
import Store
import SyncState
import Testing
import TestSupport

/// Every real-client card of ../shared/vcards/real-clients (old phones'
/// vCard 2.1 with quoted-printable, Outlook's, iPhone's CR CR LF) synced up
/// through each server and down into a second book: none lost, at most
/// the two the servers still refuse kept here only, each held there as
/// vCard 3.0, a second sync sending nothing but a failed card again.
@Suite("real-client cards through each server", .serialized)
struct SyncRealClientCardsTests {
    @Test(arguments: CardDAVServer.Kind.allCases)
    func everyRealClientCardGoesUpAndComesDown(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder)
            let files = try FileManager.default.contentsOfDirectory(at: Repository.realClientVCards, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "vcf" }.sorted { $0.path < $1.path }
            #expect(files.count >= 18)
            for file in files { _ = try world.run("import", file.path) }
            let here = try world.localCards().count
            let up = try world.sync()
            let (uploaded, refused, failed) = (up.count("uploaded"), up.count("refused"), up.count("errors"))
            #expect(uploaded + refused + failed == here, "each card uploaded, refused or failed, none lost: \(up.result.stdout)")
            // Still not taken after the 3.0 rendering: Radicale refuses 2 (400), SabreDAV 1 (415, an Outlook
            // card's line 9); Xandikos fails 2 (500: vobject chokes on the Lotus Notes card's PROFILE:VCard
            // and on a base64 value of 1,169 characters). They stay here; the bound catches a card newly refused or lost.
            #expect(refused + failed <= 2, "\(up.result.stdout)")
            #expect([0, 65, 75].contains(up.result.status), "\(up.result.stderr)")
            if kind == .radicale {
                // Radicale re-serialises every card; it changes the values of 4 (a name and two addresses
                // cut at a comma, UTF-8 read as Latin-1): only those are reported as rewritten.
                #expect(up.count("changed_by_server") <= 4, "\(up.json["rewritten_by_server"] ?? "")")
            }
            let stored = try world.server.cards().values.map { String(decoding: $0, as: UTF8.self) }
            #expect(stored.count == uploaded, "one resource a card taken")
            #expect(stored.allSatisfy { !$0.contains("VERSION:2.1") && !$0.contains("QUOTED-PRINTABLE") }, "held as 3.0 or 4.0")
            let again = try world.sync()
            #expect(again.requests("put") == failed && again.requests("multiget") == 0 && again.count("applied_here") == 0,
                    "a refused card is not sent again, nor is a stored one read again: \(again.result.stdout)")
            if failed > 0 {
                // A 500 to the same card at a third sync in a row makes it a refusal: the runs end.
                let third = try world.sync()
                #expect(third.result.status == 65 && third.count("refused") == failed, "\(third.result.stdout) \(third.result.stderr)")
                let fourth = try world.sync()
                #expect(fourth.result.status == 0 && fourth.requests("put") == 0 && fourth.json["token_stored"] as? Bool == true,
                        "\(fourth.result.stdout) \(fourth.result.stderr)")
            }

            let other = folder.appendingPathComponent("other.sqlite3").path
            let connect = try phonebook("connect", "dav", "--user", world.server.user, "--server", world.server.url,
                                        "--password-command", "echo \(world.server.password)", "--db", other)
            #expect(connect.status == 0, "\(connect.stderr)")
            let down = try phonebook("sync", "--format", "json", "--db", other)
            #expect(down.status == 0, "\(down.stdout) \(down.stderr)")
            #expect(try AddressBook.open(at: other).syncLocalContacts(in: 1).count == uploaded, "every card there comes down once")
        }
    }
}
