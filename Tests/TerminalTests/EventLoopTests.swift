import Foundation
import Testing
import TestSupport
@testable import Terminal
import TerminalText

/// The driver on a pseudo-terminal inside the test process: the test holds
/// the terminal's master end (the "keyboard and screen"), the loop runs on
/// the other end. Serialized: a process has one set of signal handlers.
@Suite("Event loop on a pseudo-terminal", .serialized)
struct EventLoopTests {
    @Test func keysArriveDecodedAndALoneEscapeAfterTheTimeout() throws {
        try withPseudoTerminal { master, terminal in
            var keys: [Key] = []
            try TerminalSession.withSession(input: terminal, output: terminal) { session in
                let loop = try EventLoop(session: session)
                loop.mailbox.postDeadline()
                try loop.run(firstFrame: { _ in
                    type(master, "\u{1B}[Aj\u{1B}[5~漢\u{1B}")  // raw mode is on: nothing is flushed any more
                    return ["first"]
                }) { event in
                    if isDeadline(event) { return .quit }
                    guard case let .key(key) = event else { return .continue(["other"]) }
                    keys.append(key)
                    return key == .escape ? .quit : .continue(["\(keys.count) keys"])
                }
            }
            #expect(keys == [.up, .character("j"), .pageUp, .character("漢"), .escape])
        }
    }

    @Test func messagesFromOtherThreadsArriveInOrder() throws {
        try withPseudoTerminal { _, terminal in
            var received: [Int] = []
            try TerminalSession.withSession(input: terminal, output: terminal) { session in
                let loop = try EventLoop(session: session)
                loop.mailbox.postDeadline()
                let mailbox = loop.mailbox
                DispatchQueue.global().async { for number in 0..<500 { mailbox.post(number) } }
                try loop.run(firstFrame: { _ in [] }) { event in
                    if isDeadline(event) { return .quit }
                    if case let .message(message) = event, let number = message as? Int { received.append(number) }
                    return received.count == 500 ? .quit : .continue(["\(received.count)"])
                }
            }
            #expect(received == Array(0..<500))
        }
    }

    @Test func aResizeSignalDeliversTheNewSizeAndRedrawsInFull() throws {
        try withPseudoTerminal { master, terminal in
            var sizes: [TerminalSize] = []
            try TerminalSession.withSession(input: terminal, output: terminal) { session in
                let loop = try EventLoop(session: session)
                loop.mailbox.postDeadline()
                try loop.run(firstFrame: { size in
                    sizes.append(size)
                    setSize(master, rows: 30, columns: 100)
                    // The kernel sends SIGWINCH only to the terminal's own foreground group: send it here.
                    raiseUnblocked(SIGWINCH)
                    return ["first"]
                }) { event in
                    if isDeadline(event) { return .quit }
                    guard case let .resize(size) = event else { return .quit }
                    sizes.append(size)
                    type(master, "q")
                    return .continue(["first"])
                }
            }
            #expect(sizes == [TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 30, columns: 100)])
            let output = String(decoding: readAvailable(master), as: UTF8.self)
            let fullFrame = "\u{1B}[H\u{1B}[2J\u{1B}[1;1Hfirst"
            #expect(output.components(separatedBy: fullFrame).count == 3, "\(output.debugDescription)")
        }
    }

    /// After a stop it could not catch (SIGSTOP), the shell may have put its
    /// own settings back: on SIGCONT the loop takes raw mode and the
    /// alternate screen again, and the same frame is drawn again in full.
    @Test func aContinueTakesTheTerminalAgainAndRedrawsInFull() throws {
        try withPseudoTerminal { master, terminal in
            var rawAfterContinue = false
            try TerminalSession.withSession(input: terminal, output: terminal) { session in
                let loop = try EventLoop(session: session)
                loop.mailbox.postDeadline()
                let raw = settings(of: terminal)
                try loop.run(firstFrame: { _ in
                    var cooked = termios()
                    tcgetattr(terminal, &cooked)
                    cooked.c_lflag |= tcflag_t(ICANON | ECHO)
                    tcsetattr(terminal, TCSANOW, &cooked)
                    raiseUnblocked(SIGCONT)
                    loop.mailbox.post("after")  // delivered after the continue is dealt with
                    return ["first"]
                }) { event in
                    if isDeadline(event) { return .quit }
                    guard case .message = event else { return .quit }
                    rawAfterContinue = settings(of: terminal) == raw
                    type(master, "q")
                    return .continue(["first"])
                }
            }
            #expect(rawAfterContinue)
            let output = String(decoding: readAvailable(master), as: UTF8.self)
            let fullFrame = "\u{1B}[H\u{1B}[2J\u{1B}[1;1Hfirst"
            #expect(output == TerminalSession.enterSequence + fullFrame + TerminalSession.enterSequence + fullFrame
                    + TerminalRestore.leaveSequence, "\(output.debugDescription)")
        }
    }

    @Test func theSavedSettingsComeBackAfterAReturnAndAfterAThrow() throws {
        try withPseudoTerminal { _, terminal in
            let before = settings(of: terminal)
            var during = before
            try TerminalSession.withSession(input: terminal, output: terminal) { _ in during = settings(of: terminal) }
            #expect(during != before, "raw mode was not entered")
            #expect(settings(of: terminal) == before)
            struct Failure: Error {}
            #expect(throws: Failure.self) {
                try TerminalSession.withSession(input: terminal, output: terminal) { _ in throw Failure() }
            }
            #expect(settings(of: terminal) == before)
        }
    }

    @Test func theScreenIsEnteredDrawnOnlyWhereChangedAndLeft() throws {
        try withPseudoTerminal { master, terminal in
            try TerminalSession.withSession(input: terminal, output: terminal) { session in
                let loop = try EventLoop(session: session)
                loop.mailbox.postDeadline()
                try loop.run(firstFrame: { _ in
                    type(master, "x")
                    return ["title", "row"]
                }) { _ in .quit }
            }
            let output = String(decoding: readAvailable(master), as: UTF8.self)
            let expected = TerminalSession.enterSequence + "\u{1B}[H\u{1B}[2J\u{1B}[1;1Htitle\u{1B}[2;1Hrow"
                + TerminalRestore.leaveSequence
            #expect(output == expected)
        }
    }

    @Test func standardStreamsThatAreNotTerminalsAreRefused() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        #expect(throws: TerminalError.notATerminal(.standardInput)) { try TerminalSession(input: ends[0], output: ends[1]) }
        try withPseudoTerminal { _, terminal in
            #expect(throws: TerminalError.notATerminal(.standardOutput)) {
                try TerminalSession(input: terminal, output: ends[1])
            }
        }
    }
}

/// A line read with echo off arms the same restore as a session, so its
/// tests are in this serialized suite: a process has one set of handlers.
extension EventLoopTests {
    @Test func anUnechoedLineIsNotShownAndTheSavedSettingsComeBack() throws {
        let (master, path) = try openPseudoTerminal()
        defer { close(master) }
        let terminal = open(path, O_RDWR | O_NOCTTY)
        try #require(terminal >= 0)
        defer { close(terminal) }
        let before = settings(of: terminal)
        // A thread of its own, not a task: with every thread of the cooperative pool held by
        // other suites' blocking tests (2 cores), a detached task did not start within 10 s.
        let reading = Handoff<Result<[UInt8], Error>>()
        Thread { reading.set(Result { try UnechoedLine.read(prompt: "Secret: ", input: terminal, output: terminal) }) }
            .start()
        var transcript = try awaitOutput("Secret: ", from: master)  // once shown, echo is off
        var during = termios()
        tcgetattr(terminal, &during)
        #expect(during.c_lflag & tcflag_t(ECHO) == 0)
        type(master, "hunter2\n")
        #expect(try reading.wait(seconds: 10)?.get() == Array("hunter2".utf8))
        transcript += readAvailable(master)
        #expect(String(decoding: transcript, as: UTF8.self) == "Secret: \r\n")  // the Enter's new line, no text
        #expect(settings(of: terminal) == before)
    }

    @Test func anUnechoedLineWithoutATerminalIsRefusedChangingNothing() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        #expect(throws: TerminalError.settingsUnreadable(errno: ENOTTY)) {
            try UnechoedLine.read(prompt: "Secret: ", input: ends[0], output: ends[1])
        }
        #expect(readAvailable(ends[0]).isEmpty)  // no prompt
        try withPseudoTerminal { _, terminal in  // and nothing left armed: a session can start
            try TerminalSession.withSession(input: terminal, output: terminal) { _ in }
        }
    }
}

/// A value one thread sets and another waits for.
private final class Handoff<Value>: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private var value: Value?

    func set(_ value: Value) {
        self.value = value
        ready.signal()
    }

    /// The value once set; nil when `seconds` pass first.
    func wait(seconds: Double) -> Value? {
        ready.wait(timeout: .now() + seconds) == .success ? value : nil
    }
}

/// What the program wrote up to and including `text`; fails after 10 s without it.
private func awaitOutput(_ text: String, from master: Int32) throws -> [UInt8] {
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !String(decoding: output, as: UTF8.self).contains(text) {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 10_000) > 0 else {
            Issue.record("\(text.debugDescription) did not appear within 10 s")
            throw CancellationError()
        }
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { throw CancellationError() }
        output += buffer[..<count]
    }
    return output
}

/// Posted to a test's loop after 10 s, so a missing event fails the test instead of hanging it.
private struct Deadline: Sendable {}

extension Mailbox {
    fileprivate func postDeadline() {
        DispatchQueue.global().asyncAfter(deadline: .now() + 10) { [self] in post(Deadline()) }
    }
}

private func isDeadline(_ event: Event) -> Bool {
    guard case let .message(message) = event, message is Deadline else { return false }
    Issue.record("the expected events did not come within 10 s")
    return true
}

/// A fresh pseudo-terminal at 80x24 in cooked mode: its master and its terminal end.
private func withPseudoTerminal(_ body: (Int32, Int32) throws -> Void) throws {
    let (master, path) = try openPseudoTerminal()
    defer { close(master) }
    let terminal = open(path, O_RDWR | O_NOCTTY)
    try #require(terminal >= 0)
    defer { close(terminal) }
    setSize(master, rows: 24, columns: 80)
    try body(master, terminal)
}

private func type(_ master: Int32, _ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
}

/// Sends `signal` to this thread with it unblocked (the test runner blocks
/// some signals), so its handler has run when this returns.
private func raiseUnblocked(_ signal: Int32) {
    var only = sigset_t(), previous = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, signal)
    pthread_sigmask(SIG_UNBLOCK, &only, &previous)
    raise(signal)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
}

/// TIOCSWINSZ = 0x5414 (asm-generic/ioctls.h).
private func setSize(_ master: Int32, rows: UInt16, columns: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, 0x5414, &size)
}

/// What the program has written so far (the master never blocks here: poll first).
private func readAvailable(_ master: Int32) -> [UInt8] {
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    while poll(&poller, 1, 0) > 0 {
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        output += buffer[..<count]
    }
    return output
}

/// The terminal's settings as bytes, to compare whole structs.
private func settings(of terminal: Int32) -> [UInt8] {
    var current = termios()
    tcgetattr(terminal, &current)
    return withUnsafeBytes(of: current) { Array($0) }
}
