/// hrefs compared as the server means them: percent-decoded, so
/// "/a/b%40c.vcf" and "/a/b@c.vcf" name one resource; a trailing "/" ignored.
enum HrefKey {
    static func of(_ href: String) -> [UInt8] {
        var path = href
        if let url = ServerURL(href) { path = url.path }
        var bytes = Array(path.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        if decoded.count > 1, decoded.last == UInt8(ascii: "/") { decoded.removeLast() }
        bytes = decoded
        return bytes
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
