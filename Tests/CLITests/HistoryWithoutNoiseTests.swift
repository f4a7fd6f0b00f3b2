import Foundation
import Testing
import TestSupport

/// No change, no entry: an import whose cards are all unchanged adds no
/// step to `history`, even from a source it had not seen, so `undo` goes to
/// the change a person made.
@Suite("History records only what changed")
struct HistoryWithoutNoiseTests {
    private func historyLines(_ db: String) throws -> [Substring] {
        let history = try phonebook("history", "--db", db, "--format", "plain")
        #expect(history.status == 0, "\(history.stderr)")
        return history.stdout.split(separator: "\n")
    }

    @Test func anUnchangedImportFromANewSourceLeavesNoEntryAndUndoGoesPastIt() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let cards = folder.appendingPathComponent("cards")
            try FileManager.default.createDirectory(at: cards, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Examples/contacts.vcf"),
                                             to: cards.appendingPathComponent("contacts.vcf"))
            #expect(try phonebook("import", "--db", db, cards.path).status == 0)
            #expect(try phonebook("star", "--db", db, "Grace Hopper").status == 0)
            let again = try phonebook("import", "--db", db, cards.appendingPathComponent("contacts.vcf").path)
            #expect(again.status == 0 && again.stderr.hasPrefix("0 added, 0 updated, 12 unchanged"), "\(again.stderr)")
            let lines = try historyLines(db)
            #expect(lines.count == 2 && lines[0].contains("\tstar\t") && lines[1].contains("\timport\t"), "\(lines)")
            // The undo a person types reverts the star, not an invisible step.
            let undo = try phonebook("undo", "--db", db)
            #expect(undo.status == 0 && undo.stdout.contains("star"), "\(undo.stdout)\(undo.stderr)")
            let shown = try phonebook("show", "--db", db, "--format", "plain", "Grace Hopper")
            #expect(shown.stdout.contains("\tStarred\tno\n"), "\(shown.stdout)")
        }
    }

    @Test func anImportThatChangesOneContactIsOneEntryThatUndoReverts() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let file = folder.appendingPathComponent("contacts.vcf")
            let original = try String(contentsOf: Repository.root.appendingPathComponent("Examples/contacts.vcf"), encoding: .utf8)
            try original.write(to: file, atomically: true, encoding: .utf8)
            #expect(try phonebook("import", "--db", db, file.path).status == 0)
            try original.replacingOccurrences(of: "FN:Alan Turing", with: "FN:Alan M. Turing")
                .write(to: file, atomically: true, encoding: .utf8)
            let changed = try phonebook("import", "--db", db, file.path)
            #expect(changed.stderr.hasPrefix("0 added, 1 updated, 11 unchanged"), "\(changed.stderr)")
            #expect(try historyLines(db).count == 2)
            let before = try phonebook("show", "--db", db, "--format", "plain", "alan-turing-0001")
            #expect(before.stdout.contains("\tName\tAlan M. Turing\n"), "\(before.stdout)")
            #expect(try phonebook("undo", "--db", db).status == 0)
            let after = try phonebook("show", "--db", db, "--format", "plain", "alan-turing-0001")
            #expect(after.stdout.contains("\tName\tAlan Turing\n"), "\(after.stdout)")
        }
    }
}
