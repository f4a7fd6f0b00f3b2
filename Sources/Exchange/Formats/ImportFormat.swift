/// What a file to import is written in. phonebook recognises it from the
/// first lines (`recognised(_:)`); `import --format` names it instead.
public enum ImportFormat: String, Sendable, CaseIterable {
    /// vCard 2.1, 3.0 or 4.0: stored as written.
    case vcard
    /// abook's `~/.abook/addressbook`: `[format]`, then a `[N]` section a contact.
    case abook
    /// LDIF (RFC 2849) as Thunderbird and abook export it: a `dn:` record a contact.
    case ldif
    /// CSV with a header row: Google Contacts' columns and Outlook's English ones.
    case csv

    /// The format the file's first lines say, or vCard for anything else,
    /// which the vCard reader then reports as no card when it has none.
    /// Comment and blank lines are skipped; at most the first 64 KB are
    /// looked at, and a vCard file is told by its first line.
    public static func recognised(_ bytes: UnsafeRawBufferPointer) -> ImportFormat {
        evident(bytes) ?? .vcard
    }

    /// The format the file's first line that is no comment says, nil when
    /// it says none.
    static func evident(_ bytes: UnsafeRawBufferPointer) -> ImportFormat? {
        var lines = LeadingLines(bytes)
        while let line = lines.next() {
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            if Self.startsWith(line, "begin:vcard") { return .vcard }
            if line == Array("[format]".utf8) || Self.isAbookSection(line) { return .abook }
            if Self.startsWith(line, "dn:") || isLDIFVersion(line) { return .ldif }
            if ContactCSV.isHeader(line) { return .csv }
            return nil
        }
        return nil
    }

    /// The kind of file, for messages: "an LDIF file".
    public var fileName: String {
        switch self {
        case .vcard: "a vCard file"
        case .abook: "abook's addressbook file"
        case .ldif: "an LDIF file"
        case .csv: "a CSV file"
        }
    }

    /// `[0]`, `[1]`, …: a contact's section in abook's file.
    private static func isAbookSection(_ line: [UInt8]) -> Bool {
        line.count > 2 && line.first == UInt8(ascii: "[") && line.last == UInt8(ascii: "]")
            && line.dropFirst().dropLast().allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// `version: 1`, LDIF's first line (RFC 2849); a vCard's `VERSION:3.0` is not one.
    private static func isLDIFVersion(_ line: [UInt8]) -> Bool {
        guard startsWith(line, "version:") else { return false }
        let number = line.dropFirst(8).drop { $0 == 0x20 }
        return !number.isEmpty && number.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    static func startsWith(_ line: [UInt8], _ prefix: String) -> Bool {
        let prefix = Array(prefix.utf8)
        guard line.count >= prefix.count else { return false }
        return zip(line, prefix).allSatisfy { ($0 | 0x20) == $1 || $0 == $1 }
    }
}

/// The first lines of a file, without a UTF-8 byte order mark, their line
/// breaks and surrounding blanks; no further than 64 KB in.
struct LeadingLines {
    private let bytes: UnsafeRawBufferPointer
    private var index: Int
    private let end: Int

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        end = min(bytes.count, 64 << 10)
    }

    mutating func next() -> [UInt8]? {
        guard index < end else { return nil }
        var stop = index
        while stop < end && bytes[stop] != 0x0A && bytes[stop] != 0x0D { stop += 1 }
        var line = Array(bytes[index..<stop])
        index = stop + 1
        while let last = line.last, last == 0x20 || last == 0x09 { line.removeLast() }
        while let first = line.first, first == 0x20 || first == 0x09 { line.removeFirst() }
        return line
    }
}
