/// Turns a value's bytes into a String according to its CHARSET.
enum ValueCharacters {
    /// Decodes value bytes.
    ///
    /// - Quoted-printable bytes are in the declared charset; without one (or for UTF-8 and names iconv does
    ///   not know) they are UTF-8.
    /// - Other values are read as UTF-8 first, because the file as a whole is (files converted to UTF-8
    ///   often keep their old CHARSET); only when that fails is the declared charset used.
    /// - Bytes that are not UTF-8 and name no charset (or one iconv does not know) are read as
    ///   Windows-1252, the encoding old Outlook and Nokia exports wrote, in any version, and `guessed` is
    ///   set so the caller can say so, and read them in the card's code page when that is another
    ///   (``UnnamedCodePage``); a declared UTF-8 that is not gets U+FFFD where it fails.
    ///
    /// The common cases cost one pass: ASCII is checked eight bytes at a time, UTF-8 validated once.
    static func string(
        _ bytes: UnsafePointer<UInt8>, _ count: Int,
        charset: Charset?, quotedPrintable: Bool, guessed: inout Bool
    ) -> String {
        let buffer = UnsafeBufferPointer(start: bytes, count: count)
        // A stateful charset such as ISO-2022-JP is ASCII bytes with escapes: decoded QP goes to iconv.
        if UTF8Validation.isASCII(bytes, count) && !(quotedPrintable && charset?.isOther == true) {
            return String(decoding: buffer, as: UTF8.self)
        }
        if quotedPrintable, let decoded = charset?.decode(bytes, count) {
            return decoded
        }
        if UTF8Validation.isValid(bytes, count) {
            return String(decoding: buffer, as: UTF8.self)
        }
        if let decoded = charset?.decode(bytes, count) {
            return decoded
        }
        if charset == .utf8 {
            return String(decoding: buffer, as: UTF8.self)
        }
        guessed = true
        return Charset.windows1252.decodeSingleByte(bytes, count)
    }
}
