import CardEditing
import Contacts
import Foundation
import Reading
import Store
import Testing
import TestSupport
import VCard

/// Every vCard of the real-client corpus and of Tests/HostileCards.
private let corpusFiles: [URL] = [Repository.realClientVCards, Repository.hostileCards].flatMap { folder in
    ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
        .filter { $0.pathExtension == "vcf" }
}.sorted { $0.lastPathComponent < $1.lastPathComponent }

/// `edit` end to end on every card of the corpus: the edited card keeps every line the edit is not
/// about, reads back as edited after export and a fresh import, and `undo` gives the old bytes back.
@Suite("edit on every real and hostile card")
struct EditCorpusTests {
    static let newNumber = "+1 555 0199"
    static let newName = "New Name"

    /// One stored contact, as the store has it before the edit.
    struct Stored {
        var id: ContactID
        var uid: String
        var card: [UInt8]
        var detail: ContactDetail
    }

    @Test(arguments: corpusFiles)
    func addANumberRenameRemoveAnEmailThenUndo(file: URL) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let imported = try phonebook("import", "--quiet", "--db", db, file.path)
            #expect(imported.status == 0 || imported.status == 2, "\(imported.stderr)")
            let contacts = try Self.stored(db)
            #expect(!contacts.isEmpty)
            for (index, contact) in contacts.enumerated() {
                try check(contact, db: db, count: contacts.count, folder: folder, index: index)
            }
        }
    }

    func check(_ stored: Stored, db: String, count: Int, folder: URL, index: Int) throws {
        let label = "\(stored.uid)"
        let before = try exportBytes(db, stored.uid, folder)
        let removedEmail = try ContactDetails(card: stored.card).entries(.email).first?.value
        var arguments = ["edit", "--db", db, stored.uid, "--add-phone", "mobile=\(Self.newNumber)", "--set-name", Self.newName]
        if let removedEmail { arguments += ["--remove-email", removedEmail] }
        let edit = try phonebook(arguments: arguments)
        try #require(edit.status == 0, "\(label): \(edit.stderr)")

        // The same contact, under a new urn:uuid: UID when its card had none.
        let hadUID = layout(stored.card).card.uid.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? false
        let uid = try #require(try AddressBook.open(at: db).contactDetail(stored.id)?.uid)
        if hadUID { #expect(uid == stored.uid) } else { #expect(uid.hasPrefix("urn:uuid:"), "\(label)") }
        #expect(try contactCount(db) == count)

        // Every line the edit is not about is the same bytes, in the same order, and so is everything
        // between the lines.
        let after = try exportBytes(db, uid, folder)
        let old = layout(before), new = layout(after)
        #expect(gaps(new, after) == gaps(old, before), "\(label)")
        let stamped: Set<String> = ["FN", "N", "REV", "UID"]
        var removed: Set<Int> = []
        if let removedEmail {
            let index = try #require(old.card.properties.indices.first {
                old.card.properties[$0].name == "EMAIL" && old.card.properties[$0].text.trimmingCharacters(in: .whitespaces)
                    .lowercased() == removedEmail.lowercased()
            }, "\(label)")
            removed.insert(index)
            if let group = old.card.properties[index].group {
                let members = old.card.properties.indices.filter { old.card.properties[$0].group.map { VCard.sameGroup($0, group) } == true }
                if members.allSatisfy({ $0 == index || ["X-ABLABEL", "X-ABADR"].contains(old.card.properties[$0].name) }) {
                    removed.formUnion(members)
                }
            }
        }
        let keptBefore = old.card.properties.indices.filter { !stamped.contains(old.card.properties[$0].name) && !removed.contains($0) }
        let added = new.card.properties.indices.filter {
            new.card.properties[$0].name == "TEL" && PhoneDigits.digits(of: new.card.properties[$0].text) == "15550199"
        }
        #expect(added.count == 1, "\(label)")
        let keptAfter = new.card.properties.indices.filter { !stamped.contains(new.card.properties[$0].name) && !added.contains($0) }
        #expect(keptAfter.map { Array(after[new.spans[$0]]) } == keptBefore.map { Array(before[old.spans[$0]]) }, "\(label)")

        // Exported and imported into a fresh book, it is the edited contact.
        let exported = folder.appendingPathComponent("edited-\(index).vcf")
        try Data(after).write(to: exported)
        let fresh = folder.appendingPathComponent("fresh-\(index).sqlite3").path
        let reimport = try phonebook("import", "--quiet", "--db", fresh, exported.path)
        #expect(reimport.status == 0 || reimport.status == 2, "\(label): \(reimport.stderr)")
        let copies = try Self.stored(fresh)
        try #require(copies.count == 1, "\(label)")
        let copy = copies[0].detail
        #expect(copy.uid == uid)
        #expect(copy.name.display == Self.newName)
        #expect(copy.phones.map(\.number).sorted() == (stored.detail.phones.map(\.number) + [Self.newNumber]).sorted(), "\(label)")
        var emails = stored.detail.emails.map { $0.address.lowercased() }
        if let removedEmail, let gone = emails.firstIndex(of: removedEmail.lowercased()) { emails.remove(at: gone) }
        #expect(copy.emails.map { $0.address.lowercased() }.sorted() == emails.sorted(), "\(label)")

        // Undo gives back the exact card, under its old UID.
        let undo = try phonebook("undo", "--db", db)
        #expect(undo.status == 0, "\(label): \(undo.stderr)")
        #expect(try AddressBook.open(at: db).storedCard(of: stored.id) == stored.card, "\(label)")
        #expect(try exportBytes(db, stored.uid, folder) == before, "\(label)")
    }

    /// Every contact in the book at `db`, with its stored card.
    static func stored(_ db: String) throws -> [Stored] {
        let book = try AddressBook.open(at: db)
        var contacts: [Stored] = []
        try book.forEachStoredVersion(in: book.defaultBookID()) { uid, version in
            guard let card = try book.storedCard(of: version.id), let detail = try book.contactDetail(version.id) else { return }
            contacts.append(Stored(id: version.id, uid: uid, card: card, detail: detail))
        }
        return contacts.sorted { $0.id < $1.id }
    }

    /// `export CONTACT --output FILE`, read back as bytes (a card may hold bytes that are not UTF-8).
    func exportBytes(_ db: String, _ contact: String, _ folder: URL) throws -> [UInt8] {
        let file = folder.appendingPathComponent("export.vcf")
        let result = try phonebook("export", "--db", db, contact, "--output", file.path)
        guard result.status == 0 else { throw ExportFailed(message: result.stderr) }
        return [UInt8](try Data(contentsOf: file))
    }

    func layout(_ bytes: [UInt8]) -> CardLayout {
        bytes.withUnsafeBytes { CardLayout($0) }
    }

    /// Every byte outside the properties' lines (BEGIN, END, blank lines, skipped lines), in order;
    /// but a byte order mark before BEGIN (a card of files joined with `cat`), which is no line of
    /// the card: a written card is stored from its BEGIN line (`CardWrites`), so an edit drops it.
    func gaps(_ layout: CardLayout, _ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var copied = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for span in layout.spans {
            out += bytes[copied..<span.lowerBound]
            copied = span.upperBound
        }
        return out + bytes[copied...]
    }
}
