import TerminalText

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
            // C0, DEL, C1, bidi overrides and isolates: the same string to a JSON
            // reader, so card text in JSON on a terminal cannot move the cursor
            // or reorder what follows.
            case let c where VisibleText.isShownVisibly(c.value):
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
