import CSQLite
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension Database {
    /// The main database's file, as SQLite opened it; nil in memory.
    public var fileName: String? {
        guard let name = sqlite3_db_filename(handle, "main"), name.pointee != 0 else { return nil }
        return String(cString: name)
    }

    /// Starts the kernel writing the changed pages of `file` to disk,
    /// without waiting for them: a later fsync of the file then waits only
    /// for the pages written since. Any thread may call it, with its own
    /// descriptor: the pages are the file's, not the connection's. False
    /// when the file cannot be opened or the kernel refuses.
    @discardableResult
    public static func startWriteback(of file: String) -> Bool {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return csqlite_start_writeback(descriptor) == 0
    }
}
