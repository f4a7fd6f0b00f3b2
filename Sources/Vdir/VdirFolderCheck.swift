import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Whether a folder can be synced as a vdir: it exists, is a folder (a
/// symbolic link to one is followed: the folder is the user's choice), and
/// can be listed and written in. `connect --vdir` checks it before storing
/// anything, and every sync before it starts.
public enum VdirFolderCheck {
    /// `path` made absolute (from the working folder), ".." and "." resolved, no trailing "/".
    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Throws why `folder` cannot be synced as a vdir.
    public static func check(_ folder: String) throws(VdirFolderProblem) {
        var status = stat()
        guard stat(folder, &status) == 0 else {
            let failure = errno
            if failure == ENOENT || failure == ENOTDIR { throw .missing(folder) }
            throw .unusable(folder, VdirErrno(failure).message)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .notAFolder(folder) }
        guard access(folder, R_OK | W_OK | X_OK) == 0 else { throw .unusable(folder, VdirErrno(errno).message) }
    }
}

/// Why a folder cannot be synced as a vdir, in one line.
public enum VdirFolderProblem: Error, Equatable, CustomStringConvertible {
    /// Nothing is there.
    case missing(String)
    /// Something is there, but not a folder.
    case notAFolder(String)
    /// It cannot be listed or written in: the system's words.
    case unusable(String, String)

    public var description: String {
        switch self {
        case .missing(let folder): "\(folder): no such folder; make it first (khard's and vdirsyncer's vdirs are folders of .vcf files)"
        case .notAFolder(let folder): "\(folder): not a folder; a vdir is a folder of .vcf files"
        case .unusable(let folder, let why): "\(folder): cannot be listed and written in (\(why)); a sync needs both"
        }
    }
}
