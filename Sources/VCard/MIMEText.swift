/// Bytes in a named charset, and base64 text, decoded as cards decode them: for a reader of another
/// format that names its charsets the MIME way (a mail header's RFC 2047 encoded words), so every
/// charset a card may name is read there too.
public enum MIMEText {
    /// `bytes` in the charset `name` (UTF-8, US-ASCII, the ISO-8859 and Windows code pages, and any
    /// other name iconv knows: Shift_JIS, KOI8-R, GB18030, …), or nil for a name none of them knows.
    /// Bytes that are no character of the charset become U+FFFD.
    public static func decode(_ bytes: [UInt8], charset name: String) -> String? {
        let nameBytes = Array(name.utf8)
        guard !nameBytes.isEmpty else { return nil }
        let charset = nameBytes.withUnsafeBufferPointer { Charset($0.baseAddress!, $0.count) }
        switch charset {
        case .utf8, .usASCII:
            return String(decoding: bytes, as: UTF8.self)
        case .latin1, .windows1252, .latin9, .other:
            // One byte more than the text, so even empty text has an address to hand over.
            let padded = bytes + [0]
            return padded.withUnsafeBufferPointer { charset.decode($0.baseAddress!, bytes.count) }
        }
    }

    /// The bytes base64 text (RFC 4648, blanks skipped) holds; nil when it holds other characters.
    public static func base64(_ text: String) -> [UInt8]? {
        Base64.decode(text)
    }
}
