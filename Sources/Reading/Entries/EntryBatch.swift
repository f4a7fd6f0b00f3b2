import SQLite
import Store

/// Entries as one statement selected them (`PageSQL`, `ContactSQL.columns`),
/// their text copied out of SQLite into storage of the batch's own, every
/// entry's one after another. A page is read into one and made into values
/// (`entries`); a printer streams a long section a batch at a time and
/// writes each entry from the batch's bytes (`forEach`), with no string or
/// value made of it, which would double the CPU time of a long listing.
public struct EntryBatch: Sendable {
    /// The texts a batch copies besides each entry's name, label and number
    /// (and its detail, where its query tells shared names apart): what its
    /// reader writes, and no more.
    public struct Texts: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Each contact's UID (a record prints it).
        public static let uids = Texts(rawValue: 1)
        /// Each entry's sort key, which its key (`entries`) holds; without,
        /// only the first entry's and the last's are kept, where a batch
        /// read after one begins and the next batch continues.
        public static let keys = Texts(rawValue: 2)
        public static let all: Texts = [.uids, .keys]
    }

    /// One entry: its contact, book and number, and where its texts lie in
    /// `text`: from `start`, its UID, name, label, number, sort key and
    /// detail one after another, each ending where the next starts.
    struct Slot {
        var contact: ContactID
        var book: BookID
        var position: Int32
        /// Its contact shares its name with the contact listed before or after it (`markSharedNames`).
        var sharesName = false
        /// Its sort key was copied (`Texts.keys`).
        var hasKey: Bool
        var start: UInt32
        var uidEnd: UInt32, nameEnd: UInt32, labelEnd: UInt32, numberEnd: UInt32, sortKeyEnd: UInt32, detailEnd: UInt32
    }

    let text: BatchText
    var slots: [Slot] = []
    /// Each book's name, when the entries name their book (`EntryQuery.namesBooks`).
    private let bookNames: [BookID: String]?

    /// The rows `statement` selects with `values`, at most `limit` (any
    /// number when negative), their columns found by name: `id`, `sort_key`,
    /// `name`, `position`, `label`, `number`, `uid` (copied with `texts`),
    /// `detail` (with `details`) and `book_id` (with `bookNames`).
    init(_ statement: Statement, _ values: [SQLiteValue], limit: Int, texts: Texts, details: Bool,
         bookNames: [BookID: String]?) throws {
        self.bookNames = bookNames
        // Room for the usual entry's texts, so that a batch seldom grows.
        let expected = limit < 0 ? 64 : min(limit, 4096)
        slots.reserveCapacity(expected)
        let text = BatchText(capacity: expected * (details ? 160 : 128))
        self.text = text
        func column(_ name: String) -> Int32 {
            guard let index = statement.columnIndex(name) else { preconditionFailure("no column \(name): \(statement.sql)") }
            return index
        }
        let id = column("id"), sortKey = column("sort_key"), name = column("name")
        let uid = texts.contains(.uids) ? column("uid") : nil, keys = texts.contains(.keys)
        let position = column("position"), label = column("label"), number = column("number")
        let detail = details ? statement.columnIndex("detail") : nil
        let book = bookNames == nil ? nil : statement.columnIndex("book_id")
        try statement.forEachRow(values) { row in
            func copy(_ column: Int32) -> UInt32 {
                text.append(row.textBytes(column))
                return UInt32(truncatingIfNeeded: text.count)
            }
            let start = UInt32(truncatingIfNeeded: text.count)
            let uidEnd = uid.map(copy) ?? start, nameEnd = copy(name), labelEnd = copy(label), numberEnd = copy(number)
            let hasKey = keys || slots.isEmpty || slots.count == limit - 1
            let sortKeyEnd = hasKey ? copy(sortKey) : numberEnd, detailEnd = detail.map(copy) ?? sortKeyEnd
            slots.append(Slot(contact: row.int64(id), book: book.map { row.int64($0) } ?? 0,
                              position: Int32(truncatingIfNeeded: row.int(position)), hasKey: hasKey, start: start,
                              uidEnd: uidEnd, nameEnd: nameEnd, labelEnd: labelEnd, numberEnd: numberEnd,
                              sortKeyEnd: sortKeyEnd, detailEnd: detailEnd))
        }
        precondition(text.count <= Int(UInt32.max), "a batch's text past 4 GB")
    }

    /// A batch of `entries`, read from anything else than a book's statement
    /// (an `EntrySource` that is no book, such as a test's); an entry with a
    /// detail keeps it shown.
    public init(_ entries: [PhoneEntry]) {
        var books: [String: BookID] = [:]
        for case let book? in entries.map(\.book) where books[book] == nil { books[book] = BookID(books.count + 1) }
        bookNames = books.isEmpty ? nil : Dictionary(uniqueKeysWithValues: books.map { ($1, $0) })
        let text = BatchText(capacity: entries.count * 128)
        self.text = text
        func copy(_ string: String) -> UInt32 {
            var string = string
            string.withUTF8 { text.append(UnsafeRawBufferPointer($0)) }
            return UInt32(truncatingIfNeeded: text.count)
        }
        for entry in entries {
            let start = UInt32(truncatingIfNeeded: text.count)
            let uidEnd = copy(entry.uid), nameEnd = copy(entry.name), labelEnd = copy(entry.phone?.label ?? "")
            let numberEnd = copy(entry.phone?.number ?? ""), sortKeyEnd = copy(entry.key.sortKey)
            slots.append(Slot(contact: entry.contactID, book: entry.book.flatMap { books[$0] } ?? 0,
                              position: Int32(truncatingIfNeeded: entry.key.position), sharesName: entry.detail != nil,
                              hasKey: true, start: start, uidEnd: uidEnd, nameEnd: nameEnd, labelEnd: labelEnd,
                              numberEnd: numberEnd, sortKeyEnd: sortKeyEnd, detailEnd: copy(entry.detail ?? "")))
        }
    }

    public var count: Int { slots.count }
    public var isEmpty: Bool { slots.isEmpty }

    /// The key of the last entry; nil when there is none, or its sort key was not copied.
    public var lastKey: EntryKey? {
        guard let last = slots.last, last.hasKey else { return nil }
        return key(at: slots.count - 1)
    }

    /// The entries in the opposite order: a page read backwards, nearest its key first, put in list order.
    mutating func reverse() {
        slots.reverse()
    }

    /// Each entry as a value, its detail where its contact shares its name
    /// (read with every text, `Texts.all`).
    public var entries: [PhoneEntry] {
        slots.indices.map { index in
            let slot = slots[index]
            return PhoneEntry(
                key: key(at: index), uid: string(slot.start, slot.uidEnd), name: string(slot.uidEnd, slot.nameEnd),
                phone: slot.position == EntryKey.noNumber ? nil
                    : PhoneRecord(label: string(slot.nameEnd, slot.labelEnd), number: string(slot.labelEnd, slot.numberEnd)),
                detail: slot.sharesName && slot.detailEnd > slot.sortKeyEnd ? string(slot.sortKeyEnd, slot.detailEnd) : nil,
                book: bookNames?[slot.book])
        }
    }

    func key(at index: Int) -> EntryKey {
        let slot = slots[index]
        return EntryKey(sortKey: string(slot.numberEnd, slot.sortKeyEnd), contactID: slot.contact,
                        position: Int(slot.position))
    }

    /// Each entry's name.
    var names: [String] {
        slots.map { string($0.uidEnd, $0.nameEnd) }
    }

    private func string(_ start: UInt32, _ end: UInt32) -> String {
        String(decoding: text[start, end], as: UTF8.self)
    }

    /// Calls `body` with each entry in order, its texts borrowed from the batch for the call.
    public func forEach(_ body: (ListedEntry) throws -> Void) rethrows {
        // The texts live as long as the batch, which the call holds.
        for slot in slots {
            try body(ListedEntry(
                contactID: slot.contact, position: slot.position == EntryKey.noNumber ? nil : Int(slot.position),
                uid: text[slot.start, slot.uidEnd], name: text[slot.uidEnd, slot.nameEnd],
                label: text[slot.nameEnd, slot.labelEnd], number: text[slot.labelEnd, slot.numberEnd],
                detail: slot.sharesName && slot.detailEnd > slot.sortKeyEnd ? text[slot.sortKeyEnd, slot.detailEnd] : nil,
                book: bookNames?[slot.book]))
        }
    }
}

/// One entry of an `EntryBatch`, its texts the batch's UTF-8 bytes, borrowed
/// for the call that hands it over (`EntryBatch.forEach`).
public struct ListedEntry {
    public var contactID: ContactID
    /// The number's position on the card; nil for a contact with no number.
    public var position: Int?
    public var uid: UnsafeRawBufferPointer
    /// The name in the display order asked for.
    public var name: UnsafeRawBufferPointer
    public var label: UnsafeRawBufferPointer
    public var number: UnsafeRawBufferPointer
    /// What tells the contact apart from a neighbour of the same name, where one is listed next to it.
    public var detail: UnsafeRawBufferPointer?
    /// Its book's name, when the entries name their book.
    public var book: String?
}
