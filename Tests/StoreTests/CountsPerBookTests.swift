@testable import Accounts
import Contacts
import Credentials
@testable import Migrations
@testable import Reading
@testable import SQLite
@testable import Store
@testable import SyncState
import Testing
import TestSupport

/// Migration 0036: the section counts and the letter counts are kept per
/// book, exact through every kind of write in either book, and a read of
/// one book reads its own (a read of every book sums them).
@Suite("Counts per book")
struct CountsPerBookTests {
    /// Each book's counts worked out here from the contacts' rows alone:
    /// "sort order book section" to its contacts, and with " letter" after
    /// it to its contacts with that bit. A group card is in no section.
    private func truth(_ db: Database) throws -> (sections: [String: Int], letters: [String: Int]) {
        var sections: [String: Int] = [:], letters: [String: Int] = [:]
        try db.prepare("SELECT book_id, sort_key_family, sort_key_given, letters FROM contacts WHERE is_group = 0")
            .forEachRow { row in
                for (order, key) in [("family-first", row.text(1)), ("given-first", row.text(2))] {
                    let section = "\(order) \(row.int64(0)) \(SortKey.sectionTitle(ofRawKey: key))"
                    sections[section, default: 0] += 1
                    for bit in 0..<36 where row.int64(3) & (1 << Int64(bit)) != 0 {
                        letters["\(section) \(bit)", default: 0] += 1
                    }
                }
            }
        return (sections, letters)
    }

    /// The counts the tables hold, as `truth` says them (a row of 0 is none).
    private func stored(_ db: Database) throws -> (sections: [String: Int], letters: [String: Int]) {
        var sections: [String: Int] = [:], letters: [String: Int] = [:]
        try db.prepare("SELECT sort_order, book_id, section, contacts FROM section_counts WHERE contacts > 0")
            .forEachRow { sections["\($0.text(0)) \($0.int64(1)) \($0.text(2))"] = $0.int(3) }
        try db.prepare("SELECT sort_order, book_id, section, letter, contacts FROM letter_counts WHERE contacts > 0")
            .forEachRow { letters["\($0.text(0)) \($0.int64(1)) \($0.text(2)) \($0.int(3))"] = $0.int(4) }
        return (sections, letters)
    }

    private func expectExact(_ db: Database, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (stored, truth) = (try stored(db), try truth(db))
        #expect(stored.sections == truth.sections, comment, sourceLocation: sourceLocation)
        #expect(stored.letters == truth.letters, comment, sourceLocation: sourceLocation)
    }

    /// The sample book in the default book, and a book "work" with some of
    /// the same people under other names, a namesake and a group card.
    private func twoBooks() throws -> (AddressBook, work: Book) {
        let book = try AddressBook.inMemory()
        try SampleBook.seed(book)
        let work = try book.createBook(BookName("work"))
        for record in Self.workContacts { _ = try book.add(record, to: work.id) }
        _ = try book.add(SampleBook.groupCard("team", "Team", members: ["w-ada"]), to: work.id)
        return (book, work)
    }

    private static let workContacts = [
        SampleBook.record("w-ada", "Ada King", "Ada", "King", emails: [("work", "ada@engines.example")]),
        SampleBook.record("w-alan", "Alan Turing", "Alan", "Turing", phones: [("work", "555-0142")]),
        SampleBook.record("w-wei", "王伟", "伟", "王"),
        SampleBook.record("w-zed", "Zed Zola", "Zed", "Zola", organization: "Zola & Co"),
    ]

    private func id(_ uid: String, in book: AddressBook, _ bookID: BookID) throws -> ContactID {
        try #require(try book.contactID(uid: uid, in: bookID))
    }

    @Test func theCountsOfEachBookStayExactThroughEveryWrite() throws {
        let (book, work) = try twoBooks()
        let db = book.database
        try expectExact(db, "added")
        #expect(try stored(db).sections["family-first \(work.id) K"] == 1)

        try book.replace(try id("w-ada", in: book, work.id),
                         with: SampleBook.record("w-ada", "Ada Byron", "Ada", "Byron", emails: [("home", "qx@example.org")]))
        try expectExact(db, "edit: a new section and other letters")
        try book.move([try id("grace", in: book, 1)], to: work)
        try expectExact(db, "move into work")
        _ = try book.copy([try id("ada", in: book, 1)], to: work)
        try expectExact(db, "copy into work")
        try book.remove([try id("w-zed", in: book, work.id)])
        try expectExact(db, "remove")
        try book.merge([try id("w-alan", in: book, work.id)], into: try id("ada", in: book, work.id),
                       record: SampleBook.record("ada", "Ada Lovelace", "Ada", "Lovelace", phones: [("work", "555-0142")]))
        try expectExact(db, "merge")
        _ = try book.importing(into: work.id, expectedCards: 1, now: 2) { writer in
            try writer.insert(SampleBook.record("w-emil", "Émile Zola", "Émile", "Zola"))
        }
        try expectExact(db, "an import row by row")
        _ = try book.importing(into: work.id, expectedCards: 10_000, now: 3) { writer in
            for index in 0..<30 { try writer.insert(SampleBook.record("w-\(index)", "Bo \(index)", "Bo", "Nilsson\(index)")) }
        }
        try expectExact(db, "a bulk import")
        #expect(try stored(db).sections["family-first \(work.id) N"] == 30, "the bulk import's")

        while (try? book.undo()) != nil {}
        try expectExact(db, "every change undone")
        #expect(try db.scalar("SELECT count(*) FROM contacts WHERE book_id = ?", work.id) == .integer(0))
    }

    /// A sync batch of new cards (written with the triggers off) counts
    /// them in the book its collection syncs with, and a sync's single
    /// writes through the triggers keep them.
    @Test func aSyncBatchCountsItsCardsInItsCollectionsBook() throws {
        let (book, work) = try twoBooks()
        try book.connect(service: ServiceName("dav"), user: UserName("ada"), serverURL: nil,
                         credential: .passwordCommand(try #require(PasswordCommand("echo secret"))))
        try book.mapCollection(service: "dav", url: "https://dav.example.org/w/", name: nil, to: work.id)
        let collection = try #require(try book.syncCollections(service: "dav").first)
        let commits = (0..<40).map { index in
            SyncCommit(change: .add(SampleBook.record("s-\(index)", "Sam \(index)", "Sam", ["Ode", "Ibsen"][index % 2])),
                       item: SyncItem(uid: "s-\(index)", href: "/w/s-\(index).vcf", etag: "\"\(index)\"",
                                      baseHash: "h\(index)", baseCard: [1], localHash: 1, contactID: nil))
        }
        try book.commitSync(collection, batch: commits, summary: "40 added, 0 changed, 0 removed")
        try expectExact(book.database, "a batch of new cards")
        #expect(try stored(book.database).sections["family-first \(work.id) O"] == 20)
        #expect(try stored(book.database).sections["family-first 1 O"] == nil)

        let sam = try id("s-0", in: book, work.id)
        try book.commitSync(collection, SyncCommit(change: .replace(sam, SampleBook.record("s-0", "Sam Ahl", "Sam", "Ahl"))))
        try book.commitSync(collection, SyncCommit(change: .remove(try id("s-1", in: book, work.id)), forget: "s-1"))
        try expectExact(book.database, "a sync's edit and removal")
    }

    /// A removed book's counts go with it, and its undo counts its contacts again.
    @Test func aRemovedBookLeavesNoCountsAndItsUndoBringsThemBack() throws {
        let (book, work) = try twoBooks()
        let db = book.database
        let before = try stored(db)
        try book.removeBook("work", withContacts: true)
        try expectExact(db, "removed")
        for table in ["section_counts", "letter_counts"] {
            #expect(try db.scalar("SELECT count(*) FROM \(table) WHERE book_id = ?", work.id) == .integer(0), "\(table)")
        }
        _ = try book.undo()
        try expectExact(db, "undone")
        #expect(try stored(db).sections == before.sections && stored(db).letters == before.letters)
    }

    /// A page of one book reads its own counts, as a page of every book
    /// reads every book's summed: a count changed in the table is what
    /// the read says. A search or the starred are still tallied.
    @Test func aReadOfOneBookReadsItsOwnCounts() throws {
        let (book, work) = try twoBooks()
        let every = EntryQuery(sortOrder: .familyFirst, displayOrder: .givenFirst)
        var one = every
        one.book = work.id
        var letter = one
        letter.search = SearchTerm("a")
        #expect(try book.reader.contactCountsBySection(one) == ["K": 1, "T": 1, "Z": 1, "#": 1])
        let everyCount = try book.reader.contactCountsBySection(every)
        #expect(everyCount["T"] == 2 && everyCount["K"] == 1 && everyCount["#"] == 3, "\(everyCount)")
        #expect(try book.reader.contactCountsBySection(letter) == ["K": 1, "T": 1, "Z": 1])

        try book.database.execute("UPDATE section_counts SET contacts = 7 WHERE book_id = \(work.id) AND section = 'T'")
        try book.database.execute("UPDATE letter_counts SET contacts = 5 WHERE book_id = \(work.id) AND letter = 0")
        #expect(try book.reader.contactCountsBySection(one)["T"] == 7)
        #expect(try book.reader.contactCountsBySection(every)["T"] == 8)
        #expect(try book.reader.contactCountsBySection(letter) == ["K": 5, "T": 5, "Z": 5])
        var starred = one
        starred.starredOnly = true
        #expect(try book.reader.contactCountsBySection(starred) == [:], "tallied: no starred contact in work")
    }

    /// A book at 0035 holding two books and a group card in each comes out
    /// of the migrations with every count by book, as the contacts say,
    /// and its triggers keep them through a move.
    @Test func theMigrationCountsAPopulatedBookOfTheOldShapeByBook() throws {
        var made: Book?
        let (db, old) = try OldSchema.sampleBook(before: 36) { old in
            let work = try old.createBook(BookName("work"))
            for record in Self.workContacts { _ = try old.add(record, to: work.id) }
            _ = try old.add(SampleBook.groupCard("family", "Family", members: ["ada"]))
            _ = try old.add(SampleBook.groupCard("team", "Team", members: ["w-ada"]), to: work.id)
            made = work
        }
        let columns = { (table: String) in
            try db.prepare("SELECT name FROM pragma_table_info(?)").map([table]) { $0.text(0) }
        }
        #expect(try !columns("section_counts").contains("book_id") && !columns("letter_counts").contains("book_id"))

        try SchemaMigrations.migrator.migrate(db)
        #expect(try columns("section_counts").contains("book_id") && columns("letter_counts").contains("book_id"))
        try expectExact(db, "migrated")
        #expect(try readModelDifferences(db) == [])
        let work = try #require(made)
        #expect(try stored(db).sections["family-first \(work.id) K"] == 1)
        #expect(try stored(db).sections.filter { $0.key.hasPrefix("family-first \(work.id) ") }.values.reduce(0, +) == 4)

        try old.move([try id("w-zed", in: old, work.id)], to: try old.defaultBook())
        try expectExact(db, "a move after the migration")
    }
}
