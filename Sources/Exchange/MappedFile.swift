#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A file mapped read-only into memory, so a 100k-card file is scanned in
/// place without copying it; pages already read can be handed back, so
/// resident memory does not grow with the file.
final class MappedFile {
    let bytes: UnsafeRawBufferPointer
    private let base: UnsafeMutableRawPointer?
    private let length: Int
    private var released = 0

    convenience init(path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ImportError.unreadableInput(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        try self.init(descriptor: descriptor, name: path)
    }

    /// Maps what `descriptor` holds; the descriptor may be closed afterwards.
    init(descriptor: Int32, name path: String) throws {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw ImportError.unreadableInput(path: path, reason: String(cString: strerror(errno)))
        }
        length = Int(status.st_size)
        guard length > 0 else {
            base = nil
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let mapped, mapped != MAP_FAILED else {
            throw ImportError.unreadableInput(path: path, reason: String(cString: strerror(errno)))
        }
        madvise(mapped, length, MADV_SEQUENTIAL)
        base = mapped
        bytes = UnsafeRawBufferPointer(start: mapped, count: length)
    }

    /// Drops the resident pages before `offset`; they are not read again.
    func release(before offset: Int) {
        guard let base else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let end = (offset / page) * page
        guard end > released else { return }
        madvise(base + released, end - released, MADV_DONTNEED)
        released = end
    }

    deinit {
        if let base { munmap(base, length) }
    }
}
