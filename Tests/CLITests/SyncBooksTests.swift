import Foundation
import Testing
import TestSupport

/// A sync with several books here: it reads and writes the default book,
/// and a book of its own (a copy of a card among them) is no part of it.
extension SyncCommandTests {
    @Test(arguments: [CardDAVServer.Kind.radicale])
    func aSyncKeepsToTheDefaultBookAndLeavesTheOthersAlone(_ kind: CardDAVServer.Kind) throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(kind, in: folder)
            try world.server.putCard(name: "ada.vcf", card: SyncWorld.card("ada", "Ada Lovelace"))
            try world.importHere([SyncWorld.card("grace", "Grace Hopper")])
            #expect(try world.run("books", "create", "work").status == 0)
            let work = folder.appendingPathComponent("work.vcf")
            try (SyncWorld.card("ada", "Ada at Work", phone: "+1 555 0199") + SyncWorld.card("kate", "Katherine Johnson"))
                .write(to: work, atomically: true, encoding: .utf8)
            #expect(try world.run("import", "--book", "work", work.path).status == 0)

            let first = try world.sync()
            #expect(first.result.status == 0, "\(first.result.stderr)")
            #expect(first.count("applied_here") == 1 && first.count("uploaded") == 1, "\(first.result.stdout)")
            #expect(try Set(world.remoteCards().keys) == ["ada", "grace"], "work's cards stay here")
            let books = try world.run("books").stdout
            #expect(books.hasPrefix("default\t2\tdefault\tdav: ") && books.hasSuffix("\nwork\t2\t-\t-\n"), "\(books)")
            let ada = try world.run("export", "--book", "work", "ada").stdout
            #expect(ada.contains("FN:Ada at Work"), "the copy in work keeps its own card: \(ada)")
            try world.expectConverged()
        }
    }
}
