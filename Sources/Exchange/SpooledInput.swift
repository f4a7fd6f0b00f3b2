import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Standard input copied to a temporary file that is unlinked at once: it
/// disappears with the process however it ends, and can be memory-mapped.
public final class SpooledInput: Sendable {
    let descriptor: Int32
    let size: Int

    init(copying source: Int32) throws {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/phonebook-stdin-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw ImportError.unreadableInput(path: "-", reason: "cannot spool standard input: \(String(cString: strerror(errno)))")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                close(descriptor)
                throw ImportError.unreadableInput(path: "-", reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            var written = 0
            while written < count {
                let result = buffer.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, count - written) }
                guard result > 0 || errno == EINTR else {
                    close(descriptor)
                    throw ImportError.unreadableInput(path: "-", reason: "cannot spool standard input: \(String(cString: strerror(errno)))")
                }
                written += max(result, 0)
            }
            total += count
        }
        self.descriptor = descriptor
        self.size = total
    }

    deinit {
        close(descriptor)
    }
}
