import Foundation

/// Buffered writes to a file descriptor: one `write(2)` per 64 KiB instead
/// of one per line, which is what makes printing 200k rows cheap.
final class OutputStream {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    deinit { try? flush() }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        if buffer.count + bytes.count > 1 << 16 { try flush() }
        if bytes.count >= 1 << 16 { try writeAll(bytes); return }
        buffer.append(contentsOf: bytes)
    }

    func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { try writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw CommandFailure(message: "cannot write output: \(String(cString: strerror(errno)))",
                                     status: .failure)
            }
            offset += written
        }
    }
}
