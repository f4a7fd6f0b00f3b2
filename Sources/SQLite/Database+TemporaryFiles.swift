import CSQLite

extension Database {
    /// Puts the runs of this connection's large sorts beside its file, not in
    /// the system's temporary folder: they hold the book's data, belong in
    /// its private folder, and need room on its disk, so a full disk is
    /// reported as the book's (SQLite falls back to /var/tmp or /tmp when
    /// the folder is gone). Process-wide, as SQLite keeps it.
    public func keepTemporaryFilesBesideTheFile() {
        guard path != ":memory:", !path.isEmpty, !path.hasPrefix("file:") else { return }
        let folder: String
        if let slash = path.lastIndex(of: "/") {
            folder = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            folder = "."
        }
        csqlite_set_temporary_directory(folder)
    }
}
