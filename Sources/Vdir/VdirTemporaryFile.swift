import Exchange
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A card written whole to a private file in the vdir's own folder, synced
/// to disk, before it is linked or renamed to its name: a reader (khard,
/// vdirsyncer, a second sync) sees the old file or the new, never part of
/// one. Its name is a `VdirTemporaryName`, which neither khard nor
/// vdirsyncer reads; one left by a run that was killed is removed by the
/// next listing, once its process is gone.
struct VdirTemporaryFile {
    let path: String
    /// The version the card's file has once this is linked or renamed to it.
    let version: String

    /// Writes `bytes` to a new temporary file in `folder` with `mode`.
    static func make(_ bytes: [UInt8], in folder: String, mode: mode_t) throws(VdirErrno) -> VdirTemporaryFile {
        var template = Array(VdirTemporaryName.template(in: folder).utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw VdirErrno(errno) }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Int32 = 0
        var written = 0
        while written < bytes.count, failure == 0 {
            let got = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if got > 0 { written += got } else if errno != EINTR { failure = errno }
        }
        var status = stat()
        if failure == 0, fchmod(descriptor, mode) != 0 || fsync(descriptor) != 0 || fstat(descriptor, &status) != 0 {
            failure = errno
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(path)
            throw VdirErrno(failure)
        }
        return VdirTemporaryFile(path: path, version: VdirEntry.version(of: status))
    }

    /// Syncs the folder itself, so a rename or a removal in it outlives a crash.
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
