import Credentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store

/// A database's session ticket in a file of the session folder, named after
/// the database (a digest of its real path and uid, so every book has its
/// own session). Written 0600 through a temporary file and a rename, so a
/// reader never sees half a ticket; read only when it is a regular file of
/// this user's, closed to others.
final class SessionTicketFile: SessionTicketKeeper {
    let folder: SessionFolder
    /// The file's name in the folder.
    let name: String

    init(folder: SessionFolder, databasePath: String, databaseUID: [UInt8]) throws(CredentialsError) {
        self.folder = folder
        let real = realpath(databasePath, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? databasePath
        name = "session-" + (try Digest.sha256Hex(Array(real.utf8) + databaseUID)).prefix(32) + ".key"
    }

    var path: String { folder.path + "/" + name }

    var isPresent: Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    func load() throws(VaultError) -> SessionTicket? {
        guard access(folder.path, F_OK) == 0 else { return nil }  // no folder yet: nobody logged in here
        try folder.check()
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              status.st_uid == geteuid(), status.st_mode & 0o077 == 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: SessionTicket.encodedLength + 1)
        defer { clearKeyMaterial(&bytes) }
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count == SessionTicket.encodedLength else { return nil }
        return SessionTicket(encoded: Array(bytes.prefix(count)))
    }

    func save(_ ticket: SessionTicket) throws(VaultError) {
        _ = try folder.prepare()
        let temporary = path + ".\(getpid()).new"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure() }
        var bytes = ticket.encoded
        defer { clearKeyMaterial(&bytes) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let closed = close(descriptor)
        guard written == bytes.count, closed == 0, rename(temporary, path) == 0 else {
            let error = failure()
            unlink(temporary)
            throw error
        }
    }

    func remove() {
        unlink(path)
    }

    private func failure() -> VaultError {
        .sessionFileFailed(path: folder.path, reason: String(cString: strerror(errno)))
    }
}
