#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The header of a mail message (RFC 5322 §2.2): its fields in order, each unfolded, with the line
/// it begins on. Only the header is read: it ends at the first empty line, and the body after it is
/// never read, so a message of any size costs what its header costs.
public struct MessageHeader: Sendable {
    /// One field: its name as written, its value's bytes unfolded (the line breaks of a folded value
    /// removed, RFC 5322 §2.2.3), and the line of the input it begins on.
    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: [UInt8]
        public var line: Int
    }

    public private(set) var fields: [Field] = []

    /// More than any real header (a few KB; some tens with long Received chains and DKIM).
    public static let sizeLimit = 1 << 20

    /// Reads a header from `bytes`: every line up to the first empty one, or to the end. An mbox
    /// `From ` line first (as aerc writes before a message) is passed over, and so are lines that are
    /// no field.
    public init(_ bytes: some Collection<UInt8>) {
        var lineNumber = 0
        for rawLine in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Array(rawLine)
            if line.last == 0x0D { line.removeLast() }
            if line.isEmpty { break }
            if line.first == 0x20 || line.first == 0x09 {
                if !fields.isEmpty { fields[fields.count - 1].value += line }
                continue
            }
            if lineNumber == 1 && line.starts(with: Array("From ".utf8)) { continue }
            guard let colon = line.firstIndex(of: 0x3A), colon > 0,
                  line[..<colon].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { continue }
            var value = Array(line[(colon + 1)...])
            while value.first == 0x20 || value.first == 0x09 { value.removeFirst() }
            fields.append(Field(name: String(decoding: line[..<colon], as: UTF8.self), value: value, line: lineNumber))
        }
    }

    /// The first field named `name`, ignoring case.
    public func field(_ name: String) -> Field? {
        let wanted = name.lowercased()
        return fields.first { $0.name.lowercased() == wanted }
    }

    /// Reads the header from `descriptor` (standard input) up to its end, never further than
    /// ``sizeLimit`` bytes: a header that goes on past it, or input that is none, is an error.
    public static func read(from descriptor: Int32, name: String) throws(MailError) -> MessageHeader {
        var read: [UInt8] = []
        var lineStart = 0
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, min($0.count, sizeLimit - read.count)) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(input: name, reason: String(cString: strerror(errno))) }
            if count == 0 { break }
            var index = read.count
            read += chunk[..<count]
            // The header ends at the first empty line (LF or CR LF alone).
            while index < read.count {
                if read[index] == 0x0A {
                    if index == lineStart || index == lineStart + 1 && read[lineStart] == 0x0D {
                        return MessageHeader(read[..<lineStart])
                    }
                    lineStart = index + 1
                }
                index += 1
            }
            guard read.count < sizeLimit else { throw .headerTooLong(input: name, limit: sizeLimit) }
        }
        guard read.contains(where: { $0 > 0x20 }) else { throw .empty(input: name) }
        return MessageHeader(read)
    }
}
