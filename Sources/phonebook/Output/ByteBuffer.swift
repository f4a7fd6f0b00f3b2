/// Growable bytes for the output and a table's row, written piece after
/// piece: each append one `memmove`, where `[UInt8].append(contentsOf:)`
/// pays its generic bookkeeping every time. A value: a copy that is
/// appended to gets storage of its own first.
struct ByteBuffer {
    private final class Storage {
        let base: UnsafeMutableRawPointer
        let capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(byteCount: capacity, alignment: 16)
        }

        deinit { base.deallocate() }
    }

    private var storage: Storage
    private var used = 0
    var count: Int { used }

    init(capacity: Int = 1024) {
        storage = Storage(capacity: max(capacity, 16))
    }

    var isEmpty: Bool { used == 0 }

    @inline(__always)
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        reserve(bytes.count)
        appendReserved(bytes)
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        reserve(1)
        appendReserved(byte: byte)
    }

    /// Makes room for `count` more bytes, for appends that skip the check
    /// (`appendReserved`): a row's pieces. Each check
    /// asks the runtime whether the storage is shared.
    @inline(__always)
    mutating func reserve(_ count: Int) {
        if used + count > storage.capacity || !isKnownUniquelyReferenced(&storage) { grow(count) }
    }

    /// Appends within room made by `reserve`, with nothing done to the buffer between.
    @inline(__always)
    mutating func appendReserved(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let count = bytes.count, target = storage.base + used
        assert(used + count <= storage.capacity)
        // Up to 16 bytes (a label, a number, most names), two loads and
        // stores that overlap: the call to `memmove` cost more than its copy.
        if count >= 8 && count <= 16 {
            target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            (target + count - 8).storeBytes(of: (source + count - 8).loadUnaligned(as: UInt64.self), as: UInt64.self)
        } else if count >= 4 && count < 8 {
            target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            (target + count - 4).storeBytes(of: (source + count - 4).loadUnaligned(as: UInt32.self), as: UInt32.self)
        } else {
            target.copyMemory(from: source, byteCount: count)
        }
        used += count
    }

    @inline(__always)
    mutating func appendReserved(byte: UInt8) {
        assert(used < storage.capacity)
        storage.base.storeBytes(of: byte, toByteOffset: used, as: UInt8.self)
        used += 1
    }

    /// `count` copies of `byte`: a table cell's padding.
    @inline(__always)
    mutating func append(repeating byte: UInt8, count: Int) {
        reserve(count + 8)
        appendReserved(repeating: byte, count: count)
    }

    /// `append(repeating:count:)` within room made by `reserve`, which must
    /// leave 8 bytes more: they are stored eight at a time, past the end
    /// (a call to `memset` for each cell's few spaces cost more than the spaces).
    @inline(__always)
    mutating func appendReserved(repeating byte: UInt8, count: Int) {
        assert(used + count + 8 <= storage.capacity)
        let word = UInt64(byte) &* 0x0101_0101_0101_0101
        var offset = 0
        while offset < count {
            (storage.base + used + offset).storeBytes(of: word, as: UInt64.self)
            offset += 8
        }
        used += max(0, count)
    }

    /// Keeps the storage for the next bytes. A copy sharing it keeps its
    /// bytes: every append makes room first (`reserve`), which copies the
    /// storage when it is shared.
    mutating func removeAll() {
        used = 0
    }

    /// Drops the bytes after the first `count`, keeping the storage as `removeAll` does.
    mutating func removeAll(after count: Int) {
        used = min(used, max(0, count))
    }

    /// The bytes held, for the length of `body`. The buffer is borrowed for
    /// the call, so its storage lives at least as long: extending the
    /// storage's lifetime as well would retain and release it around every
    /// call.
    @inline(__always)
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: storage.base, count: count))
    }

    @inline(never)
    mutating func grow(_ more: Int) {
        let capacity = count + more > storage.capacity ? max(storage.capacity * 2, count + more) : storage.capacity
        let grown = Storage(capacity: capacity)
        grown.base.copyMemory(from: storage.base, byteCount: count)
        storage = grown
    }
}
