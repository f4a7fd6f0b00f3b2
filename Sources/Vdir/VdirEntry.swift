#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What one name in a vdir folder is, from its `lstat`: a card file (a
/// regular file, with the version a sync compares) or something a sync
/// never reads, writes or removes (a symbolic link, a FIFO, a device, a
/// socket, a folder): reading a FIFO would wait for a writer, and a write
/// through a link would land outside the folder.
enum VdirEntry: Equatable {
    /// A regular file and its version.
    case file(version: String)
    /// Anything else, named for a person ("a symbolic link").
    case other(kind: String)
    /// Nothing by that name.
    case absent

    /// The entry at `path`, not following a symbolic link; throws the errno of a failed `lstat` other than ENOENT.
    static func at(_ path: String) throws(VdirErrno) -> VdirEntry {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return .absent }
            throw VdirErrno(errno)
        }
        return of(status)
    }

    /// The entry `status` describes.
    static func of(_ status: stat) -> VdirEntry {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file(version: version(of: status))
        case S_IFLNK: return .other(kind: "a symbolic link")
        case S_IFIFO: return .other(kind: "a FIFO")
        case S_IFDIR: return .other(kind: "a folder")
        case S_IFSOCK: return .other(kind: "a socket")
        case S_IFCHR, S_IFBLK: return .other(kind: "a device")
        default: return .other(kind: "not a regular file")
        }
    }

    /// Why a sync leaves an entry of `kind` alone, for its one line.
    static func leftAlone(_ kind: String) -> String {
        "\(kind), not a regular file: a sync never reads, replaces or removes it"
    }

    /// A regular file's version, its ETag in the sync's rows: the
    /// modification time in nanoseconds, the inode and the size, as
    /// vdirsyncer's filesystem storage takes the first two (`mtime;inode`).
    /// A file replaced by rename (khard, vdirsyncer, phonebook) gets a new
    /// inode; one rewritten in place a new time, and a new size as a rule.
    /// A rename keeps all three, so the version a write reads from its
    /// temporary file is the one the next listing finds.
    static func version(of status: stat) -> String {
        let nanoseconds = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        return "\(nanoseconds);\(status.st_ino);\(status.st_size)"
    }
}

/// A failed system call's errno, and its words.
struct VdirErrno: Error {
    var code: Int32

    init(_ code: Int32) { self.code = code }

    var message: String { String(cString: strerror(code)) }
}
