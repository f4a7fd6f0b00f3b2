/// One physical line of input: `start..<end` is its content without the line break, `next` where the following line starts.
package struct PhysicalLine {
    package var start: Int
    var end: Int
    package var next: Int
    /// 1-based line number in the whole input.
    package var number: Int
    /// The line holds a C0 control byte other than tab (CR and LF end lines, so they never appear inside).
    var hasControlByte: Bool
}
