import VCard

/// The text of an abook, LDIF or CSV file: UTF-8, or, when it is not valid
/// UTF-8, Windows-1252 (what Outlook's CSV export writes on an English
/// Windows), with a warning. A UTF-8 byte order mark is left out.
struct ForeignText {
    var text: String
    /// Set when the bytes were not UTF-8.
    var problem: VCardProblem?

    init(_ bytes: UnsafeRawBufferPointer) {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeRawBufferPointer(rebasing: bytes[3...]) : bytes
        if let utf8 = String(validating: body, as: UTF8.self) {
            text = utf8
            return
        }
        var scalars = String.UnicodeScalarView()
        for byte in body {
            let value = byte >= 0x80 && byte < 0xA0 ? Self.windows1252[Int(byte - 0x80)] : UInt32(byte)
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        text = String(scalars)
        problem = VCardProblem(line: 1, cardLine: nil,
                               message: "not UTF-8; read as Windows-1252", severity: .warning)
    }

    /// Windows-1252's 0x80–0x9F; its five unassigned bytes as U+FFFD.
    private static let windows1252: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]
}
