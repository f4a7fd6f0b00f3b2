import Foundation
import Testing
@testable import Terminal
import TerminalText

@Suite("Terminal size, raw mode")
struct TerminalSettingsTests {
    @Test func withoutATerminalTheSizeComesFromLinesAndColumns() {
        let size = TerminalSize.current(descriptor: -1, environment: ["LINES": "30", "COLUMNS": "100"])
        #expect(size == TerminalSize(rows: 30, columns: 100))
        #expect(TerminalSize.current(descriptor: -1, environment: ["LINES": "x", "COLUMNS": "0"])
                == TerminalSize(rows: 24, columns: 80))
        #expect(size.description == "100x30")
    }

    @Test func rawModeTurnsOffEchoLinesAndKeySignalsButKeepsOutputProcessing() {
        var cooked = termios()
        cooked.c_iflag = tcflag_t(ICRNL | IXON | BRKINT)
        cooked.c_oflag = tcflag_t(OPOST | ONLCR)
        cooked.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN | ECHOE)
        cooked.c_cflag = tcflag_t(CS7 | PARENB | CREAD)
        let raw = TerminalSession.rawMode(from: cooked)
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON | BRKINT) == 0)
        #expect(raw.c_oflag == cooked.c_oflag)
        #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
        #expect(raw.c_cflag & tcflag_t(PARENB) == 0)
        #expect(raw.c_cflag & tcflag_t(CREAD) != 0)
        let (minimum, time) = withUnsafeBytes(of: raw.c_cc) { ($0[Int(VMIN)], $0[Int(VTIME)]) }
        #expect(minimum == 1 && time == 0)
    }
}
