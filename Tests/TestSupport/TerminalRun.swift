import Foundation

/// A run of a program on a pseudo-terminal: what appeared on the terminal
/// (stdout and stderr, and anything the terminal echoed), how it ended,
/// and whether echo was on again afterwards.
public struct TerminalResult: Sendable {
    public var status: Int32
    public var wasSignaled: Bool
    public var transcript: String
    /// The transcript's bytes, as the terminal received them.
    public var bytes: [UInt8]
    /// The terminal's ECHO flag after the program ended.
    public var echoIsOnAfterwards: Bool
}

/// What to do when a prompt appears.
public enum TerminalAction: Sendable {
    /// Type this line and Enter.
    case type(String)
    /// Press Control-C.
    case interrupt
}

/// Runs `phonebook` with a pseudo-terminal as stdin, stdout and stderr; for
/// each `(prompt, action)` waits until `prompt` has appeared (reading the
/// terminal: no sleeps), then acts. Fails rather than hangs after `timeout`
/// seconds without output. `environment` is added to a controlled one
/// (colour off, a locale naming no country, no COLUMNS) and may override
/// it; `size` is the window's, which the program reads with TIOCGWINSZ.
/// With `stdinFile`, standard input is that file instead, the terminal
/// still the controlling one (`/dev/tty`), as for `mutt`'s `<pipe-message>`.
public func phonebookInTerminal(_ arguments: [String], script: [(prompt: String, action: TerminalAction)],
                                environment extra: [String: String] = [:], size: (rows: Int, columns: Int)? = nil,
                                stdinFile: URL? = nil, timeout: Int32 = 20) throws -> TerminalResult {
    let (master, slavePath) = try openPseudoTerminal()
    defer { close(master) }
    if let size {
        // TIOCSWINSZ (0x5414, asm-generic/ioctls.h): the size a terminal window reports.
        var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, 0x5414, &window) == 0 else { throw TerminalRunError("cannot size the terminal") }
    }

    var environment = ProcessInfo.processInfo.environment
    environment["PHONEBOOK_DB"] = nil
    environment["PHONEBOOK_BOOK"] = nil
    environment["NO_COLOR"] = "1"
    environment["LC_ALL"] = "C.UTF-8"
    environment["LANG"] = "C.UTF-8"
    environment["LC_TELEPHONE"] = nil
    environment["COLUMNS"] = nil
    environment["LINES"] = nil
    environment["XDG_RUNTIME_DIR"] = testSessionRuntime  // as `runProgram`: sessions in the tests' own folder
    for (key, value) in extra { environment[key] = value }
    let child = try spawnInNewSession([Repository.binary.path] + arguments, environment: environment,
                                      terminal: slavePath, standardInput: stdinFile?.path)

    var transcript: [UInt8] = []
    var searchFrom = 0
    for (prompt, action) in script {
        while true {
            let text = String(decoding: transcript[searchFrom...], as: UTF8.self)
            if let range = text.range(of: prompt) {
                searchFrom += text[..<range.upperBound].utf8.count
                break
            }
            guard try readSome(master, into: &transcript, timeout: timeout) else {
                _ = waitForExit(child)
                throw TerminalRunError("the program ended before prompting \(prompt.debugDescription); "
                                       + "it wrote: \(String(decoding: transcript, as: UTF8.self).debugDescription)")
            }
        }
        switch action {
        case let .type(line):
            let bytes = Array((line + "\n").utf8)
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        case .interrupt:
            var controlC: UInt8 = 0x03  // the terminal turns it into SIGINT for its foreground process
            _ = write(master, &controlC, 1)
        }
    }
    while try readSome(master, into: &transcript, timeout: timeout) {}
    let (status, wasSignaled) = waitForExit(child)

    var settings = termios()  // on Linux the master reports the terminal's (the slave's) settings
    let echo = tcgetattr(master, &settings) == 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    return TerminalResult(status: status, wasSignaled: wasSignaled,
                          transcript: String(decoding: transcript, as: UTF8.self), bytes: transcript,
                          echoIsOnAfterwards: echo)
}

/// Starts `arguments` as a shell would in a new terminal window: a new
/// session whose controlling terminal is `terminal` (stdin, stdout and
/// stderr), with no signals blocked or ignored. Foundation's `Process`
/// cannot: its children inherit the test runner's blocked signals and no
/// controlling terminal, so Control-C would never arrive.
private func spawnInNewSession(_ arguments: [String], environment: [String: String],
                               terminal: String, standardInput: String? = nil) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t(), defaults = sigset_t()
    sigemptyset(&noSignals)
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTOU, SIGTTIN] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    let setsid: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc ≥ 2.26), a macro Swift does not import
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | setsid))

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Opened after setsid, without O_NOCTTY: it becomes the controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    // glibc closes descriptor 0 before opening the file there; the terminal stays the controlling one.
    if let standardInput { posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0) }

    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard code == 0 else { throw TerminalRunError("cannot start \(arguments[0]): \(String(cString: strerror(code)))") }
    return pid
}

/// Waits for `pid`; its exit status, or the signal that ended it.
private func waitForExit(_ pid: pid_t) -> (status: Int32, wasSignaled: Bool) {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 ? ((status >> 8) & 0xFF, false) : (signal, true)
}

/// A new pseudo-terminal: its master descriptor and the path of its other end.
///
/// posix_openpt/unlockpt/ptsname are hidden from Swift by glibc's feature
/// macros, and the ioctl numbers are `_IOW`/`_IOR` macros Swift cannot
/// evaluate, so this is their Linux expansion: TIOCSPTLCK = _IOW('T', 0x31,
/// int), TIOCGPTN = _IOR('T', 0x30, unsigned int) (asm-generic/ioctls.h).
public func openPseudoTerminal() throws -> (Int32, String) {
    let unlockRequest: UInt = 0x4004_5431, numberRequest: UInt = 0x8004_5430
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw TerminalRunError("cannot open /dev/ptmx: \(String(cString: strerror(errno)))") }
    var unlock: Int32 = 0, number: UInt32 = 0
    guard ioctl(master, unlockRequest, &unlock) == 0, ioctl(master, numberRequest, &number) == 0 else {
        close(master)
        throw TerminalRunError("cannot set up a pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    return (master, "/dev/pts/\(number)")
}

/// Reads what is available; false at the end (EIO once the program closed the terminal).
private func readSome(_ fd: Int32, into transcript: inout [UInt8], timeout: Int32) throws -> Bool {
    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let ready = poll(&poller, 1, timeout * 1000)
    guard ready > 0 else { throw TerminalRunError("no output for \(timeout) s") }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    transcript += buffer[..<count]
    return true
}

/// Why a terminal run could not be carried out.
public struct TerminalRunError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
