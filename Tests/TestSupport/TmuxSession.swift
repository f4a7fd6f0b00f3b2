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
    public init(_ command: String, columns: Int = 80, rows: Int = 24, folder: URL) throws {
        guard let tmux = Self.executable else { throw TerminalRunError("tmux is not installed") }
        self.tmux = tmux
        configuration = folder.appendingPathComponent("tmux.conf")
        socket = folder.appendingPathComponent("tmux.socket")  // removed with the folder
        try """
            set -g default-shell /bin/sh
            set -g status off
            set -g remain-on-exit on
            """.write(to: configuration, atomically: true, encoding: .utf8)
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
/// output and error (together) read after it ends (see `ChildProcess` for why
/// not Foundation's `Process`: the tmux server started by the first command
/// would keep the test runner's blocked signals for good).
private func runWithDefaultSignals(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil  // tests may themselves run inside tmux
    environment["LC_ALL"] = "C.UTF-8"
    environment["XDG_RUNTIME_DIR"] = testSessionRuntime  // as `runProgram`: sessions in the tests' own folder
    do {
        let result = try ChildProcess.run(executable.path, arguments, environment: environment)
        return (result.status, String(decoding: result.output, as: UTF8.self))
    } catch {
        throw TerminalRunError("\(error)")
    }
}
