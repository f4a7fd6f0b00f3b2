import Exchange
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Writes a file that is either complete or absent: the content goes to a
/// private temporary file beside it (a `VdirTemporaryName`), which is
/// renamed over the target only once everything is written and synced.
enum AtomicFile {
    static func write(to path: String, _ body: (inout OutputBuffer) throws -> Void) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var template = Array(VdirTemporaryName.template(in: folder).utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw CommandFailure(message: "\(path): cannot create: \(String(cString: strerror(errno)))",
                                 status: .failure)
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        fchmod(descriptor, 0o600)  // personal data
        do {
            var output = OutputBuffer(descriptor: descriptor)
            try body(&output)
            if let failure = output.flushedFailure() { throw cannotWrite(path, errno: failure) }
            guard fsync(descriptor) == 0, close(descriptor) == 0 else { throw cannotWrite(path, errno: errno) }
            guard rename(temporary, path) == 0 else {
                throw CommandFailure(message: "\(path): cannot write: \(String(cString: strerror(errno)))",
                                     status: .failure)
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
    }

    /// A write of the file that failed: a full disk or a file-size limit
    /// ("File too large") is an I/O failure (exit 74); the temporary file
    /// is removed, and the target left as it was.
    private static func cannotWrite(_ path: String, errno code: Int32) -> CommandFailure {
        let ioFailure = code == ENOSPC || code == EFBIG || code == EDQUOT || code == EIO
        return CommandFailure(message: "\(path): cannot write: \(String(cString: strerror(code))); nothing was written",
                              status: ioFailure ? .database : .failure)
    }
}
