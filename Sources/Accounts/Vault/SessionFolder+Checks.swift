#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store

extension SessionFolder {
    /// Makes the folder (0700) when missing, then checks it is safe; returns its path.
    func prepare() throws(VaultError) -> String {
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw .unsafeSessionFolder(path: path, reason: String(cString: strerror(errno)))
        }
        try check()
        return path
    }

    /// Throws unless the folder exists and is safe (see `problem`).
    func check() throws(VaultError) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            throw .unsafeSessionFolder(path: path, reason: String(cString: strerror(errno)))
        }
        if let problem = Self.problem(mode: status.st_mode, owner: status.st_uid, user: geteuid()) {
            throw .unsafeSessionFolder(path: path, reason: problem)
        }
    }
}
