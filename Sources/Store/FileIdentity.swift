#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Which file a path named when the book was opened (device and inode), so
/// a long-running process can tell, before it writes, that the path names
/// another file now: a backup restored over it (`mv other.db book.db`) or
/// the file removed. SQLite goes on writing its log by name, so a write
/// then would land in a log beside a file that is not the one it opened.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    /// The file at `path` now; nil when there is none (or it cannot be seen).
    init?(of path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }
}

/// The database file a connection opened, and its write-ahead log's two
/// files as they were then (a connection keeps them for as long as it is
/// open, and no other closes them meanwhile: each holds a lock that says
/// it is there).
struct OpenedFile {
    let path: String
    let identity: FileIdentity
    private let logs: [(path: String, identity: FileIdentity)]

    /// `path` as it is now; nil when it is gone already.
    init?(_ path: String) {
        guard let identity = FileIdentity(of: path) else { return nil }
        self.path = path
        self.identity = identity
        logs = ["-wal", "-shm"].compactMap { suffix in FileIdentity(of: path + suffix).map { (path + suffix, $0) } }
    }

    /// Whether the path still names the file opened.
    var isInPlace: Bool { FileIdentity(of: path) == identity }

    /// Removes the log's files of the file opened, once another is at its
    /// path or none is: SQLite does not checkpoint a moved file's log when
    /// it closes, and leaves it by name, where the next program to open the
    /// path would read its pages into the file now there. A log that is not
    /// this connection's (moved there with the new file) is left alone.
    func removeLogOfReplacedFile() {
        for log in logs where FileIdentity(of: log.path) == log.identity { unlink(log.path) }
    }
}
