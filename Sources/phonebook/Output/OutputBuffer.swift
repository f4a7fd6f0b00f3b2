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
    private var bytes: [UInt8] = []
    private var failure: Int32?
    private let capacity = 1 << 16

    init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
        bytes.reserveCapacity(capacity + 4096)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= capacity { writeOut() }
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(_ chunk: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: chunk)
        if bytes.count >= capacity { writeOut() }
    }

    /// Writes out what is buffered; throws the first write that failed.
    mutating func flush() throws {
        writeOut()
        if let failure {
            throw CommandFailure(message: "cannot write output: \(String(cString: strerror(failure)))",
                                 status: .failure)
        }
    }

    private mutating func writeOut() {
        defer { bytes.removeAll(keepingCapacity: true) }
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
