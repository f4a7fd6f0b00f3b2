import Testing
@testable import Terminal
import TerminalText

/// "⎋" stands for ESC in expected output, so the bytes read as they are.
private func escaped(_ text: String) -> String { text.replacingOccurrences(of: "⎋", with: "\u{1B}") }

@Suite("Frame diff")
struct FrameDiffTests {
    let size = TerminalSize(rows: 4, columns: 20)

    @Test func theFirstFrameClearsTheScreenAndDrawsEveryNonEmptyLine() {
        let update = FrameDiff.update(from: nil, to: Frame(lines: ["title", "", "row"], size: size))
        #expect(update == escaped("⎋[H⎋[2J⎋[1;1Htitle⎋[3;1Hrow"))
    }

    @Test func anUnchangedFrameSendsNothing() {
        let frame = Frame(lines: ["title", "row"], size: size)
        #expect(FrameDiff.update(from: frame, to: frame) == "")
    }

    @Test func onlyChangedLinesAreClearedAndRewritten() {
        let before = Frame(lines: ["title", "> row 1", "  row 2", "status"], size: size)
        let after = Frame(lines: ["title", "  row 1", "> row 2", "status"], size: size)
        #expect(FrameDiff.update(from: before, to: after) == escaped("⎋[2;1H⎋[2K  row 1⎋[3;1H⎋[2K> row 2"))
    }

    @Test func linesThatAreGoneAreCleared() {
        let before = Frame(lines: ["a", "b", "c"], size: size)
        #expect(FrameDiff.update(from: before, to: Frame(lines: ["a"], size: size)) == escaped("⎋[2;1H⎋[2K⎋[3;1H⎋[2K"))
    }

    @Test func newLinesAreDrawn() {
        let before = Frame(lines: ["a"], size: size)
        #expect(FrameDiff.update(from: before, to: Frame(lines: ["a", "", "c"], size: size)) == escaped("⎋[3;1H⎋[2Kc"))
    }

    @Test func aNewSizeRedrawsEverythingEvenWhenTheLinesAreTheSame() {
        let before = Frame(lines: ["a", "b"], size: size)
        let after = Frame(lines: ["a", "b"], size: TerminalSize(rows: 3, columns: 10))
        #expect(FrameDiff.update(from: before, to: after) == escaped("⎋[H⎋[2J⎋[1;1Ha⎋[2;1Hb"))
    }

    @Test func linesBelowTheLastRowAreNotDrawn() {
        let small = TerminalSize(rows: 2, columns: 10)
        #expect(FrameDiff.update(from: nil, to: Frame(lines: ["a", "b", "c"], size: small))
                == escaped("⎋[H⎋[2J⎋[1;1Ha⎋[2;1Hb"))
        let before = Frame(lines: ["a", "b", "c"], size: small)
        #expect(FrameDiff.update(from: before, to: Frame(lines: ["a", "b", "d"], size: small)) == "")
    }

    /// Nothing is sent after a line: with autowrap off the cursor stays on
    /// the last column of a full-width line, and a clear there would erase it.
    @Test func aLineAsWideAsTheScreenIsFollowedByNothingThatCouldEraseItsLastColumn() {
        let full = String(repeating: "x", count: size.columns - 1) + "9"
        let before = Frame(lines: ["title", "row"], size: size)
        #expect(FrameDiff.update(from: before, to: Frame(lines: ["title", full], size: size))
                .hasSuffix(full))
        #expect(FrameDiff.update(from: nil, to: Frame(lines: [full], size: size)).hasSuffix(full))
    }

    @Test func colourCodesAndWideCharactersPassThroughUntouched() {
        let before = Frame(lines: ["plain"], size: size)
        let after = Frame(lines: ["⎋[7m漢字 e\u{301}⎋[0m"].map(escaped), size: size)
        #expect(FrameDiff.update(from: before, to: after) == escaped("⎋[1;1H⎋[2K⎋[7m漢字 e\u{301}⎋[0m"))
    }
}
