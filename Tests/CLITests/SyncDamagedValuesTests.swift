import Foundation
import Store
import SyncState
import Testing
import TestSupport

/// A server's version whose PHOTO (LOGO, SOUND, KEY) is damaged against
/// the card here never replaces it, also when the damage comes later than
/// the upload's read-back: the iPhone card's photo of 32,531 bytes, cut
/// to the 36 of its first line as stray CRs left in it by a server made it.
@Suite("sync keeps whole binary values", .serialized)
struct SyncDamagedValuesTests {
    /// The iPhone card, synced up; its href on the server and the card here.
    static func syncedIPhoneCard(in folder: URL) throws -> (world: SyncWorld, href: String, here: [UInt8]) {
        let world = try SyncWorld(.radicale, in: folder)
        #expect(try world.run("import", Repository.realClientVCards.appendingPathComponent("John_Doe_IPHONE.vcf").path).status == 0)
        let up = try world.sync()
        #expect(up.result.status == 0 && up.count("uploaded") == 1, "\(up.result.stdout) \(up.result.stderr)")
        #expect(try world.sync().result.status == 0, "the server has listed the upload")
        let href = try #require(try world.server.members().keys.first)
        return (world, href, try storedCard(world))
    }

    static func storedCard(_ world: SyncWorld) throws -> [UInt8] {
        let book = try AddressBook.open(at: world.database)
        let contact = try #require(try book.syncLocalContacts(in: 1).first)
        return try #require(try book.storedCard(of: contact.id))
    }

    /// The server's card unfolded, its PHOTO cut to the first 48 base64 characters (36 bytes), `change` applied, PUT back.
    static func damageThere(_ world: SyncWorld, _ href: String, change: (String) -> String = { $0 }) throws {
        let name = String(href.split(separator: "/").last!)
        let stored = String(decoding: try #require(try world.server.card(name: name)).card, as: UTF8.self)
        let unfolded = stored.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\n ", with: "")
        let damaged = unfolded.replacingOccurrences(of: #"(?m)^(PHOTO[^:]*:.{48})[^\r\n]*"#, with: "$1", options: .regularExpression)
        #expect(damaged != unfolded)
        try world.server.putCard(name: name, card: change(damaged))
    }

    @Test func aPhotoCutShortThereNeverReplacesTheWholeOneHere() throws {
        try withTemporaryDirectory { folder in
            let (world, href, here) = try Self.syncedIPhoneCard(in: folder)
            try Self.damageThere(world, href)
            let down = try world.sync()
            #expect(down.result.status == 0, "\(down.result.stdout) \(down.result.stderr)")
            #expect(down.count("applied_here") == 0 && down.count("changed_by_server") == 1, "\(down.result.stdout)")
            #expect((down.json["rewritten_by_server"] as? [String]) == ["Mr. John Richter James Doe Sr. (PHOTO cut to 36 bytes of 32,531)"],
                    "\(down.result.stdout)")
            #expect(try Self.storedCard(world) == here, "the card here keeps every byte")
            let text = try world.run("sync")
            #expect(text.status == 0 && text.stderr.isEmpty, "nothing new to say: \(text.stderr)")

            // The damaged version is the base: an edit here goes up whole, over it.
            #expect(try world.run("edit", "John Richter", "--set-note", "whole again").status == 0)
            let repaired = try world.sync()
            #expect(repaired.count("uploaded") == 1, "\(repaired.result.stdout) \(repaired.result.stderr)")
            let name = String(href.split(separator: "/").last!)
            let there = String(decoding: try #require(try world.server.card(name: name)).card, as: UTF8.self)
            #expect(there.count > 40_000 && there.contains("whole again"), "\(there.count)")
            #expect(try world.sync().result.status == 0, "the server has listed the upload")

            // Another client's whole photo (the Lotus Notes card's JPEG, 7,957 bytes) is a change, not damage.
            let lotus = String(decoding: try Data(contentsOf: Repository.realClientVCards.appendingPathComponent("John_Doe_LOTUS_NOTES.vcf")),
                               as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\n ", with: "")
            let photo = try #require(lotus.range(of: #"(?m)^PHOTO[^\r\n]*"#, options: .regularExpression).map { String(lotus[$0]) })
            let unfolded = there.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\n ", with: "")
            try world.server.putCard(name: name, card: unfolded.replacingOccurrences(
                of: #"(?m)^PHOTO[^\r\n]*"#, with: NSRegularExpression.escapedTemplate(for: photo), options: .regularExpression))
            let replaced = try world.sync()
            #expect(replaced.result.status == 0 && replaced.count("applied_here") == 1 && replaced.count("changed_by_server") == 0,
                    "\(replaced.result.stdout) \(replaced.result.stderr)")
            #expect(String(decoding: try Self.storedCard(world), as: UTF8.self).contains(String(photo.suffix(40))))
        }
    }

    @Test func aPhotoCutShortBesideAnotherChangeThereIsAConflict() throws {
        try withTemporaryDirectory { folder in
            let (world, href, here) = try Self.syncedIPhoneCard(in: folder)
            try Self.damageThere(world, href) { $0.replacingOccurrences(of: "TITLE:Money Counter", with: "TITLE:Bean Counter") }
            let down = try world.sync()
            #expect(down.result.status == 3, "\(down.result.stdout) \(down.result.stderr)")
            let line = (down.json["conflict_lines"] as? [String])?.first ?? ""
            #expect(line.contains("PHOTO cut to 36 bytes of 32,531") && line.contains("TITLE"), "\(line)")
            #expect(try Self.storedCard(world) == here)
            #expect(try world.run("sync", "conflicts").stdout.contains("Mr. John Richter James Doe Sr."))
        }
    }
}
