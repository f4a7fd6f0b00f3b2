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
        #expect(update == escaped("⎋[H⎋[2J⎋[1;1Htitle⎋[K⎋[3;1Hrow⎋[K"))
    }

    @Test func anUnchangedFrameSendsNothing() {
        let frame = Frame(lines: ["title", "row"], size: size)
        #expect(FrameDiff.update(from: frame, to: frame) == "")
    }

    @Test func onlyChangedLinesAreRewrittenAndClearedToTheirEnd() {
        let before = Frame(lines: ["title", "> row 1", "  row 2", "status"], size: size)
        let after = Frame(lines: ["title", "  row 1", "> row 2", "status"], size: size)
        #expect(FrameDiff.update(from: before, to: after) == escaped("⎋[2;1H  row 1⎋[K⎋[3;1H> row 2⎋[K"))
    }

    @Test func linesThatAreGoneAreCleared() {
        let before = Frame(lines: ["a", "b", "c"], size: size)
        #expect(FrameDiff.update(from: before, to: Frame(lines: ["a"], size: size)) == escaped("⎋[2;1H⎋[K⎋[3;1H⎋[K"))
    }

    @Test func newLinesAreDrawn() {
        let before = Frame(lines: ["a"], size: size)
        #expect(FrameDiff.update(from: before, to: Frame(lines: ["a", "", "c"], size: size)) == escaped("⎋[3;1Hc⎋[K"))
    }

    @Test func aNewSizeRedrawsEverythingEvenWhenTheLinesAreTheSame() {
        let before = Frame(lines: ["a", "b"], size: size)
        let after = Frame(lines: ["a", "b"], size: TerminalSize(rows: 3, columns: 10))
        #expect(FrameDiff.update(from: before, to: after) == escaped("⎋[H⎋[2J⎋[1;1Ha⎋[K⎋[2;1Hb⎋[K"))
    }

    @Test func linesBelowTheLastRowAreNotDrawn() {
        let small = TerminalSize(rows: 2, columns: 10)
        #expect(FrameDiff.update(from: nil, to: Frame(lines: ["a", "b", "c"], size: small))
                == escaped("⎋[H⎋[2J⎋[1;1Ha⎋[K⎋[2;1Hb⎋[K"))
        let before = Frame(lines: ["a", "b", "c"], size: small)
        #expect(FrameDiff.update(from: before, to: Frame(lines: ["a", "b", "d"], size: small)) == "")
    }

    @Test func colourCodesAndWideCharactersPassThroughUntouched() {
        let before = Frame(lines: ["plain"], size: size)
        let after = Frame(lines: ["⎋[7m漢字 e\u{301}⎋[0m"].map(escaped), size: size)
        #expect(FrameDiff.update(from: before, to: after) == escaped("⎋[1;1H⎋[7m漢字 e\u{301}⎋[0m⎋[K"))
    }
}
