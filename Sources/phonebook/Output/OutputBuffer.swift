import Sections
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Output through one large buffer written with write(2): a listing of
/// 200k rows makes a few hundred system calls, not 200k.
///
/// A failed write is remembered, not thrown where it happens: a listing
/// whose reader closed the pipe just stops quietly (the reader has what it
/// wanted), while `flush()` rethrows it for callers that must not lose data
/// (an export to a file that filled the disk).
struct OutputBuffer {
    private let descriptor: Int32
    /// Raw bytes (`ByteBuffer`), not `[UInt8]`: `list --format plain` on
    /// 100k contacts takes 909 M instructions with them, against 975 M
    /// (callgrind); the table gains more.
    private var bytes: ByteBuffer
    private var failure: Int32?
    private let capacity = 1 << 16

    init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
        bytes = ByteBuffer(capacity: capacity + 4096)
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(UnsafeRawBufferPointer($0)) }
        if bytes.count >= capacity { writeOut() }
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte: byte)
    }

    /// `count` spaces: a table cell's padding, without a string of them.
    mutating func append(spaces count: Int) {
        bytes.append(repeating: 0x20, count: count)
    }

    @inline(__always)
    mutating func append(_ chunk: UnsafeRawBufferPointer) {
        bytes.append(chunk)
        if bytes.count >= capacity { writeOut() }
    }

    /// Makes room for `count` more bytes, for the appends below that skip
    /// the check: a table row's pieces, one check a piece where each append
    /// asked whether the storage was shared (a runtime call).
    @inline(__always)
    mutating func reserve(_ count: Int) {
        bytes.reserve(count)
    }

    @inline(__always)
    mutating func appendReserved(_ chunk: UnsafeRawBufferPointer) {
        bytes.appendReserved(chunk)
    }

    @inline(__always)
    mutating func appendReserved(byte: UInt8) {
        bytes.appendReserved(byte: byte)
    }

    /// `count` spaces within room made by `reserve`, which must leave 8 bytes more.
    @inline(__always)
    mutating func appendReserved(spaces count: Int) {
        bytes.appendReserved(repeating: 0x20, count: count)
    }

    /// Writes out what is buffered once it is over the buffer's size: after appends that skip the check.
    mutating func flushIfFull() {
        if bytes.count >= capacity { writeOut() }
    }

    /// `value` in decimal, without making a string of it.
    mutating func append(decimal value: Int64) {
        if value < 0 { bytes.append(byte: 0x2D) }
        var magnitude = value.magnitude, digits: (UInt64, UInt64) = (0, 0), count = 0
        // Up to 20 digits, least significant first, packed two words' worth at a time.
        withUnsafeMutableBytes(of: &digits) { scratch in
            repeat {
                scratch[count] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(byte: scratch[index]) }
        }
    }

    /// An identity as machine formats print it: "phone:12:0".
    mutating func append(_ item: RowID.Item) {
        append(item.name)
        guard let first = item.first else { return }
        append(byte: 0x3A)
        append(decimal: first)
        if let second = item.second {
            append(byte: 0x3A)
            append(decimal: second)
        }
    }

    /// Writes out what is buffered; throws the first write that failed.
    mutating func flush() throws {
        if let failure = flushedFailure() {
            throw CommandFailure(message: "cannot write output: \(String(cString: strerror(failure)))",
                                 status: .failure)
        }
    }

    /// Writes out what is buffered; the errno of the first write that failed, nil when none did.
    mutating func flushedFailure() -> Int32? {
        writeOut()
        return failure
    }

    private mutating func writeOut() {
        defer { bytes.removeAll() }
        guard failure == nil else { return }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
    }
}
