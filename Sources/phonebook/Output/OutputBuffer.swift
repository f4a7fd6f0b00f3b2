import Foundation

/// Standard output through one large buffer written with write(2): a
/// listing of 200k rows makes a few hundred system calls, not 200k.
struct OutputBuffer {
    private var bytes: [UInt8] = []
    private let capacity = 1 << 16

    init() {
        bytes.reserveCapacity(capacity + 4096)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= capacity { flush() }
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Writes out what is buffered.
    mutating func flush() {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // a closed pipe: the reader has what it wanted
                }
                offset += written
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
