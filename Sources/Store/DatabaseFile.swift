import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The file-system side of opening a database: a private folder and file
/// for a new one, and a header check so a file that is not SQLite is never
/// handed to SQLite (which could turn it into a database on first write).
enum DatabaseFile {
    static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// The folder `path` is in.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Refuses an existing file that does not start with SQLite's header.
    /// When none is there (or an empty one, which holds no address book
    /// yet): creates the folder (0700) and an empty file (0600), or makes
    /// the empty one 0600, when `creating`; else refuses with `.noDatabase`
    /// and creates nothing.
    static func prepare(path: String, creating: Bool, raced: Bool = false) throws(StoreError) {
        guard path != ":memory:" else { return }
        var status = stat()
        if stat(path, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR {
                throw .cannotOpen(path: path, reason: "it is a directory")
            }
            if status.st_size == 0 {
                guard creating else { throw .noDatabase(path: path) }
                // An empty file made beforehand (`touch`) becomes the book: as private as one made here.
                if status.st_mode & 0o777 != 0o600 && chmod(path, 0o600) != 0 {
                    throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
                }
                return
            }
            try checkHeader(path: path, size: Int(status.st_size))
            return
        }
        guard errno == ENOENT else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        // A link to nothing: creating through it would put the book wherever the link points.
        if lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK {
            throw .cannotOpen(path: path, reason: "it is a symbolic link to a file that does not exist")
        }
        guard creating else { throw .noDatabase(path: path) }
        try createFolder(of: path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            // Another process made it first (or a link appeared): ask again, once.
            if errno == EEXIST && !raced { return try prepare(path: path, creating: creating, raced: true) }
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        fchmod(descriptor, 0o600)  // the exact mode, whatever the umask
        close(descriptor)
    }

    /// Whether the file or its folder cannot be written (a read-only file
    /// system, or permissions): SQLite then reports only that it cannot open
    /// the write-ahead log's files beside it.
    static func isUnwritable(path: String) -> Bool {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return access(path, W_OK) != 0 || access(folder.isEmpty ? "." : folder, W_OK) != 0
    }

    private static func checkHeader(path: String, size: Int) throws(StoreError) {
        guard size > 0 else { return }  // an empty file is a new database
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: sqliteHeader.count)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        header.removeLast(header.count - max(0, count))
        guard header == sqliteHeader else { throw .notADatabase(path: path) }
    }

    private static func createFolder(of path: String) throws(StoreError) {
        let folderURL = URL(fileURLWithPath: path).deletingLastPathComponent()
        let folder = folderURL.path
        guard !FileManager.default.fileExists(atPath: folder) else { return }
        let parent = folderURL.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            // errno is the failed mkdir's: FoundationEssentials' errors have no localized text.
            throw .cannotOpen(path: path, reason: "cannot create \(parent): \(String(cString: strerror(errno)))")
        }
        if mkdir(folder, 0o700) == 0 {
            chmod(folder, 0o700)  // the exact mode, whatever the umask
        } else if errno != EEXIST {
            throw .cannotOpen(path: path, reason: "cannot create \(folder): \(String(cString: strerror(errno)))")
        }
    }
}
