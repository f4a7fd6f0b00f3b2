import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A file named by `--output`: a regular file (or a new one) is replaced
/// whole and atomically; a device, a pipe or one of the process's own
/// descriptors (`/dev/stdout`) is written where it is, since replacing it
/// would put a regular file where every other program expects the device;
/// a symbolic link to a regular file replaces its target, never the link.
/// Anything else (a directory, a socket, a link to nothing) is refused.
enum OutputFile {
    /// Where and how a path is written.
    enum Destination: Equatable {
        /// A regular file, existing or not: written beside, then renamed over.
        case replaced(String)
        /// A character device, a FIFO, or a descriptor of this process: opened and written.
        case inPlace(String)
    }

    static func write(to path: String, _ body: (inout OutputBuffer) throws -> Void) throws {
        switch try destination(of: path) {
        case .replaced(let file):
            try AtomicFile.write(to: file, body)
        case .inPlace(let file):
            try writeInPlace(file, body)
        }
    }

    static func destination(of path: String) throws -> Destination {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw failure(path, String(cString: strerror(errno))) }
            return .replaced(path)
        }
        guard isType(status, S_IFLNK) else { return try destination(path, status) }
        guard stat(path, &status) == 0 else {
            throw failure(path, "it is a symbolic link to nothing (\(String(cString: strerror(errno))))")
        }
        // /dev/stdout and /dev/fd/N lead into /proc/self/fd, this process's own
        // descriptors, whose target may have no name at all (a pipe).
        guard !path.hasPrefix("/dev/"), !path.hasPrefix("/proc/"), let target = realpath(path, nil) else {
            return try destination(path, status, regularInPlace: true)
        }
        let resolved = String(cString: target)
        free(target)
        return try destination(resolved, status, regularInPlace: resolved.hasPrefix("/proc/"))
    }

    /// The destination of `path`, which is no symbolic link, by its type.
    private static func destination(_ path: String, _ status: stat, regularInPlace: Bool = false) throws -> Destination {
        if isType(status, S_IFREG) { return regularInPlace ? .inPlace(path) : .replaced(path) }
        if isType(status, S_IFCHR) || isType(status, S_IFIFO) { return .inPlace(path) }
        if isType(status, S_IFDIR) { throw failure(path, "it is a directory") }
        throw failure(path, "it is not a regular file, a character device or a pipe")
    }

    private static func writeInPlace(_ path: String, _ body: (inout OutputBuffer) throws -> Void) throws {
        var status = stat()
        let truncate = stat(path, &status) == 0 && isType(status, S_IFREG) ? O_TRUNC : 0
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | truncate)
        guard descriptor >= 0 else { throw failure(path, String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var output = OutputBuffer(descriptor: descriptor)
        try body(&output)
        try output.flush()
    }

    private static func isType(_ status: stat, _ type: mode_t) -> Bool {
        status.st_mode & S_IFMT == type
    }

    private static func failure(_ path: String, _ reason: String) -> CommandFailure {
        CommandFailure(message: "\(path): cannot write: \(reason)", status: .failure)
    }
}
