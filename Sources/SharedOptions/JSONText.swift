/// A small JSON writer that keeps key order as given, so `--format json`
/// output is stable and matches docs/commands.md field for field.
public indirect enum JSONText: CustomStringConvertible {
    case string(String)
    case number(Int)
    case bool(Bool)
    case null
    case array([JSONText])
    case object([(String, JSONText)])

    public var description: String {
        var out = ""
        write(to: &out)
        return out
    }

    public func write(to out: inout String) {
        switch self {
        case .string(let text): Self.writeString(text, to: &out)
        case .number(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    public static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where Self.isEscaped(c.value):
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// C0, DEL, C1 and the bidi overrides and isolates: written as `\uXXXX`,
    /// the same string to a JSON reader, so that card text in JSON on a
    /// terminal cannot move the cursor or reorder what follows.
    private static func isEscaped(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }

    /// Whether UTF-8 `bytes` hold a scalar `writeString` escapes other than
    /// C0, a quote or a backslash: DEL, C1 (C2 80–9F), an override (E2 80
    /// AA–AE) or an isolate (E2 81 A6–A9). For writers that copy text
    /// with nothing to escape as it is.
    public static func holdsEscapedScalar(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x7F: return true
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] < 0xA0: return true
            case 0xE2 where index + 2 < bytes.count:
                let second = bytes[index + 1], third = bytes[index + 2]
                if second == 0x80 && (0xAA...0xAE).contains(third) || second == 0x81 && (0xA6...0xA9).contains(third) {
                    return true
                }
            default: break
            }
            index += 1
        }
        return false
    }
}
