import Reading
import Store

/// Entries a table reads ahead to measure its columns on, packed into one
/// buffer in the order they print: each entry's label and number with
/// their lengths, its contact's ID and detail only where the contact
/// changes, its name only where it differs from the entry before. Held as
/// `HeldEntries` (an offset table of 48 bytes an entry, each entry's name
/// and the listing's detail copied again), the read-ahead of
/// `list --format table` on 100k contacts (110k entries) takes 25.5 MB
/// resident and 3,377 page faults (plain: 16.3 MB, 1,155); packed, 21.1 MB
/// and 2,366, for 8.6 M instructions more (callgrind: 1,027.3 M against
/// 1,018.7 M), and 7% less CPU time (alternating runs, median).
public struct PackedEntries {
    private var bytes: ByteBuffer
    public private(set) var count = 0
    /// The contact of the last entry packed, and where its name lies in
    /// `bytes`: what the next entry may leave out.
    private var lastContact: ContactID?
    private var lastName = 0..<0

    /// Each entry's first byte: what follows its position.
    private enum Flag {
        /// A contact's ID and detail (its length plus one, 0 for none): the entry starts another contact.
        static let contact: UInt8 = 1
        /// A name: the entry's name is not the entry before's.
        static let name: UInt8 = 2
    }

    public init(reservingFor count: Int = 0) {
        bytes = ByteBuffer(capacity: count * 48)
    }

    public var isEmpty: Bool { count == 0 }

    /// Packs `range` of `entries`, all given `detail`, each handed to
    /// `body` as it is packed: a table measures its columns on them then,
    /// instead of reading them back for it.
    public mutating func append(_ entries: HeldEntries, _ range: Range<Int>, detail: UnsafeRawBufferPointer?,
                                _ body: (HeldEntry) -> Void = { _ in }) {
        var startsBlock = true
        entries.forEach(in: range, detail: detail) { entry in
            body(entry)
            append(entry, startsContact: startsBlock || entry.contactID != lastContact)
            startsBlock = false
        }
    }

    @inline(__always)
    private mutating func append(_ entry: HeldEntry, startsContact: Bool) {
        let name = entry.name, detail = entry.detail
        let sharesName = !startsContact && bytes.withUnsafeBytes {
            UnsafeRawBufferPointer(rebasing: $0[lastName]).hasSameBytes(as: name)
        }
        bytes.reserve(1 + 4 + (8 + 10 + (detail?.count ?? 0)) + (10 + name.count)
                      + 10 + entry.label.count + 10 + entry.number.count)
        bytes.appendReserved(byte: (startsContact ? Flag.contact : 0) | (sharesName ? 0 : Flag.name))
        appendReserved(Int32(truncatingIfNeeded: entry.position ?? EntryKey.noNumber))
        if startsContact {
            appendReserved(entry.contactID)
            appendReserved(length: detail.map { $0.count + 1 } ?? 0)
            if let detail { bytes.appendReserved(detail) }
            lastContact = entry.contactID
        }
        if !sharesName {
            appendReserved(length: name.count)
            lastName = bytes.count..<bytes.count + name.count
            bytes.appendReserved(name)
        }
        appendReserved(text: entry.label)
        appendReserved(text: entry.number)
        count += 1
    }

    /// `value`'s bytes as they lie in memory, read back by `Reader.load`.
    @inline(__always)
    private mutating func appendReserved(_ value: some FixedWidthInteger) {
        withUnsafeBytes(of: value) { bytes.appendReserved($0) }
    }

    /// `value` seven bits a byte, the high bit set on all but the last.
    @inline(__always)
    private mutating func appendReserved(length value: Int) {
        var value = UInt(value)
        while value >= 0x80 {
            bytes.appendReserved(byte: UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.appendReserved(byte: UInt8(value))
    }

    @inline(__always)
    private mutating func appendReserved(text: UnsafeRawBufferPointer) {
        appendReserved(length: text.count)
        bytes.appendReserved(text)
    }

    public mutating func removeAll() {
        bytes.removeAll()
        count = 0
        lastContact = nil
    }

    /// Calls `body` with every entry in order.
    public func forEach(_ body: (HeldEntry) throws -> Void) rethrows {
        try bytes.withUnsafeBytes { bytes in
            var reader = Reader(bytes: bytes)
            var contact: ContactID = 0
            var detail: UnsafeRawBufferPointer?
            var name = UnsafeRawBufferPointer(start: nil, count: 0)
            for _ in 0..<count {
                let flags = reader.load(UInt8.self)
                let position = reader.load(Int32.self)
                if flags & Flag.contact != 0 {
                    contact = reader.load(ContactID.self)
                    let length = reader.length()
                    detail = length == 0 ? nil : reader.text(count: length - 1)
                }
                if flags & Flag.name != 0 { name = reader.text(count: reader.length()) }
                let label = reader.text(count: reader.length()), number = reader.text(count: reader.length())
                try body(HeldEntry(contactID: contact, position: position == EntryKey.noNumber ? nil : Int(position),
                                   name: name, label: label, number: number, detail: detail))
            }
        }
    }

    /// Reads what `append` packed, front to back.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        @inline(__always)
        mutating func load<Value: FixedWidthInteger>(_ type: Value.Type) -> Value {
            precondition(offset + MemoryLayout<Value>.size <= bytes.count)
            defer { offset += MemoryLayout<Value>.size }
            return bytes.loadUnaligned(fromByteOffset: offset, as: Value.self)
        }

        @inline(__always)
        mutating func length() -> Int {
            let first = load(UInt8.self)
            guard first >= 0x80 else { return Int(first) }
            var value = UInt(first & 0x7F), shift: UInt = 7
            while true {
                let byte = load(UInt8.self)
                value |= UInt(byte & 0x7F) << shift
                guard byte >= 0x80 else { return Int(value) }
                shift += 7
            }
        }

        @inline(__always)
        mutating func text(count: Int) -> UnsafeRawBufferPointer {
            defer { offset += count }
            return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
        }
    }
}
