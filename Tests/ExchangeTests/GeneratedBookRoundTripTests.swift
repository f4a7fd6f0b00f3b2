import Foundation
@testable import Reading
@testable import Store
import Exchange
import Testing
import TestSupport

/// The benchmark's generated book, round-tripped in-process: what `show` is built
/// from (``ContactDetail``) must be the same for every contact after
/// import → export → import into a fresh database.
@Suite("export of a generated 10k book")
struct GeneratedBookRoundTripTests {
    @Test func tenThousandCardsComeBackAsTheSameContacts() throws {
        try withTemporaryDirectory { folder in
            let generated = folder.appendingPathComponent("book.vcf")
            let generator = Repository.cardGenerator.path
            let run = try runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["python3", generator, "10000", "1"])
            try #require(run.status == 0, "\(run.stderr)")
            try Data(run.stdout.utf8).write(to: generated)

            let original = try AddressBook.open(at: folder.appendingPathComponent("original.sqlite3").path)
            let first = try Importer(book: original).run(try ImportInput.resolve([generated.path]))
            #expect(first.added == 10_000 && first.errors.isEmpty)
            var exported: [UInt8] = []
            try CardExport.write(from: original) { exported += $0 }

            let copy = try AddressBook.open(at: folder.appendingPathComponent("copy.sqlite3").path)
            let again = try Importer(book: copy).run([ImportInput(bytes: exported, name: "export.vcf")])
            #expect(again.added == 10_000 && again.errors.isEmpty)
            let before = try original.detailsByUID(), after = try copy.detailsByUID()
            #expect(before.count == 10_000 && after.count == 10_000)
            var differing: [String] = []
            for (uid, detail) in before where after[uid] != detail { differing.append(uid) }
            #expect(differing.isEmpty, "\(differing.count) contacts differ, e.g. \(differing.prefix(3))")
        }
    }
}

extension AddressBook {
    /// Every contact's detail keyed by UID, with the database id left out.
    func detailsByUID() throws -> [String: ContactDetail] {
        let ids = try database.prepare("SELECT id FROM contacts").map([]) { $0.int64(0) }
        var details: [String: ContactDetail] = [:]
        for id in ids {
            guard var detail = try contactDetail(id) else { continue }
            detail.id = 0
            details[detail.uid] = detail
        }
        return details
    }
}
