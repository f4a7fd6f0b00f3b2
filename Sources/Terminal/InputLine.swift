#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// One line of input, as a password or token is given on standard input
/// (`--password-stdin`) or typed at a prompt.
public enum InputLine {
    /// The next line of `descriptor` without its line ending (LF or CRLF),
    /// read a byte at a time so nothing after it is consumed; what there is
    /// at the end of the input or on a read error.
    public static func read(from descriptor: Int32) -> [UInt8] {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = systemRead(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 || byte == UInt8(ascii: "\n") { break }
            line.append(byte)
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return line
    }
}

/// read(2), named apart from the methods called `read` that hide it in a type.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, bytes, count)
}
