import Store

/// Entries of a listing copied out of the rows the store lends
/// (`AddressBook.forEachEntry`) into one buffer: what a table keeps past
/// the call that lends them, to measure its columns on or to wait for the
/// next contact's name, without a string or a `PhoneEntry` per entry.
public struct HeldEntries {
    /// Offsets into `bytes`: plain values, so entries copy without a retain.
    private struct Entry {
        var contactID: ContactID
        var position: Int
        var name: Range<Int>, label: Range<Int>, number: Range<Int>
        /// The detail the entry was released with (`SharedNameLookahead`).
        var detail: Range<Int>?
        /// The contact's detail as the listing kept it: nil when not read
        /// with the entry, `.some(nil)` when the contact has none.
        var listedDetail: Range<Int>??
    }

    private var bytes = ByteBuffer()
    /// The entries held: the first `entryCount`, the array kept from
    /// contact to contact (emptying it cost 12.6 M of `list --format
    /// table`'s 1,164 M instructions on 100k contacts, callgrind).
    private var entries: [Entry] = []
    private var entryCount = 0

    public init() {}

    public var count: Int { entryCount }
    public var isEmpty: Bool { entryCount == 0 }

    /// The contact of the first entry held.
    var firstContact: ContactID? { entryCount > 0 ? entries[0].contactID : nil }

    public mutating func append(_ columns: EntryColumns) {
        append(contactID: columns.contactID, position: columns.position ?? EntryKey.noNumber, name: columns.name,
               label: columns.label, number: columns.number, detail: nil, listedDetail: columns.listedDetail)
    }

    public mutating func append(_ entry: HeldEntry) {
        append(contactID: entry.contactID, position: entry.position ?? EntryKey.noNumber, name: entry.name,
               label: entry.label, number: entry.number, detail: entry.detail)
    }

    private mutating func append(contactID: ContactID, position: Int, name: UnsafeRawBufferPointer,
                                 label: UnsafeRawBufferPointer, number: UnsafeRawBufferPointer,
                                 detail: UnsafeRawBufferPointer?, listedDetail: UnsafeRawBufferPointer?? = nil) {
        bytes.reserve(name.count + label.count + number.count + (detail?.count ?? 0) + ((listedDetail ?? nil)?.count ?? 0))
        let name = copy(name), label = copy(label), number = copy(number)
        add(Entry(contactID: contactID, position: position, name: name, label: label, number: number,
                  detail: detail.map { copy($0) }, listedDetail: listedDetail.map { $0.map { copy($0) } }))
    }

    @inline(__always)
    private mutating func add(_ entry: Entry) {
        if entryCount < entries.count { entries[entryCount] = entry } else { entries.append(entry) }
        entryCount += 1
    }

    /// Copies `text` within the room `append` made.
    @inline(__always)
    private mutating func copy(_ text: UnsafeRawBufferPointer) -> Range<Int> {
        let start = bytes.count
        bytes.appendReserved(text)
        return start..<bytes.count
    }

    /// Appends `range` of `other`'s entries, all given `detail`: their
    /// text copied in one block, where entry by entry a table reading ahead
    /// copied each text again (41 M of `list --format table`'s 1,201 M
    /// instructions on 100k contacts, callgrind).
    public mutating func append(_ other: HeldEntries, _ range: Range<Int>, detail: UnsafeRawBufferPointer?) {
        guard let first = other.entries[range].first else { return }
        let start = first.name.lowerBound
        let end = range.upperBound < other.entryCount ? other.entries[range.upperBound].name.lowerBound : other.bytes.count
        let shift = bytes.count - start
        other.bytes.withUnsafeBytes { bytes.append(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
        let detail = detail.map { detail in
            let detailStart = bytes.count
            bytes.append(detail)
            return detailStart..<bytes.count
        }
        func shifted(_ range: Range<Int>) -> Range<Int> { range.lowerBound + shift..<range.upperBound + shift }
        for entry in other.entries[range] {
            add(Entry(contactID: entry.contactID, position: entry.position, name: shifted(entry.name),
                      label: shifted(entry.label), number: shifted(entry.number), detail: detail,
                      listedDetail: entry.listedDetail.map { $0.map(shifted) }))
        }
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
    /// order, given `detail` when one is given.
    public func forEach(in range: Range<Int>? = nil, detail: UnsafeRawBufferPointer?? = nil,
                        _ body: (HeldEntry) throws -> Void) rethrows {
        try bytes.withUnsafeBytes { bytes in
            for entry in entries[range ?? 0..<entryCount] {
                try body(HeldEntry(contactID: entry.contactID,
                                   position: entry.position == EntryKey.noNumber ? nil : entry.position,
                                   name: UnsafeRawBufferPointer(rebasing: bytes[entry.name]),
                                   label: UnsafeRawBufferPointer(rebasing: bytes[entry.label]),
                                   number: UnsafeRawBufferPointer(rebasing: bytes[entry.number]),
                                   detail: detail ?? entry.detail.map { UnsafeRawBufferPointer(rebasing: bytes[$0]) }))
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

    /// The detail as a string.
    public var detailText: String? { detail.map { String(decoding: $0, as: UTF8.self) } }

    /// The cells of the row `Row.entry(_:in:)` makes of the entry, written without making the row.
    /// Inlinable with the kinds' own: a table's writer is then specialized
    /// into them, where through witness tables each cell cost a generic call
    /// chain (callgrind, `list --format table` on 10k contacts: 217 M
    /// instructions, 206 M inlined).
    @inlinable
    public func writeCells(to writer: inout some CellWriter) {
        guard position != nil else { return ContactRow.writeCells(name: name, detail: detail, to: &writer) }
        PhoneEntryRow.writeCells(name: name, detail: detail, label: label, number: number, to: &writer)
    }
}
