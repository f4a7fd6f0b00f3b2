/// The bytes that turn one frame on the screen into the next. Pure.
///
/// Only changed lines are sent: each is `ESC [ row ; 1 H`, `ESC [ 2 K` to
/// clear the old line, then the line. The clear comes first: with autowrap
/// off the cursor stays on the last column after a line as wide as the
/// screen, so a clear after it (`ESC [ K`) erased that column, the last
/// digit of a number at the right edge included. A changed size (or no
/// previous frame) clears the screen first and sends every line, so nothing
/// of the old layout survives a resize. Lines past the last row are not
/// drawn; lines are opaque (never measured or cut).
public enum FrameDiff {
    static let clearScreen = "\u{1B}[H\u{1B}[2J"
    static let clearLine = "\u{1B}[2K"

    /// The output that shows `next` on a screen that shows `previous`.
    public static func update(from previous: Frame?, to next: Frame) -> String {
        let rows = max(0, next.size.rows)
        var output = ""
        guard let previous, previous.size == next.size else {
            output += clearScreen
            for (index, line) in next.lines.prefix(rows).enumerated() where !line.isEmpty {
                output += moveTo(row: index) + line
            }
            return output
        }
        for index in 0..<min(rows, max(previous.lines.count, next.lines.count)) {
            let old = index < previous.lines.count ? previous.lines[index] : ""
            let new = index < next.lines.count ? next.lines[index] : ""
            if old != new { output += moveTo(row: index) + clearLine + new }
        }
        return output
    }

    /// `ESC [ row ; 1 H` for a zero-based row.
    static func moveTo(row: Int) -> String { "\u{1B}[\(row + 1);1H" }
}
