import Foundation
import Testing
import TestSupport

/// A group card is a card like any to a sync: a membership changed here is
/// its member lines uploaded, one changed on the server comes down, and
/// the group stays a group on both sides (Radicale, as iCloud keeps them).
@Suite("sync carries group cards", .serialized)
struct SyncGroupsTests {
    @Test func membershipChangesGoUpAndComeDown() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder)
            try world.server.putCard(name: "ada.vcf", card: SyncWorld.card("ada", "Ada Lovelace"))
            try world.server.putCard(name: "grace.vcf", card: SyncWorld.card("grace", "Grace Hopper", phone: "+1 555 0101"))
            try world.server.putCard(name: "family.vcf", card: GroupCards.appleGroup(uid: "family", name: "Family",
                                                                                      members: ["ada"]))
            let first = try world.sync()
            #expect(first.result.status == 0 && first.count("applied_here") == 3, "\(first.result.stdout)")
            #expect(!(try world.run("list", "--format", "plain").stdout.contains("Family")))
            #expect(try members(world) == ["Ada Lovelace"])

            // Here: Grace joins; the group card's new member line is what goes up.
            #expect(try world.run("edit", "grace", "--category", "family").status == 0)
            let up = try world.sync()
            #expect(up.result.status == 0 && up.count("uploaded") == 1, "\(up.result.stdout)")
            let there = String(decoding: try #require(try world.server.card(name: "family.vcf")).card, as: UTF8.self)
            #expect(there.contains("X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:grace\r\n")
                && there.contains("X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:ada\r\n"), "\(there)")
            #expect(!String(decoding: try #require(try world.server.card(name: "grace.vcf")).card, as: UTF8.self)
                .contains("CATEGORIES"))

            // There: Ada leaves; the changed group card comes down.
            try world.server.putCard(name: "family.vcf", card: GroupCards.appleGroup(uid: "family", name: "Family",
                                                                                      members: ["grace"]))
            let down = try world.sync()
            #expect(down.result.status == 0 && down.count("applied_here") == 1, "\(down.result.stdout)")
            #expect(try members(world) == ["Grace Hopper"])
            #expect(!(try world.run("list", "--format", "plain", "--search", "family").stdout.contains("Family")))
            try world.expectConverged()
        }
    }

    /// The names `list --category family` lists.
    private func members(_ world: SyncWorld) throws -> [String] {
        try world.run("list", "--format", "plain", "--category", "family").stdout.split(separator: "\n")
            .filter { !$0.hasPrefix("Links\t") }.map { String($0.split(separator: "\t")[4]) }
    }
}
