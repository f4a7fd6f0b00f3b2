#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The names in a folder, by `readdir`, without "." and "..", in the order
/// the file system gives them.
enum VdirListing {
    /// The names that are UTF-8, and those that are not (each with every
    /// byte that is not UTF-8 read as U+FFFD, to be told): such a name cannot
    /// be an href, nor be opened again from its String.
    static func names(in folder: String) throws(VdirErrno) -> (names: [String], notUTF8: [String]) {
        guard let directory = opendir(folder) else { throw VdirErrno(errno) }
        defer { closedir(directory) }
        var names: [String] = [], notUTF8: [String] = []
        errno = 0
        while let entry = readdir(directory) {
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.prefix { $0 != 0 }
                if let name = String(validating: bytes, as: UTF8.self) {
                    if name != ".", name != ".." { names.append(name) }
                } else {
                    notUTF8.append(String(decoding: bytes, as: UTF8.self))
                }
            }
            errno = 0
        }
        guard errno == 0 else { throw VdirErrno(errno) }
        return (names, notUTF8)
    }
}
