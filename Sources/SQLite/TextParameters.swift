import CSQLite

/// Text parameters gathered in one reused buffer and bound without a copy.
///
/// SQLite copies a string bound as SQLITE_TRANSIENT: a malloc, a memcpy and
/// a free per value, a sixth of an import's writer thread. These bytes are
/// bound as SQLITE_STATIC instead, which is sound only while the buffer
/// stays put; `Statement.run(_:)` binds and steps inside one borrow of it.
public struct TextParameters {
    private var bytes: [UInt8] = []
    private var slots: [Slot] = []

    private struct Slot {
        var index: Int32
        var start: Int
        var count: Int
    }

    public init() {
        bytes.reserveCapacity(4096)
        slots.reserveCapacity(16)
    }

    /// Forgets every value, keeping the memory for the next row.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
    }

    /// Sets the 1-based parameter `index` to `text`.
    public mutating func set(_ index: Int32, _ text: String) {
        let start = bytes.count
        // Through a buffer pointer the append is one memcpy; through the
        // UTF-8 view it went a byte at a time.
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        slots.append(Slot(index: index, start: start, count: bytes.count - start))
    }

    /// Sets the 1-based parameter `index` to UTF-8 `text` (or bytes that
    /// only claim to be: they are stored exactly as given).
    public mutating func set(_ index: Int32, utf8 text: some Collection<UInt8>) {
        let start = bytes.count
        bytes.append(contentsOf: text)
        slots.append(Slot(index: index, start: start, count: bytes.count - start))
    }

    /// Calls `bind(index, pointer, count)` for every value, with pointers
    /// valid only inside `body`.
    func withBindings<T>(_ bind: (Int32, UnsafePointer<CChar>, Int) throws(SQLiteError) -> Void,
                         then body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        let result: Result<T, SQLiteError> = bytes.withUnsafeBufferPointer { buffer in
            // An empty value must bind "", not NULL: a null base means no bytes at all.
            let empty: StaticString = ""
            let emptyPointer = UnsafeRawPointer(empty.utf8Start).assumingMemoryBound(to: CChar.self)
            do throws(SQLiteError) {
                for slot in slots {
                    if slot.count == 0 {
                        try bind(slot.index, emptyPointer, 0)
                    } else {
                        let base = UnsafeRawPointer(buffer.baseAddress! + slot.start)
                        try bind(slot.index, base.assumingMemoryBound(to: CChar.self), slot.count)
                    }
                }
                return .success(try body())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

extension Statement {
    /// Binds `texts` (other parameters bound already stay), runs the
    /// statement to completion and rewinds it. The text bindings point into
    /// `texts`, so every later run must bind the same parameters again.
    public func run(_ texts: TextParameters) throws(SQLiteError) {
        try texts.withBindings({ (index, pointer, count) throws(SQLiteError) in
            try check(sqlite3_bind_text64(handle, index, pointer, sqlite3_uint64(count), SQLITE_STATIC,
                                          UInt8(SQLITE_UTF8)))
        }, then: { () throws(SQLiteError) in
            defer { sqlite3_reset(handle) }
            while try step() {}
        })
    }
}
