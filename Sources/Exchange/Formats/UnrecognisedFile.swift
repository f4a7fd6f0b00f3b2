/// What a file that holds no contact phonebook can read looks like, said
/// in a person's words for the one line that reports it: told from its
/// first bytes (a file type's magic number) or its first line.
enum UnrecognisedFile {
    /// `photo.png:1: this looks like a PNG image, …`: the message, without the place.
    static func message(_ bytes: UnsafeRawBufferPointer) -> String {
        if let separator = otherSeparator(bytes) {
            return "this looks like a CSV file separated by \(separator), not commas "
                + "(save it comma-separated to import it); nothing was imported from it"
        }
        return "this looks like \(looks(bytes)), not vCard, abook, LDIF or CSV; nothing was imported from it"
    }

    /// "semicolons" or "tabs", when the first line is a header naming a
    /// column phonebook reads, separated by them: what Excel and Outlook
    /// write where a language's list separator is not a comma.
    private static func otherSeparator(_ bytes: UnsafeRawBufferPointer) -> String? {
        var lines = LeadingLines(bytes)
        while let line = lines.next() {
            if line.isEmpty { continue }
            for (separator, name) in [(UInt8(ascii: ";"), "semicolons"), (0x09, "tabs")] {
                let fields = line.split(separator: separator, omittingEmptySubsequences: false)
                guard fields.count > 1 else { continue }
                let known = fields.contains { field in
                    var header = String(decoding: field, as: UTF8.self).trimmed
                    if header.count > 1 && header.hasPrefix("\"") && header.hasSuffix("\"") {
                        header = String(header.dropFirst().dropLast())
                    }
                    return CSVColumn(header: header).isKnown
                }
                if known { return name }
            }
            return nil
        }
        return nil
    }

    static func looks(_ bytes: UnsafeRawBufferPointer) -> String {
        for (magic, name) in magics where bytes.starts(with: magic) { return name }
        let head = bytes.prefix(4096)
        if head.contains(0) { return "binary data" }
        var lines = LeadingLines(bytes)
        while let line = lines.next() {
            if line.isEmpty { continue }
            switch line.first {
            case UInt8(ascii: "{"), UInt8(ascii: "["): return "JSON"
            case UInt8(ascii: "<"): return "XML or HTML"
            default: break
            }
            if line.contains(UInt8(ascii: ",")) || line.contains(UInt8(ascii: ";")) || line.contains(0x09) {
                return "a table (CSV) whose first line names none of the columns phonebook reads "
                    + "(Google's or Outlook's)"
            }
            return "plain text"
        }
        return "blank text"
    }

    private static let magics: [([UInt8], String)] = [
        ([0x89, 0x50, 0x4E, 0x47], "a PNG image"),
        ([0xFF, 0xD8, 0xFF], "a JPEG image"),
        (Array("GIF8".utf8), "a GIF image"),
        (Array("%PDF".utf8), "a PDF document"),
        ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive (or an Office document)"),
        ([0x1F, 0x8B], "a gzip archive"),
        (Array("SQLite format 3".utf8), "an SQLite database"),
        ([0x7F, 0x45, 0x4C, 0x46], "a program (ELF)"),
    ]
}
