/// Android's vCard 2.1 writer continues an address over lines by ending each with a backslash:
///
/// ```
/// ADR;HOME:;;Hermann v. Brevern\
/// 9999999\
/// Packstation 999;Hamburg;;99999;Deutschland
/// ```
///
/// The Android reader joins them, and so does ``CardDecoder``, while the address lacks components
/// (``LogicalLine/joinBackslashContinuations(_:from:components:)``); the stored card keeps its bytes.
enum AndroidAddress {
    /// An ADR value's components: post office box, extended, street, locality, region, code, country.
    static let components = 7

    /// Whether the header `bytes[0..<colon]` names ADR (after any group).
    static func isAddress(_ bytes: UnsafePointer<UInt8>, _ colon: Int) -> Bool {
        var start = 0
        var end = 0
        while end < colon && bytes[end] != ASCII.semicolon {
            if bytes[end] == ASCII.dot { start = end + 1 }
            end += 1
        }
        let name = ASCII.trimmingBlanks(bytes, start, end)
        return ASCII.equalsIgnoringCase(bytes + name.start, name.end - name.start, "ADR")
    }
}
