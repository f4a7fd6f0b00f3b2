import Foundation
import Glibc

/// Runs `action` once, on a thread of its own, at the `nth` inotify event
/// in a folder of the kinds `mask` names (IN_CREATE, IN_OPEN, …) on a name
/// `matching` accepts: a point in another process's work on the folder to
/// kill it at, found without sleeping. `stop()` ends the watch and says
/// whether the action ran.
final class FolderEvents: @unchecked Sendable {
    // @unchecked: `fired` is written by the watching thread before it ends and read after `stop()` joined it.
    private let inotify: Int32
    private let wake: (read: Int32, write: Int32)
    private var thread: Thread?
    private let done = DispatchSemaphore(value: 0)
    private var fired = false

    init(in folder: String, mask: Int32, nth: Int, matching: @escaping @Sendable (String) -> Bool,
         action: @escaping @Sendable () -> Void) throws {
        inotify = inotify_init1(Int32(IN_CLOEXEC))
        var fds: [Int32] = [0, 0]
        guard inotify >= 0, inotify_add_watch(inotify, folder, UInt32(mask)) >= 0, pipe(&fds) == 0 else {
            throw FolderEventsError(description: "cannot watch \(folder): \(String(cString: strerror(errno)))")
        }
        wake = (fds[0], fds[1])
        let thread = Thread { [self] in
            watch(nth: nth, matching: matching, action: action)
            done.signal()
        }
        self.thread = thread
        thread.start()
    }

    /// Ends the watch; true when the action ran.
    @discardableResult
    func stop() -> Bool {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        done.wait()
        for descriptor in [inotify, wake.read, wake.write] { close(descriptor) }
        return fired
    }

    private func watch(nth: Int, matching: (String) -> Bool, action: () -> Void) {
        var seen = 0
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var polled = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                          pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            guard poll(&polled, 2, -1) > 0 || errno == EINTR else { return }
            if polled[1].revents != 0 { return }
            guard polled[0].revents != 0 else { continue }
            let got = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard got > 0 else { return }
            var offset = 0
            while offset < got {
                let (length, name) = buffer.withUnsafeBytes { raw -> (Int, String) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let bytes = raw[start..<(start + Int(event.len))].prefix { $0 != 0 }
                    return (MemoryLayout<inotify_event>.size + Int(event.len), String(decoding: bytes, as: UTF8.self))
                }
                offset += length
                guard matching(name) else { continue }
                seen += 1
                if seen == nth {
                    action()
                    fired = true
                    return
                }
            }
        }
    }
}

struct FolderEventsError: Error, CustomStringConvertible {
    var description: String
}
