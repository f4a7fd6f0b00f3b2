import Foundation

/// A full-screen command running in tmux, for end-to-end tests in a real
/// terminal: keys go in with `send-keys`, the screen comes out with
/// `capture-pane`. Each session has a server of its own (its socket in the
/// test's folder, no user configuration, no status line), so tests cannot
/// see each other or the user's tmux; the server is killed on release.
public final class TmuxSession {
    /// The tmux executable on PATH, if any (.ci/run installs it when missing).
    public static let executable: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// True when tmux is installed.
    public static var isAvailable: Bool { executable != nil }

    private let tmux: URL
    private let socket: URL
    private let configuration: URL

    /// Starts `command` (run by /bin/sh) in a detached window of `columns` x
    /// `rows`; `folder` holds the configuration file and the server's socket.
    /// The pane stays after the command ends, so what it left can be read.
    /// `options` are more lines of configuration (`set -g set-clipboard on`).
    public init(_ command: String, columns: Int = 80, rows: Int = 24, folder: URL, options: [String] = []) throws {
        guard let tmux = Self.executable else { throw TerminalRunError("tmux is not installed") }
        self.tmux = tmux
        configuration = folder.appendingPathComponent("tmux.conf")
        socket = folder.appendingPathComponent("tmux.socket")  // removed with the folder
        try """
            set -g default-shell /bin/sh
            set -g status off
            set -g remain-on-exit on
            """.appending(options.map { "\n" + $0 }.joined()).write(to: configuration, atomically: true, encoding: .utf8)
        try run("new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", command)
    }

    deinit { _ = try? run("kill-server") }

    /// Types keys, in tmux's names (`Down`, `NPage`, `Escape`, `C-c`) or as text.
    public func sendKeys(_ keys: String...) throws { try run(["send-keys"] + keys) }

    /// Resizes the window, as a user dragging the terminal's corner.
    public func resize(columns: Int, rows: Int) throws {
        try run("resize-window", "-x", "\(columns)", "-y", "\(rows)")
    }

    /// The screen now: one string per row, trailing spaces trimmed.
    public func screen() throws -> [String] {
        var lines = try run("capture-pane", "-p").components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The newest paste buffer: what a program in the pane put on the
    /// clipboard with OSC 52, when `set-clipboard` is on.
    public func pasteBuffer() throws -> String { try run("show-buffer") }

    /// Everything the pane shows and has scrolled away, one string per row.
    public func screenAndHistory() throws -> [String] {
        var lines = try run("capture-pane", "-p", "-S", "-").components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Waits until the command has ended (the pane is dead); fails after `timeout` seconds.
    public func waitUntilEnded(timeout: Double = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while try run("display-message", "-p", "#{pane_dead}").trimmingCharacters(in: .whitespacesAndNewlines) != "1" {
            guard Date() < deadline else { throw TerminalRunError("the command did not end within \(timeout) s") }
            usleep(10_000)  // between looks; the deadline bounds the wait
        }
    }

    /// Reads the screen until `isReady` holds, and returns it; fails after
    /// `timeout` seconds with the last screen seen, rather than hanging.
    @discardableResult
    public func waitForScreen(timeout: Double = 10, until isReady: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let lines = try screen()
            if isReady(lines) { return lines }
            guard Date() < deadline else {
                throw TerminalRunError("the screen did not become ready within \(timeout) s; it shows:\n"
                                       + lines.joined(separator: "\n"))
            }
            usleep(10_000)  // between reads of the screen; the deadline, not this pause, bounds the wait
        }
    }

    /// Waits until some line of the screen contains `text`.
    @discardableResult
    public func waitForScreen(containing text: String, timeout: Double = 10) throws -> [String] {
        try waitForScreen(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    @discardableResult
    private func run(_ arguments: String...) throws -> String { try run(arguments) }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let result = try runWithDefaultSignals(tmux, ["-S", socket.path, "-f", configuration.path] + arguments)
        guard result.status == 0 else {
            throw TerminalRunError("tmux \(arguments.joined(separator: " ")) failed: \(result.output)")
        }
        return result.output
    }
}

/// Runs a program with no signals blocked or ignored, and its standard
/// output and error (together) read from a temporary file after it ends.
/// Foundation's `Process` would pass on the test runner's blocked signals,
/// and the tmux server started by the first command keeps them for good:
/// it then never hears of its children ending, and the program under test
/// in it would not receive the SIGTERM a test sends.
private func runWithDefaultSignals(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let outputFile = FileManager.default.temporaryDirectory
        .appendingPathComponent("phonebook-tmux-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: outputFile) }

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
    posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // Nothing else: the tmux server outlives this call, and a pipe of another
    // test's subprocess leaking into it would keep that test waiting for EOF.
    closeFrom3(&actions)

    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil  // tests may themselves run inside tmux
    environment["LC_ALL"] = "C.UTF-8"
    environment["XDG_RUNTIME_DIR"] = testSessionRuntime  // as `runProgram`: sessions in the tests' own folder
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
    guard code == 0 else { throw TerminalRunError("cannot start \(executable.path): \(String(cString: strerror(code)))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    return (status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output)
}

/// posix_spawn_file_actions_addclosefrom_np(actions, 3) (glibc 2.34), which
/// glibc's feature macros hide from Swift, so it is looked up by name.
private func closeFrom3(_ actions: inout posix_spawn_file_actions_t) {
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
    _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
}
