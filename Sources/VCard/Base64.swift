/// Base64 decoding (RFC 4648) for inline binary values such as PHOTO, LOGO, SOUND and KEY.
enum Base64 {
    /// Decodes base64 text, skipping whitespace and accepting the URL-safe alphabet; nil on other bytes.
    static func decode(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { input -> [UInt8]? in
            var output: [UInt8] = []
            output.reserveCapacity(input.count / 4 * 3 + 3)
            var accumulator: UInt32 = 0
            var bits = 0
            for byte in input {
                let value: UInt32
                switch byte {
                case 0x41...0x5A: value = UInt32(byte - 0x41)
                case 0x61...0x7A: value = UInt32(byte - 0x61 + 26)
                case 0x30...0x39: value = UInt32(byte - 0x30 + 52)
                case 0x2B, 0x2D: value = 62
                case 0x2F, 0x5F: value = 63
                case ASCII.space, ASCII.tab, ASCII.cr, ASCII.lf: continue
                case ASCII.equals: return output
                default: return nil
                }
                accumulator = accumulator << 6 | value
                bits += 6
                if bits >= 8 {
                    bits -= 8
                    output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                }
            }
            return output
        }
    }
}
