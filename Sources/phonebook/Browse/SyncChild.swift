import Browser
import Reporting
import SharedOptions
import Threads
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Sync now's sync, off the input loop: `phonebook-dav sync SERVICE --db
/// PATH --progress-fd 3` as a child process (phonebook never links the
/// network stack, so it cannot sync in-process), and a thread reading what
/// it reports (`SyncProgressLine`s on descriptor 3, its messages on
/// standard error, both one pipe) and posting it as `.syncing` inputs: the
/// steps as they come (the latest of each read, so a busy loop gets fewer),
/// then how it ended, once it has exited.
///
/// The child runs in a process group of its own, with no terminal to read
/// (standard input and output are /dev/null): Control-Z stops the browser,
/// not the sync, and quitting the browser leaves the sync to finish in the
/// background (its reports then go nowhere, which it ignores). That is
/// safe at any moment: each card's step is committed as soon as its request
/// succeeds, so even a sync killed midway leaves a state the next converges from.
enum SyncChild {
    /// Starts the sync of `service` on the database at `path`; `deliver`
    /// gets its inputs, on another thread. A child that cannot start is
    /// delivered at once as a failed sync.
    static func start(service: String, database path: String,
                      deliver: @escaping @Sendable (BrowserInput) -> Void) {
        let program = DAVProgram.path
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            deliver(.syncing(service: service, .failed("no pipe to follow it (\(String(cString: strerror(errno))))")))
            return
        }
        // Neither end leaks into other children; dup2 gives this one plain copies.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDERR_FILENO)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = [program, "sync", service, "--db", path, "--progress-fd", "3"]
        var child = pid_t()
        let copies = arguments.map { strdup($0) }
        let started = posix_spawn(&child, program, &actions, &attributes, copies + [nil], environ)
        copies.forEach { free($0) }
        close(ends[1])
        guard started == 0 else {
            close(ends[0])
            deliver(.syncing(service: service, .failed(
                DAVProgram.cannotRunMessage(from: program, errorNumber: started))))
            return
        }
        let reader = ends[0], pid = child
        DetachedThread.start {
            let ending = follow(reader, of: service, deliver: deliver)
            close(reader)
            deliver(.syncing(service: service, ending.event(status: exitStatus(of: pid))))
        }
    }

    /// What a sync said before its end: its summary, or its last message.
    private struct Ending {
        var summary: String?
        var lastMessage: String?

        /// How it ended, from what it said and `status` (`waitpid`'s).
        func event(status: Int32) -> SyncEvent {
            if let summary { return .finished(summary: summary) }
            if let lastMessage {
                let prefix = "phonebook: "
                return .failed(lastMessage.hasPrefix(prefix) ? String(lastMessage.dropFirst(prefix.count)) : lastMessage)
            }
            let signal = status & 0x7F
            return .failed(signal != 0 ? "\(DAVProgram.name) was ended by signal \(signal)"
                                       : "\(DAVProgram.name) exited with status \((status >> 8) & 0xFF)")
        }
    }

    /// Reads `descriptor` to its end, delivering the latest step of each read.
    private static func follow(_ descriptor: Int32, of service: String,
                               deliver: @Sendable (BrowserInput) -> Void) -> Ending {
        var ending = Ending(), pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            pending += chunk[..<count]
            var latest: SyncStep?
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                switch SyncProgressLine(line) {
                case let .progress(phase, done, total)?: latest = SyncStep(phase: phase, done: done, total: total)
                case let .summary(text, _, _)?: ending.summary = text
                case nil: if !line.isEmpty { ending.lastMessage = line }
                }
            }
            if let latest { deliver(.syncing(service: service, .progress(latest))) }
        }
        return ending
    }

    /// The child's status, once it has exited.
    private static func exitStatus(of child: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return status
    }
}
