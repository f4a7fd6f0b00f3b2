import Foundation
import Testing
import TestSupport

/// Every vCard file a test can name: the real-client corpus, the sample book and the hostile cards.
private let roundTripFiles: [URL] = {
    let folders = [Repository.realClientVCards, Repository.hostileCards]
    let files = folders.flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "vcf" }
    }
    return (files + [Repository.root.appendingPathComponent("Examples/contacts.vcf")])
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
}()

@Suite("export gives every card back")
struct ExportRoundTripTests {
    /// Hostile files holding a card without its END: imported in part (exit 2), the export included.
    private static let cutOffFiles: Set = ["cut-off-at-end-of-file.vcf", "cut-off-by-next-begin.vcf"]

    @Test func theRoundTripCoversTheCorpusTheSampleAndTheHostileCards() {
        let names = Set(roundTripFiles.map(\.lastPathComponent))
        #expect(names.contains("John_Doe_IPHONE.vcf") && names.contains("contacts.vcf"))
        #expect(names.contains("qp-soft-break-then-blank-line.vcf") && names.contains("line-endings-cr.vcf"))
        #expect(names.isSuperset(of: Self.cutOffFiles.union(["unnamed-code-pages-2.1.vcf", "western-names-windows-1252.vcf",
                                                              "charset-named-on-another-line-2.1.vcf",
                                                              "android-continued-address-2.1.vcf", "control-byte-in-value.vcf"])))
    }

    /// import → export → import into a fresh database: every contact `show --format json` prints is the
    /// same, field for field (row ids, which hold database ids, aside).
    @Test(arguments: roundTripFiles)
    func importExportImportShowsTheSameContacts(file: URL) throws {
        try withTemporaryDirectory { folder in
            let original = folder.appendingPathComponent("original.sqlite3").path
            let copy = folder.appendingPathComponent("copy.sqlite3").path
            let exported = folder.appendingPathComponent("export.vcf").path
            let first = try phonebook("import", "--db", original, file.path)
            #expect(first.status == (Self.cutOffFiles.contains(file.lastPathComponent) ? 2 : 0), "\(first.stderr)")
            let export = try phonebook("export", "--db", original, "--output", exported)
            #expect(export.status == 0, "\(export.stderr)")
            let again = try phonebook("import", "--db", copy, exported)
            #expect(again.status == first.status && summary(again) == summary(first), "\(again.stderr)")

            let before = try shownContacts(in: original), after = try shownContacts(in: copy)
            #expect(!before.isEmpty)
            #expect(before.keys.sorted() == after.keys.sorted())
            for (uid, shown) in before {
                #expect(after[uid] == shown, "\(uid)")
            }
            let same = try phonebook("import", "--db", original, exported)
            #expect(summary(same).hasPrefix("0 added, 0 updated, \(before.count) unchanged"), "\(same.stderr)")
        }
    }

    /// The worst case by name: today's export dropped the blank line after `FN…:Joseph=`, so a
    /// fresh import named the contact `JosephTEL;CELL:+1 555 0100` and lost the number, and the note
    /// swallowed `BDAY:…`.
    @Test func qpSoftBreakFollowedByABlankLineKeepsTheNextProperty() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let exported = folder.appendingPathComponent("export.vcf").path
            let fresh = folder.appendingPathComponent("fresh.sqlite3").path
            let file = Repository.hostileCards.appendingPathComponent("qp-soft-break-then-blank-line.vcf").path
            #expect(try phonebook("import", "--db", db, file).status == 0)
            #expect(try phonebook("export", "--db", db, "--output", exported).status == 0)
            #expect(try phonebook("import", "--db", fresh, exported).status == 0)
            let joseph = try phonebook("show", "--db", fresh, "--format", "plain", "Joseph")
            #expect(joseph.status == 0, "\(joseph.stderr)")
            #expect(joseph.stdout.contains("\tName\tJoseph\n"))
            #expect(joseph.stdout.contains("\tNote\tAsked about the Straße; wants a call back before the weekend, "
                                           + "nothing else to add to this fairly long line\n"))
            #expect(joseph.stdout.contains("\tJoseph\tmobile\t+1 555 0100\n"))
        }
    }

    /// The last line on stderr: `N added, N updated, N unchanged, N skipped`.
    private func summary(_ result: CommandResult) -> String {
        result.stderr.split(separator: "\n").last.map(String.init) ?? ""
    }

    /// `show --format json` of every contact in `db`, by UID, without the rows' ids.
    private func shownContacts(in db: String) throws -> [String: String] {
        let list = try phonebook("list", "--db", db, "--format", "json")
        #expect(list.status == 0, "\(list.stderr)")
        let uids = Set(try rows(of: list.stdout).compactMap { $0["contact"] as? String })
        var shown: [String: String] = [:]
        for uid in uids {
            let show = try phonebook("show", "--db", db, "--format", "json", uid)
            #expect(show.status == 0, "\(show.stderr)")
            var screen = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
            screen["sections"] = (screen["sections"] as? [[String: Any]] ?? []).map { section in
                var section = section
                section["rows"] = (section["rows"] as? [[String: Any]] ?? []).map { $0.filter { $0.key != "id" } }
                return section
            }
            shown[uid] = String(decoding: try JSONSerialization.data(withJSONObject: screen, options: .sortedKeys),
                                as: UTF8.self)
        }
        return shown
    }

    private func rows(of json: String) throws -> [[String: Any]] {
        let screen = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (screen["sections"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
    }
}
