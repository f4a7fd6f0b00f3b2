import FoundationEssentials
import Synchronization
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A thread-safe way to wake the event loop: other threads `post` messages
/// (an off-loop search's results), the signal handlers note a resize
/// (SIGWINCH), a request to suspend (SIGTSTP) or a continue (SIGCONT), and
/// the loop, which polls `wakeDescriptor`, picks them up in order.
///
/// The self-pipe trick: every post or resize writes one byte to a
/// non-blocking pipe, so `poll(2)` on the terminal wakes for either. A full
/// pipe already holds a wake-up, so a byte that does not fit is not needed.
public final class Mailbox: @unchecked Sendable {
    // @unchecked: the descriptors are
    // constants closed in deinit, when no thread can still hold the mailbox.
    private let messages = Mutex<[any Sendable]>([])
    /// The pipe's read end, polled by the loop.
    let wakeDescriptor: Int32
    /// The pipe's write end, written by `post` and the SIGWINCH handler.
    let wakeWriteDescriptor: Int32

    static let messageByte: UInt8 = 0x4D  // "M"
    static let resizeByte: UInt8 = 0x57  // "W"
    static let suspendByte: UInt8 = 0x54  // "T"
    static let continueByte: UInt8 = 0x43  // "C"

    /// What the signal handlers noted since the loop last looked.
    struct Wakeups: OptionSet {
        let rawValue: Int
        static let resized = Wakeups(rawValue: 1)
        static let suspendRequested = Wakeups(rawValue: 2)
        static let continued = Wakeups(rawValue: 4)
    }

    init() throws(TerminalError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .systemCall("pipe", errno: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeDescriptor = ends[0]
        wakeWriteDescriptor = ends[1]
    }

    deinit {
        close(wakeDescriptor)
        close(wakeWriteDescriptor)
    }

    /// Hands `message` to the loop, which delivers it as `Event.message`
    /// after the events before it. Callable from any thread.
    public func post(_ message: any Sendable) {
        messages.withLock { $0.append(message) }
        var byte = Self.messageByte
        _ = write(wakeWriteDescriptor, &byte, 1)
    }

    /// Empties the pipe; what the signal handlers noted among the wake-ups.
    func drainWakeups() -> Wakeups {
        var noted: Wakeups = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(wakeDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                for byte in buffer[..<count] {
                    switch byte {
                    case Self.resizeByte: noted.insert(.resized)
                    case Self.suspendByte: noted.insert(.suspendRequested)
                    case Self.continueByte: noted.insert(.continued)
                    default: break
                    }
                }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return noted
            }
        }
    }

    /// Wakes the loop to look at the terminal's size again, as SIGWINCH does.
    func noteResize() {
        var byte = Self.resizeByte
        _ = write(wakeWriteDescriptor, &byte, 1)
    }

    /// The messages posted since the last call, oldest first.
    func takeMessages() -> [any Sendable] {
        messages.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }
}
