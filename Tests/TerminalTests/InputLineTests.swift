import Foundation
import Testing
@testable import Terminal

@Suite("Lines of input, and echo off for a line not shown")
struct InputLineTests {
    @Test func aLineEndsAtLFOrCRLFAndNothingAfterItIsConsumed() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes = Array("analytical\r\nengine\nlast".utf8)
        _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        #expect(InputLine.read(from: ends[0]) == Array("analytical".utf8))
        #expect(InputLine.read(from: ends[0]) == Array("engine".utf8))
        #expect(InputLine.read(from: ends[0]) == Array("last".utf8))  // the end of input ends a line too
        #expect(InputLine.read(from: ends[0]) == [])
    }

    @Test func echoOffTurnsOffEveryEchoAndKeepsLineEditingAndControlC() {
        var cooked = termios()
        cooked.c_lflag = tcflag_t(ECHO | ECHOE | ECHOK | ECHONL | ICANON | ISIG | IEXTEN)
        cooked.c_iflag = tcflag_t(ICRNL)
        let quiet = UnechoedLine.echoOff(from: cooked)
        #expect(quiet.c_lflag == tcflag_t(ICANON | ISIG | IEXTEN))
        #expect(quiet.c_iflag == cooked.c_iflag)
    }
}
