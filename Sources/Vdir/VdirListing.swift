#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The names in a folder, by `readdir`, without "." and "..", in the order
/// the file system gives them.
enum VdirListing {
    static func names(in folder: String) throws(VdirErrno) -> [String] {
        guard let directory = opendir(folder) else { throw VdirErrno(errno) }
        defer { closedir(directory) }
        var names: [String] = []
        errno = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
            errno = 0
        }
        guard errno == 0 else { throw VdirErrno(errno) }
        return names
    }
}
