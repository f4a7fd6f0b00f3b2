import CSQLite

extension Database {
    /// Puts SQLite's temporary files (the runs of a sort larger than the
    /// page cache) in `folder`, not the system's temporary folder. SQLite
    /// keeps one such folder for the whole process, and falls back to
    /// /var/tmp or /tmp when it is gone.
    public static func keepTemporaryFiles(in folder: String) {
        csqlite_set_temporary_directory(folder)
    }
}
