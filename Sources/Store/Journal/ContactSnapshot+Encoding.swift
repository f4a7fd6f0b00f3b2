import SQLite

/// How a snapshot is kept in `journal_snapshots.state`: one blob a contact,
/// so an import that updates thousands of contacts writes one row each.
///
/// Little-endian throughout: a version byte (1), then the number of tables;
/// each table is its name, its column names, its row count and the values
/// row by row. A string or bytes is a 32-bit length and the bytes; a value
/// is its storage class (`StorageClass` raw value) and then nothing (NULL),
/// 8 bytes (integer, or a real's bit pattern), or a length and the bytes.
extension ContactSnapshot {
    static let encodingVersion: UInt8 = 1

    func encoded() -> [UInt8] {
        var out = SnapshotBytes()
        out.bytes.append(Self.encodingVersion)
        out.append(count: tables.count)
        for table in tables {
            out.append(bytes: Array(table.table.utf8))
            out.append(count: table.columns.count)
            for column in table.columns { out.append(bytes: Array(column.utf8)) }
            out.append(count: table.rows.count)
            for row in table.rows {
                for value in row { out.append(value) }
            }
        }
        return out.bytes
    }

    /// The snapshot of contact `id` that `bytes` encode; throws when they are damaged.
    init(contactID id: Int64, decoding bytes: [UInt8]) throws(JournalDamaged) {
        var input = SnapshotReader(bytes: bytes)
        guard try input.byte() == Self.encodingVersion else { throw JournalDamaged() }
        var tables: [TableRows] = []
        for _ in 0..<(try input.count()) {
            var table = TableRows(table: try input.string(), columns: [], rows: [])
            for _ in 0..<(try input.count()) { table.columns.append(try input.string()) }
            for _ in 0..<(try input.count()) {
                var row: [StoredValue] = []
                row.reserveCapacity(table.columns.count)
                for _ in table.columns { row.append(try input.value()) }
                table.rows.append(row)
            }
            tables.append(table)
        }
        guard input.isAtEnd else { throw JournalDamaged() }
        self.init(contactID: id, tables: tables)
    }
}

/// A journal entry's saved state could not be read back (the database was damaged or edited by hand).
public struct JournalDamaged: Error, Sendable, Equatable {}

private struct SnapshotBytes {
    var bytes: [UInt8] = []

    mutating func append(count: Int) {
        append(UInt64(UInt32(count)), width: 4)
    }

    mutating func append(bytes more: [UInt8]) {
        append(count: more.count)
        bytes.append(contentsOf: more)
    }

    mutating func append(_ value: StoredValue) {
        switch value {
        case .null:
            bytes.append(StorageClass.null.rawValue)
        case .integer(let integer):
            bytes.append(StorageClass.integer.rawValue)
            append(UInt64(bitPattern: integer), width: 8)
        case .real(let real):
            bytes.append(StorageClass.real.rawValue)
            append(real.bitPattern, width: 8)
        case .text(let text):
            bytes.append(StorageClass.text.rawValue)
            append(bytes: text)
        case .blob(let blob):
            bytes.append(StorageClass.blob.rawValue)
            append(bytes: blob)
        }
    }

    private mutating func append(_ value: UInt64, width: Int) {
        for shift in stride(from: 0, to: width * 8, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
}

private struct SnapshotReader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() throws(JournalDamaged) -> UInt8 {
        guard offset < bytes.count else { throw JournalDamaged() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func count() throws(JournalDamaged) -> Int {
        Int(try integer(width: 4))
    }

    mutating func data() throws(JournalDamaged) -> [UInt8] {
        let count = try count()
        guard count <= bytes.count - offset else { throw JournalDamaged() }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    mutating func string() throws(JournalDamaged) -> String {
        String(decoding: try data(), as: UTF8.self)
    }

    mutating func value() throws(JournalDamaged) -> StoredValue {
        switch StorageClass(rawValue: try byte()) {
        case .null: return .null
        case .integer: return .integer(Int64(bitPattern: try integer(width: 8)))
        case .real: return .real(Double(bitPattern: try integer(width: 8)))
        case .text: return .text(try data())
        case .blob: return .blob(try data())
        case nil: throw JournalDamaged()
        }
    }

    private mutating func integer(width: Int) throws(JournalDamaged) -> UInt64 {
        guard width <= bytes.count - offset else { throw JournalDamaged() }
        var value: UInt64 = 0
        for index in 0..<width { value |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
        offset += width
        return value
    }
}
