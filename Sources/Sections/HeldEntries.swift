import Reading
import Store

/// Entries of a listing copied out of the rows the store lends
/// (`AddressBook.forEachEntry`) into one buffer: what a table keeps past
/// the call that lends them to wait for the next contact's name
/// (`SharedNameLookahead`), without a string or a `PhoneEntry` per entry.
/// What it reads ahead to measure its columns on it packs (`PackedEntries`).
public struct HeldEntries {
    /// Offsets into `bytes`: plain values, so entries copy without a retain.
    private struct Entry {
        var contactID: ContactID
        /// The contact's book, when the listing names books (`EntryColumns.book`); 0 otherwise.
        var book: BookID
        var position: Int32
        /// The contact's detail as the listing kept it, at `listedStart..<listedEnd`.
        var listed: Listed
        /// The name, label and number, one after another from `start`.
        var start: UInt32, nameEnd: UInt32, labelEnd: UInt32, numberEnd: UInt32
        var listedStart: UInt32 = 0, listedEnd: UInt32 = 0

        enum Listed: UInt8 {
            /// Not read with the entry (read by the join), or not kept: only a contact's first entry keeps it.
            case notRead
            /// The contact has none.
            case none
            case kept
        }

        var name: Range<Int> { Int(start)..<Int(nameEnd) }
        var label: Range<Int> { Int(nameEnd)..<Int(labelEnd) }
        var number: Range<Int> { Int(labelEnd)..<Int(numberEnd) }
        /// As `EntryColumns.listedDetail`: nil when not read, `.some(nil)` when the contact has none.
        var listedDetail: Range<Int>?? {
            switch listed {
            case .notRead: nil
            case .none: .some(nil)
            case .kept: Int(listedStart)..<Int(listedEnd)
            }
        }
    }

    private var bytes: ByteBuffer
    /// The entries held: the first `entryCount`, the array kept from
    /// contact to contact so its storage is reused, not freed and grown again.
    private var entries: [Entry] = []
    private var entryCount = 0

    public init() {
        bytes = ByteBuffer()
    }

    public var count: Int { entryCount }
    public var isEmpty: Bool { entryCount == 0 }

    /// The contact of the first entry held.
    var firstContact: ContactID? { entryCount > 0 ? entries[0].contactID : nil }

    /// The book of entry `index`'s contact, when the listing names books.
    public func book(at index: Int) -> BookID? {
        let book = entries[index].book
        return book == 0 ? nil : book
    }

    /// Copies the entry the store lends. The listing's detail is kept with
    /// a contact's first entry only, the one the lookahead reads it from.
    public mutating func append(_ columns: EntryColumns) {
        let followsItsContact = entryCount > 0 && entries[entryCount - 1].contactID == columns.contactID
        let name = columns.name, label = columns.label, number = columns.number
        let listedDetail = followsItsContact ? nil : columns.listedDetail
        let listed = listedDetail ?? nil
        // One check that every offset fits, then offsets added without one each.
        let total = name.count + label.count + number.count + (listed?.count ?? 0)
        precondition(bytes.count + total <= Int(UInt32.max), "held text past 4 GB")
        bytes.reserve(total)
        let start = UInt32(truncatingIfNeeded: bytes.count)
        let nameEnd = start &+ UInt32(truncatingIfNeeded: name.count)
        let labelEnd = nameEnd &+ UInt32(truncatingIfNeeded: label.count)
        let numberEnd = labelEnd &+ UInt32(truncatingIfNeeded: number.count)
        bytes.appendReserved(name)
        bytes.appendReserved(label)
        bytes.appendReserved(number)
        var entry = Entry(contactID: columns.contactID, book: columns.book ?? 0,
                          position: Int32(truncatingIfNeeded: columns.position ?? EntryKey.noNumber),
                          listed: .notRead, start: start, nameEnd: nameEnd, labelEnd: labelEnd, numberEnd: numberEnd)
        if let listedDetail {
            if let listed = listedDetail {
                entry.listed = .kept
                entry.listedStart = numberEnd
                entry.listedEnd = numberEnd &+ UInt32(truncatingIfNeeded: listed.count)
                bytes.appendReserved(listed)
            } else {
                entry.listed = .none
            }
        }
        add(entry)
    }

    @inline(__always)
    private mutating func add(_ entry: Entry) {
        if entryCount < entries.count { entries[entryCount] = entry } else { entries.append(entry) }
        entryCount += 1
    }


    public mutating func removeAll() {
        bytes.removeAll()
        entryCount = 0
    }

    /// Calls `body` with the first entry's detail as the listing kept it
    /// (nil when the contact has none), and returns what it returns; nil
    /// when its row did not carry one (read by the join).
    func withFirstListedDetail<Result>(_ body: (UnsafeRawBufferPointer?) throws -> Result) rethrows -> Result? {
        guard entryCount > 0, let listed = entries[0].listedDetail else { return nil }
        return try bytes.withUnsafeBytes { bytes in try body(listed.map { UnsafeRawBufferPointer(rebasing: bytes[$0]) }) }
    }

    /// Calls `body` with each entry of `range` (every entry when nil) in
    /// order, given `detail`.
    public func forEach(in range: Range<Int>? = nil, detail: UnsafeRawBufferPointer? = nil,
                        _ body: (HeldEntry) throws -> Void) rethrows {
        // By index, not through a slice of `entries`, which would retain the
        // array for every contact.
        let range = range ?? 0..<entryCount
        precondition(range.upperBound <= entryCount)
        try bytes.withUnsafeBytes { bytes in
            for index in range {
                let entry = entries[index]
                try body(HeldEntry(contactID: entry.contactID,
                                   position: entry.position == EntryKey.noNumber ? nil : Int(entry.position),
                                   name: UnsafeRawBufferPointer(rebasing: bytes[entry.name]),
                                   label: UnsafeRawBufferPointer(rebasing: bytes[entry.label]),
                                   number: UnsafeRawBufferPointer(rebasing: bytes[entry.number]),
                                   detail: detail))
            }
        }
    }
}

/// One entry of `HeldEntries`, its text borrowed for the call that hands it over.
public struct HeldEntry {
    public var contactID: ContactID
    /// The number's position on the card; nil for a contact with no number.
    public var position: Int?
    public var name: UnsafeRawBufferPointer
    public var label: UnsafeRawBufferPointer
    public var number: UnsafeRawBufferPointer
    /// What tells the contact apart from a neighbour of the same name (`SharedNameLookahead`), as UTF-8.
    public var detail: UnsafeRawBufferPointer?

    /// The cells of the row `Row.entry(_:in:)` makes of the entry, written without making the row.
    /// Inlinable with the kinds' own: a table's writer is then specialized
    /// into them, where through witness tables each cell costs a generic
    /// call chain.
    @inlinable
    public func writeCells(to writer: inout some CellWriter) {
        guard position != nil else { return ContactRow.writeCells(name: name, detail: detail, to: &writer) }
        PhoneEntryRow.writeCells(name: name, detail: detail, label: label, number: number, to: &writer)
    }
}
