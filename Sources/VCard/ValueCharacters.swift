/// Turns a value's bytes into a String according to its CHARSET and the card version.
enum ValueCharacters {
    /// Decodes value bytes.
    ///
    /// - Quoted-printable bytes are in the declared charset; without one (or for UTF-8 and unknown names)
    ///   they are UTF-8.
    /// - Other values are read as UTF-8 first, because the file as a whole is; only when that fails is a
    ///   Latin-1/Windows-1252/Latin-9 CHARSET used, and a 2.1 card without CHARSET falls back to Windows-1252,
    ///   the encoding old Outlook and Nokia exports wrote.
    /// - Whatever remains invalid becomes U+FFFD.
    static func string(
        _ bytes: UnsafePointer<UInt8>, _ count: Int,
        charset: Charset?, quotedPrintable: Bool, version: VCardVersion
    ) -> String {
        let buffer = UnsafeBufferPointer(start: bytes, count: count)
        if UTF8Validation.isASCII(bytes, count) {
            return String(decoding: buffer, as: UTF8.self)
        }
        if quotedPrintable, let charset, charset.isSingleByte {
            return charset.decodeSingleByte(bytes, count)
        }
        if UTF8Validation.isValid(bytes, count) {
            return String(decoding: buffer, as: UTF8.self)
        }
        if let charset, charset.isSingleByte {
            return charset.decodeSingleByte(bytes, count)
        }
        if charset == nil && version == .v2_1 {
            return Charset.windows1252.decodeSingleByte(bytes, count)
        }
        return String(decoding: buffer, as: UTF8.self)
    }
}
