import Store

/// Entries of a listing copied out of the rows the store lends
/// (`AddressBook.forEachEntry`) into one buffer: what a table keeps past
/// the call that lends them, to measure its columns on or to wait for the
/// next contact's name, without a string or a `PhoneEntry` per entry.
public struct HeldEntries {
    private struct Entry {
        var contactID: ContactID
        var position: Int
        var name: Range<Int>, label: Range<Int>, number: Range<Int>
        var detail: String?
        /// The contact's detail as the listing kept it: nil when not read
        /// with the entry, `.some(nil)` when the contact has none.
        var listedDetail: Range<Int>??
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []

    public init() {}

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    /// The contact of the first entry held.
    var firstContact: ContactID? { entries.first?.contactID }

    public mutating func append(_ columns: EntryColumns) {
        append(contactID: columns.contactID, position: columns.position ?? EntryKey.noNumber, name: columns.name,
               label: columns.label, number: columns.number, detail: nil, listedDetail: columns.listedDetail)
    }

    /// The first entry's detail as the listing kept it: nil when its row
    /// did not carry one (read by the join), `.some(nil)` when the contact has none.
    var firstListedDetail: String?? {
        guard let listed = entries.first?.listedDetail else { return nil }
        guard let range = listed else { return .some(nil) }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    public mutating func append(_ entry: HeldEntry) {
        append(contactID: entry.contactID, position: entry.position ?? EntryKey.noNumber, name: entry.name,
               label: entry.label, number: entry.number, detail: entry.detail)
    }

    private mutating func append(contactID: ContactID, position: Int, name: UnsafeRawBufferPointer,
                                 label: UnsafeRawBufferPointer, number: UnsafeRawBufferPointer, detail: String?,
                                 listedDetail: UnsafeRawBufferPointer?? = nil) {
        let nameStart = bytes.count
        Self.copy(name, to: &bytes)
        let labelStart = bytes.count
        Self.copy(label, to: &bytes)
        let numberStart = bytes.count
        Self.copy(number, to: &bytes)
        let numberEnd = bytes.count
        if let listed = listedDetail ?? nil { Self.copy(listed, to: &bytes) }
        entries.append(Entry(contactID: contactID, position: position, name: nameStart..<labelStart,
                             label: labelStart..<numberStart, number: numberStart..<numberEnd, detail: detail,
                             listedDetail: listedDetail.map { $0.map { _ in numberEnd..<bytes.count } }))
    }

    /// Appends `text` as typed bytes, which copy as one block: appended as
    /// raw bytes they were copied one at a time (23 M of 326 M instructions
    /// with `TableRow`'s copies, `list --format table` on 10k contacts).
    @inline(__always)
    private static func copy(_ text: UnsafeRawBufferPointer, to bytes: inout [UInt8]) {
        text.withMemoryRebound(to: UInt8.self) { bytes.append(contentsOf: $0) }
    }

    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }

    /// Calls `body` with each entry of `range` (every entry when nil) in
    /// order, given `detail` when one is given.
    public func forEach(in range: Range<Int>? = nil, detail: String?? = nil,
                        _ body: (HeldEntry) throws -> Void) rethrows {
        try bytes.withUnsafeBytes { bytes in
            for entry in entries[range ?? entries.indices] {
                try body(HeldEntry(contactID: entry.contactID,
                                   position: entry.position == EntryKey.noNumber ? nil : entry.position,
                                   name: UnsafeRawBufferPointer(rebasing: bytes[entry.name]),
                                   label: UnsafeRawBufferPointer(rebasing: bytes[entry.label]),
                                   number: UnsafeRawBufferPointer(rebasing: bytes[entry.number]),
                                   detail: detail ?? entry.detail))
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
    /// What tells the contact apart from a neighbour of the same name (`SharedNameLookahead`).
    public var detail: String?

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
