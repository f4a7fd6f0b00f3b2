import Foundation

/// Starting programs that may outlive the call (tmux servers, CardDAV servers)
/// with posix_spawn rather than Foundation's `Process`, which passes on the
/// test runner's blocked signals (the child then never hears SIGTERM) and
/// lets other tests' pipe ends leak into it (a test reading its own child's
/// output to EOF would then wait for the long-lived program to end).
enum ChildProcess {
    /// Starts `executable` with standard input from /dev/null and standard
    /// output and error (together) appended to `output`; returns its pid.
    static func spawn(_ executable: String, _ arguments: [String], output: String,
                      environment: [String: String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), defaults = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        closeFrom3(&actions)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw ChildProcessError("cannot start \(executable): \(String(cString: strerror(code)))") }
        return pid
    }

    /// Waits for `pid` to end and returns its exit status (128 + the signal when killed).
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return exitStatus(status)
    }

    /// The exit status if `pid` has ended, reaping it; nil while it runs.
    static func exitStatusIfEnded(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { return exitStatus(status) }
        return result < 0 && errno == ECHILD ? -1 : nil
    }

    /// Runs a program to its end: its exit status and what it wrote to standard output and error.
    static func run(_ executable: String, _ arguments: [String],
                    environment: [String: String] = ProcessInfo.processInfo.environment) throws -> (status: Int32, output: Data) {
        let outputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("phonebook-child-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let pid = try spawn(executable, arguments, output: outputFile.path, environment: environment)
        let status = wait(pid)
        return (status, (try? Data(contentsOf: outputFile)) ?? Data())
    }

    /// The program's path: `name` on PATH, or nil.
    static func find(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            .split(separator: ":")
            .map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func exitStatus(_ status: Int32) -> Int32 {
        status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// posix_spawn_file_actions_addclosefrom_np(actions, 3) (glibc 2.34), which
    /// glibc's feature macros hide from Swift, so it is looked up by name.
    private static func closeFrom3(_ actions: inout posix_spawn_file_actions_t) {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
    }
}

/// A program that could not be started.
public struct ChildProcessError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
