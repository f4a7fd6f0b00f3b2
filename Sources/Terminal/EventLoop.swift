#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import TerminalText

/// The driver: waits on the terminal and the mailbox with poll(2), decodes
/// keys, hands each event to the program, and draws the frame it returns
/// (only the lines that changed). The program keeps its own state; the
/// loop knows nothing of what the lines mean.
public final class EventLoop {
    /// The terminal the loop reads and draws on.
    public let session: TerminalSession
    /// Where other threads post messages for the loop to deliver.
    public let mailbox: Mailbox
    /// The size the current frame is laid out for.
    public private(set) var size: TerminalSize

    private var decoder = KeyDecoder()
    private var drawn: Frame?
    /// The frame to draw again in full when the program has no newer one:
    /// the screen was the shell's meanwhile (a suspension).
    private var lost: Frame?
    /// When a pending ESC becomes the Escape key if nothing follows: 25 ms,
    /// well above the gap inside one sequence, even over ssh, and well
    /// below what a person notices (vim's ttimeoutlen is 100 ms, tmux's escape-time 500).
    private var escapeDeadline: ContinuousClock.Instant?
    static let escapeTimeout = Duration.milliseconds(25)

    public init(session: TerminalSession) throws(TerminalError) {
        self.session = session
        self.mailbox = try Mailbox()
        self.size = session.size
    }

    /// Draws `firstFrame(size)`, then delivers events to `handle` and draws
    /// what it returns, until it returns `.quit` or the terminal goes away
    /// (its end closed: read(2) gives end-of-file or EIO). Within one wake-up,
    /// resizes come first, then posted messages, then keys; the frame is
    /// drawn once, after the last of them.
    public func run(firstFrame: (TerminalSize) throws -> [String],
                    handle: (Event) throws -> Flow) throws {
        ResizeSignal.start(notifying: mailbox)
        JobControlSignal.start(notifying: mailbox)
        defer {
            JobControlSignal.stop()
            ResizeSignal.stop()
        }
        size = session.size  // it may have changed before the handler was there to note it
        try draw(firstFrame(size))
        while true {
            guard let events = try waitForEvents() else { return }
            var next: [String]?
            for event in events {
                if case let .resize(newSize) = event { size = newSize }
                switch try handle(event) {
                case .quit: return
                case let .continue(lines): next = lines
                }
            }
            if let next {
                try draw(next)
            } else if let lost {
                try draw(lost.lines)
            }
        }
    }

    /// Job control (Control-Z, SIGTSTP): gives the terminal back as it was,
    /// stops the process as SIGTSTP's default action does, and once it is
    /// continued takes the terminal over again; the next frame is drawn in
    /// full, and a size changed meanwhile arrives as a resize. Call it from
    /// `handle`; a SIGTSTP from outside does the same by itself. Nothing
    /// happens when SIGTSTP was ignored at start (no job control to return to).
    public func suspend() throws {
        guard JobControlSignal.canStop else { return }
        session.suspend()
        JobControlSignal.stopProcess()
        // Continued: what was noted while stopped is stale (the SIGCONT is this very resume),
        // but messages posted meanwhile are not; noting a resize wakes the loop for them.
        _ = mailbox.drainWakeups()
        try takeOverAgain()
    }

    /// Gives the terminal to another program (an editor) for as long as
    /// `body` runs, as a suspension gives it to the shell but without
    /// stopping; then takes it over again, the next frame drawn in full.
    /// Meanwhile SIGTSTP has its default action, so a Control-Z in that
    /// program stops the whole job and `fg` continues both. The terminal is
    /// taken back whether `body` returns or throws.
    public func handOver<Result>(_ body: () throws -> Result) throws -> Result {
        session.suspend()
        let outcome = JobControlSignal.withDefaultAction { Swift.Result { try body() } }
        // What was noted meanwhile (the program's own resizes, a stop and continue) is stale.
        _ = mailbox.drainWakeups()
        try takeOverAgain()
        return try outcome.get()
    }

    /// Raw mode and the alternate screen again, and the frame due in full.
    private func takeOverAgain() throws {
        try session.resume()
        lost = drawn ?? lost
        drawn = nil
        mailbox.noteResize()
    }

    /// Writes what differs between the frame on screen and `lines`.
    private func draw(_ lines: [String]) throws {
        let frame = Frame(lines: lines, size: size)
        let update = FrameDiff.update(from: drawn, to: frame)
        if !update.isEmpty { try session.write(update) }
        drawn = frame
        lost = nil
    }

    /// Blocks until something happens; nil when the terminal is gone.
    private func waitForEvents() throws -> [Event]? {
        var descriptors = [
            pollfd(fd: session.input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: mailbox.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, pollTimeout())
        if ready < 0 {
            guard errno == EINTR else { throw TerminalError.systemCall("poll", errno: errno) }
            return []  // a signal (SIGWINCH) interrupted; its byte is in the pipe
        }
        var events: [Event] = []
        if descriptors[1].revents & Int16(POLLIN) != 0 {
            let noted = mailbox.drainWakeups()
            if noted.contains(.suspendRequested) {
                try suspend()
            } else if noted.contains(.continued) {
                try takeOverAgain()  // stopped by SIGSTOP, which cannot be caught: the shell may have reset the terminal
            }
            if noted.contains(.resized) {
                let newSize = session.size
                if newSize != size { events.append(.resize(newSize)) }
            }
            events += mailbox.takeMessages().map(Event.message)
        }
        if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            guard let bytes = try readTerminal() else { return nil }
            events += decoder.decode(bytes).map(Event.key)
        }
        if let escapeDeadline, ContinuousClock.now >= escapeDeadline {
            events += decoder.flush().map(Event.key)
        }
        escapeDeadline = decoder.hasPendingEscape ? (escapeDeadline ?? .now + Self.escapeTimeout) : nil
        return events
    }

    /// Milliseconds until a pending ESC is due, or -1 to wait indefinitely.
    private func pollTimeout() -> Int32 {
        guard let escapeDeadline else { return -1 }
        let remaining = ContinuousClock.now.duration(to: escapeDeadline)
        let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(0, milliseconds + 1))
    }

    /// What the terminal has for us; nil at its end.
    private func readTerminal() throws -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(session.input, $0.baseAddress, $0.count) }
        if count > 0 { return Array(buffer[..<count]) }
        if count == 0 || errno == EIO { return nil }
        if errno == EINTR || errno == EAGAIN { return [] }
        throw TerminalError.systemCall("read", errno: errno)
    }
}
