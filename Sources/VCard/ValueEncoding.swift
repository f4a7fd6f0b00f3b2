/// The transfer encoding of a property value, from its ENCODING parameter.
enum ValueEncoding: Sendable {
    case plain
    /// `ENCODING=QUOTED-PRINTABLE` (vCard 2.1 §2.1.5; values may continue after a soft line break).
    case quotedPrintable
    /// `ENCODING=BASE64` (2.1) or `ENCODING=b` (RFC 2426: the "B" encoding of RFC 2047, i.e. base64).
    case base64

    /// Classifies an ENCODING value (ASCII, any case); unknown encodings (7BIT, 8BIT) are plain.
    init(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
        if ASCII.equalsIgnoringCase(bytes, count, "QUOTED-PRINTABLE") {
            self = .quotedPrintable
        } else if ASCII.equalsIgnoringCase(bytes, count, "B") || ASCII.equalsIgnoringCase(bytes, count, "BASE64") {
            self = .base64
        } else {
            self = .plain
        }
    }
}
