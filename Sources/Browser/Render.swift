import Sections
import TerminalText

/// The frame for `state`: exactly `size.rows` lines, each exactly
/// `size.columns` display columns wide. A title line, the body (the
/// screen's sections and rows, or the help), and a status line, or the
/// lines a message wider than one needs (`StatusLine.lines`), the body
/// giving way to them, the cursor's row kept in what is left. With
/// `colors` off (`NO_COLOR`, `TERM=dumb`, tests) the frame is plain text and
/// the cursor row is marked with ">"; with colours on, the cursor row is in
/// reverse video, titles bold and secondary cells dim (SGR codes only).
public func render(_ state: BrowserState, size: TerminalSize, colors: Bool) -> [String] {
    guard size.rows > 0, size.columns > 0 else { return [] }
    let paint = Paint(colors: colors, width: size.columns)
    let status = StatusLine.lines(state, size: size)
    let height = max(0, ScreenState.bodyHeight(size) - (status.count - 1))
    let body = state.mode == .help
        ? Array(HelpOverlay.lines(state.keymap, paint: paint).dropFirst(state.helpTop))
        : BodyLines(state.current, paint: paint, marked: Set(state.marked))
            .lines(from: state.current.top(showingCursorIn: height, size), count: height)
    var frame = [paint.line(TitleLine.text(state, width: size.columns), style: .bold)]
    frame += body.prefix(height)
    frame += Array(repeating: paint.line(""), count: max(0, height - body.count))
    frame += status.map { paint.line($0, style: .plain) }
    return Array(frame.prefix(size.rows))
}

/// The first line: where the user is, and the filter in force. When it
/// does not fit, the screens the user came through give way first, whole,
/// from the left ("… › Privacy Policy", then "Privacy Policy").
enum TitleLine {
    static let separator = " › "

    static func text(_ state: BrowserState, width: Int) -> String {
        var screens = state.stack.map { $0.screen?.title ?? "…" }
        let search = state.current.search.map { "  /" + $0 } ?? ""
        var title = screens.joined(separator: separator)
        while screens.count > 1, DisplayWidth.of(title + search) > width {
            screens.removeFirst()
            title = "…" + separator + screens.joined(separator: separator)
        }
        if screens.count < state.stack.count, DisplayWidth.of(title + search) > width { title = screens[0] }
        return title + search
    }
}
