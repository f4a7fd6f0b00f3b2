/// The rows of a CSV file (RFC 4180): fields separated by commas, a quoted
/// field may hold commas, doubled quotes and line breaks; lines end in CRLF,
/// LF or CR. Blank lines are no rows.
struct CSVRows: Sequence, IteratorProtocol {
    /// The line of a quoted field the file ends inside (its closing quote
    /// missing), which then holds the rest of the file.
    private(set) var unclosedQuoteLine: Int?
    private var scalars: String.UnicodeScalarView.Iterator
    private var pending: Unicode.Scalar?
    private var line = 1

    init(_ text: String) {
        scalars = text.unicodeScalars.makeIterator()
    }

    /// The next row's fields and the line it begins on.
    mutating func next() -> (line: Int, fields: [String])? {
        while true {
            guard let (start, fields) = row() else { return nil }
            if fields.count == 1 && fields[0].isEmpty { continue }
            return (start, fields)
        }
    }

    private mutating func take() -> Unicode.Scalar? {
        if let scalar = pending {
            pending = nil
            return scalar
        }
        return scalars.next()
    }

    private mutating func row() -> (Int, [String])? {
        guard let first = take() else { return nil }
        pending = first
        let start = line
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var quoted = false
        var wasQuoted = false
        while let scalar = take() {
            if quoted {
                if scalar == "\"" {
                    if let after = take() {
                        if after == "\"" {
                            field.append("\"")
                            continue
                        }
                        pending = after
                    }
                    quoted = false
                    unclosedQuoteLine = nil
                    continue
                }
                if scalar == "\n" || scalar == "\r" { line += scalar == "\n" || !peekIsLF() ? 1 : 0 }
                field.append(scalar)
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty && !wasQuoted:
                quoted = true
                wasQuoted = true
                unclosedQuoteLine = line
            case ",":
                fields.append(String(field))
                field = String.UnicodeScalarView()
                wasQuoted = false
            case "\r", "\n":
                if scalar == "\r", let after = take(), after != "\n" { pending = after }
                line += 1
                fields.append(String(field))
                return (start, fields)
            default:
                field.append(scalar)
            }
        }
        fields.append(String(field))
        return (start, fields)
    }

    /// Whether the next scalar is LF (a CR LF inside quotes counts as one line).
    private mutating func peekIsLF() -> Bool {
        guard let after = take() else { return false }
        pending = after
        return after == "\n"
    }
}
