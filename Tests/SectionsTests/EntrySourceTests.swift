import Contacts
import Reading
import Store
import Testing
@testable import Sections

/// The contacts screen reads through `EntrySource` alone: a source that is
/// no book, entries held in memory, gives the screen those entries make,
/// and `list`'s printer reads a section's rest from it the same way.
@Suite("The contacts screen from a source that is no book")
struct EntrySourceTests {
    /// Entries in list order, none of them starred, each section's count
    /// and what remains worked out from them.
    struct EntriesInMemory: EntrySource {
        let entries: [PhoneEntry]

        private func kept(_ query: EntryQuery) -> [PhoneEntry] {
            guard !query.starredOnly else { return [] }
            return entries.filter { entry in query.section.map { SortKey.sectionTitle(ofRawKey: entry.key.sortKey) == $0 } ?? true }
        }

        func reading<T>(_ body: () throws -> T) throws -> T { try body() }

        func batch(_ query: EntryQuery, beyond key: EntryKey?, forward: Bool, limit: Int,
                   texts: EntryBatch.Texts) throws -> EntryBatch {
            let beyond = kept(query).filter { entry in key.map { forward ? entry.key > $0 : entry.key < $0 } ?? true }
            let count = limit < 0 ? beyond.count : min(limit, beyond.count)
            return EntryBatch(Array(forward ? beyond.prefix(count) : beyond.suffix(count)))
        }

        func contactCountsBySection(_ query: EntryQuery) throws -> [String: Int] {
            let kept = kept(query)
            return Dictionary(grouping: Set(kept.map(\.contactID)), by: { id in
                SortKey.sectionTitle(ofRawKey: kept.first { $0.contactID == id }!.key.sortKey)
            }).mapValues(\.count)
        }

        func remaining(_ query: EntryQuery, after key: EntryKey) throws -> RemainingEntries {
            let after = kept(query).filter { $0.key > key }
            let continues = after.first?.contactID == key.contactID
            return RemainingEntries(contacts: Set(after.map(\.contactID)).count, continuesContact: continues)
        }

        func contact(_ id: ContactID) throws -> ContactDetail? { nil }
    }

    static func entry(_ id: ContactID, _ name: String, _ sortKey: String, _ position: Int) -> PhoneEntry {
        PhoneEntry(key: EntryKey(sortKey: sortKey, contactID: id, position: position), uid: "u\(id)", name: name,
                   phone: position < 0 ? nil : PhoneRecord(label: "home", number: "555-01\(id)\(position)"))
    }

    let source = EntriesInMemory(entries: [
        entry(1, "Ada Lovelace", "Lovelace\u{1}Ada", 0), entry(1, "Ada Lovelace", "Lovelace\u{1}Ada", 1),
        entry(2, "Leo Lux", "Lux\u{1}Leo", -1), entry(3, "Alan Turing", "Turing\u{1}Alan", 0),
    ])

    @Test func theScreenIsTheSectionsTheEntriesMake() throws {
        let screen = try ContactsScreen.build(ContactsState(settings: AppSettings(), pages: .loadMore(size: 2)),
                                              from: source)
        #expect(screen.sections.map(\.id.description) == ["links", "L", "T"])
        let section = try #require(screen.section(.letter("L")))
        #expect(section.rows.map(\.id.description) == ["L/phone:1:0", "L/phone:1:1", "L/loadMore"])
        #expect(section.rows.last?.pageRequest?.remaining == 1)
    }

    @Test func aContinuedSectionsRestIsReadFromTheSource() throws {
        let screen = try ContactsScreen.build(ContactsState(settings: AppSettings(), pages: .continued(size: 1)),
                                              from: source)
        var rest = SectionRest(try #require(screen.section(.letter("L"))?.continuation), texts: .uids)
        var names: [String] = []
        while let batch = try rest.next(1, from: source) {
            batch.forEach { names.append(String(decoding: $0.name, as: UTF8.self)) }
        }
        #expect(names == ["Ada Lovelace", "Leo Lux"])
    }
}
