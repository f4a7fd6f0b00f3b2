import DAV
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Writes and removals, each conditional on the file as the sync last read
/// it, as CardDAV's `If-None-Match: *` and `If-Match` are: a file made,
/// changed or replaced since is a 412 (`.preconditionFailed`), which the
/// engine settles by reading it again. The card goes to a temporary file
/// first (`VdirTemporaryFile`): a create links it to its name, which fails
/// when the name is taken, with no moment where either file is lost; an
/// update checks the version, then renames over it. The check and the
/// rename are two steps, as in vdirsyncer: a change in between is not
/// seen, and the next sync reads the file this one wrote. Only regular
/// files are ever replaced or removed.
extension VdirCollection {
    @discardableResult
    public func put(_ card: [UInt8], at href: String, _ precondition: PutPrecondition) throws(DAVError) -> PutOutcome {
        let path = try file(href)
        var mode: mode_t = 0o600  // personal data, as `export --vdir` writes it
        var status = stat()
        if case .update = precondition, lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            mode = status.st_mode & 0o7777  // a file khard made 0644 stays so
        }
        let temporary: VdirTemporaryFile
        do {
            temporary = try VdirTemporaryFile.make(card, in: folder, mode: mode)
        } catch {
            throw .connection(url: folder, message: "cannot write in it: \(error.message)")
        }
        var renamed = false
        defer { if !renamed { unlink(temporary.path) } }  // the name is free again once renamed
        count("write")
        switch precondition {
        case .create:
            renamed = try create(path, from: temporary, href: href)
        case .update(let etag):
            switch try entry(path) {
            case .file(let version) where version == etag: break
            case .file, .absent: throw .preconditionFailed(href: href)
            case .other(let kind): throw .invalidURL(url: href, reason: VdirEntry.leftAlone(kind))
            }
            guard rename(temporary.path, path) == 0 else {
                throw .invalidURL(url: href, reason: "cannot be replaced (\(VdirErrno(errno).message))")
            }
            renamed = true
        }
        VdirTemporaryFile.syncFolder(folder)
        return PutOutcome(etag: temporary.version, location: nil)
    }

    public func delete(_ href: String, etag: String) throws(DAVError) {
        let path = try file(href)
        switch try entry(path) {
        case .absent: return
        case .file(let version) where version == etag: break
        case .file: throw .preconditionFailed(href: href)
        case .other(let kind): throw .invalidURL(url: href, reason: VdirEntry.leftAlone(kind))
        }
        count("delete")
        guard unlink(path) == 0 || errno == ENOENT else {
            throw .invalidURL(url: href, reason: "cannot be removed (\(VdirErrno(errno).message))")
        }
        VdirTemporaryFile.syncFolder(folder)
    }

    /// A create: the temporary file linked to `path`, which must be free;
    /// true when it was renamed there instead. Where the file system has no
    /// hard links, a rename after a check that the name is free (two steps,
    /// as an update's).
    private func create(_ path: String, from temporary: VdirTemporaryFile, href: String) throws(DAVError) -> Bool {
        if link(temporary.path, path) == 0 { return false }
        let failure = errno
        if failure == EEXIST {
            if case .other(let kind) = try entry(path) { throw .invalidURL(url: href, reason: VdirEntry.leftAlone(kind)) }
            throw .preconditionFailed(href: href)
        }
        guard [EPERM, EOPNOTSUPP, ENOSYS, EMLINK].contains(failure) else {
            throw .invalidURL(url: href, reason: "cannot be made (\(VdirErrno(failure).message))")
        }
        guard try entry(path) == .absent else { throw .preconditionFailed(href: href) }
        guard rename(temporary.path, path) == 0 else {
            throw .invalidURL(url: href, reason: "cannot be made (\(VdirErrno(errno).message))")
        }
        return true
    }

    /// The entry at `path`, a failing `lstat` told as that card's error.
    private func entry(_ path: String) throws(DAVError) -> VdirEntry {
        do {
            return try VdirEntry.at(path)
        } catch {
            throw .invalidURL(url: path, reason: "cannot be examined (\(error.message))")
        }
    }
}
