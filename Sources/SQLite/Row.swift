import CSQLite

/// The current row of a stepping statement; valid only until the next step.
public struct Row {
    let statement: Statement

    private var handle: OpaquePointer { statement.handle }

    /// True when column `index` (0-based) is NULL.
    public func isNull(_ index: Int32) -> Bool {
        sqlite3_column_type(handle, index) == SQLITE_NULL
    }

    public func int64(_ index: Int32) -> Int64 {
        sqlite3_column_int64(handle, index)
    }

    public func int(_ index: Int32) -> Int {
        Int(sqlite3_column_int64(handle, index))
    }

    public func bool(_ index: Int32) -> Bool {
        sqlite3_column_int64(handle, index) != 0
    }

    public func double(_ index: Int32) -> Double {
        sqlite3_column_double(handle, index)
    }

    /// The column as text; "" for NULL (use `optionalText` to tell them apart).
    public func text(_ index: Int32) -> String {
        optionalText(index) ?? ""
    }

    public func optionalText(_ index: Int32) -> String? {
        guard let pointer = sqlite3_column_text(handle, index) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// Calls `body` with the column's UTF-8 bytes without copying them.
    public func withTextBytes<T>(_ index: Int32, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let pointer = sqlite3_column_text(handle, index)
        let count = Int(sqlite3_column_bytes(handle, index))
        return try body(UnsafeRawBufferPointer(start: pointer, count: pointer == nil ? 0 : count))
    }

    /// The column's UTF-8 bytes, not copied: valid until the statement
    /// steps again or is reset (empty for NULL).
    public func textBytes(_ index: Int32) -> UnsafeRawBufferPointer {
        let pointer = sqlite3_column_text(handle, index)
        let count = Int(sqlite3_column_bytes(handle, index))
        return UnsafeRawBufferPointer(start: pointer, count: pointer == nil ? 0 : count)
    }

    /// How column `index` is stored in this row: SQLite types values, not columns.
    public func storageClass(_ index: Int32) -> StorageClass {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: return .integer
        case SQLITE_FLOAT: return .real
        case SQLITE_TEXT: return .text
        case SQLITE_BLOB: return .blob
        default: return .null
        }
    }

    /// The number of columns in the row.
    public var columnCount: Int32 { sqlite3_column_count(handle) }

    /// The name of column `index` as the query gives it.
    public func columnName(_ index: Int32) -> String {
        sqlite3_column_name(handle, index).map { String(cString: $0) } ?? ""
    }

    /// The column's bytes as stored: for TEXT, its encoding's bytes exactly,
    /// even when they are not valid UTF-8 (no conversion, no repair).
    public func blob(_ index: Int32) -> [UInt8] {
        guard let pointer = sqlite3_column_blob(handle, index) else { return [] }
        let count = Int(sqlite3_column_bytes(handle, index))
        return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }
}

/// SQLite's five storage classes: the type of one stored value.
public enum StorageClass: UInt8, Sendable {
    case null = 0, integer, real, text, blob
}
