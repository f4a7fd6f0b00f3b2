import Foundation
import Store
import SyncState
import Testing
import TestSupport

/// What a sync sends, against each server: a vCard 2.1 card as a 3.0
/// rendering of the same fields, every card CRLF with BEGIN/END upper
/// case, while the card here keeps its bytes and nothing counts as an edit.
@Suite("sync uploads what servers take", .serialized)
struct SyncUploadTextTests {
    static let servers = CardDAVServer.Kind.allCases

    @Test(arguments: servers)
    func uploadsAreNormalisedAndTheCardHereKeepsItsBytes(_ kind: CardDAVServer.Kind) throws {
        // A lower-case BEGIN with a REV was stored wrapped in a second BEGIN:VCARD by one server;
        // an iPhone's CR CR LF left stray CRs in a PHOTO on another.
        let odd = "BEGIN:vCard\nVERSION:3.0\nUID:odd\nFN:Odd Lines\nN:Lines;Odd;;;\r\r\nREV:2020-01-01T00:00:00Z\nend:vcard\n"
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder)
            try world.importHere([odd])
            let first = try world.sync()
            #expect(first.result.status == 0, "\(first.result.stdout) \(first.result.stderr)")
            #expect(first.count("uploaded") == 1, "\(first.result.stdout)")
            let stored = try #require(try world.server.cards().values.first)
            let text = String(decoding: stored, as: UTF8.self)
            #expect(text.hasPrefix("BEGIN:VCARD\r\n") && text.hasSuffix("END:VCARD\r\n"), "\(text.debugDescription)")
            #expect(text.components(separatedBy: "BEGIN:VCARD").count == 2, "one card, not wrapped in another")
            #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\r")
                    && !text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "CRLF only: \(text.debugDescription)")
            let book = try AddressBook.open(at: world.database)
            let contact = try #require(try book.syncLocalContacts(in: 1).first)
            #expect(try book.storedCard(of: contact.id) == Array(odd.utf8), "the card here keeps its bytes")
            try world.expectConverged()
        }
    }

    @Test(arguments: servers)
    func aVCard21CardIsUploadedAsThreePointZeroAndStaysTwoPointOneHere(_ kind: CardDAVServer.Kind) throws {
        let old = "BEGIN:VCARD\r\nVERSION:2.1\r\nUID:old-phone\r\n"
            + "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;\r\n"
            + "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=C3=BCller\r\n"
            + "TEL;CELL:+49 170 1234567\r\nEND:VCARD\r\n"
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder)
            try world.importHere([old])
            let first = try world.sync()
            #expect(first.result.status == 0, "\(first.result.stdout) \(first.result.stderr)")
            #expect(first.count("uploaded") == 1 && first.count("changed_by_server") == 0, "\(first.result.stdout)")
            let stored = String(decoding: try #require(try world.server.cards().values.first), as: UTF8.self)
            #expect(stored.contains("VERSION:3.0\r\n") && stored.contains("FN:Jürgen Müller\r\n")
                    && stored.contains("TEL;TYPE=CELL:+49 170 1234567\r\n"), "\(stored)")
            #expect(!stored.contains("QUOTED-PRINTABLE") && !stored.contains("CHARSET"))
            let book = try AddressBook.open(at: world.database)
            let contact = try #require(try book.syncLocalContacts(in: 1).first)
            #expect(try book.storedCard(of: contact.id) == Array(old.utf8), "the card here keeps its bytes")
            let second = try world.sync()
            #expect(second.result.status == 0, "\(second.result.stdout) \(second.result.stderr)")
            #expect(second.requests("put") == 0 && second.requests("multiget") == 0 && second.count("applied_here") == 0,
                    "the conversion is no edit on either side: \(second.result.stdout)")
        }
    }
}
