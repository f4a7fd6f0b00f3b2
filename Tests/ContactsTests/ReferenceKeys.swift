import Foundation

/// The folding and key building as they were before they worked on bytes,
/// kept verbatim as an oracle: the stored sort keys and search text must not
/// change by a byte, or every existing book would sort differently.
enum ReferenceKeys {
    static func fold(_ text: String) -> String {
        // Control characters (C0, DEL, C1) and bidi overrides and isolates
        // (U+202A-U+202E, U+2066-U+2069) are no letters a person reads: keys leave them out.
        let hidden: Set<UInt32> = Set(0...0x1F).union([0x7F]).union(0x80...0x9F).union(0x202A...0x202E).union(0x2066...0x2069)
        let text = String(String.UnicodeScalarView(text.unicodeScalars.filter { !hidden.contains($0.value) }))
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.lowercased()  // ASCII only: the same as the byte loop it had
        }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                let value = scalar.value
                result.unicodeScalars.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(value | 0x20)! : scalar)
            } else {
                var folded = ""
                for part in String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars {
                    if isCombiningMark(part) { continue }
                    if let spelled = spelledOut[part] {
                        folded += spelled
                    } else {
                        folded += part.properties.lowercaseMapping
                    }
                }
                result += folded
            }
        }
        return result
    }

    static func join(_ parts: [String], prefix: UInt8? = nil) -> String {
        var bytes: [UInt8] = prefix.map { [$0] } ?? []
        var first = true
        for part in parts where !part.isEmpty {
            if !first { bytes.append(0x01) }
            first = false
            bytes.append(contentsOf: part.utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func sortKey(given: String, family: String, displayName: String, familyFirst: Bool) -> String {
        let (given, family, displayName) = (fold(given), fold(family), fold(displayName))
        let (first, second) = familyFirst ? (family, given) : (given, family)
        var parts = first.isEmpty && second.isEmpty ? [displayName] : [first, second]
        if let lead = parts.first(where: { !$0.isEmpty }), let scalar = lead.unicodeScalars.first,
           !isLetterOrDigit(scalar) {
            let joined = join(parts)
            parts = [String(joined.unicodeScalars.drop { !isLetterOrDigit($0) })]
        }
        let lead = parts.first(where: { !$0.isEmpty }) ?? ""
        let section: UInt8
        if let byte = lead.utf8.first, byte >= 0x61, byte <= 0x7A { section = byte - 0x20 } else { section = 0x7E }
        return join(parts, prefix: section)
    }

    static func digits(of number: String) -> String {
        String(decoding: number.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }, as: UTF8.self)
    }

    static func phoneLabel(types: [String]) -> String {
        var fax = false, home = false, work = false, pager = false, cell = false, main = false
        for type in types {
            switch type.uppercased() {
            case "FAX": fax = true
            case "HOME": home = true
            case "WORK": work = true
            case "PAGER": pager = true
            case "CELL", "MOBILE", "IPHONE": cell = true
            case "MAIN": main = true
            default: break
            }
        }
        if fax { return home ? "home fax" : work ? "work fax" : "other fax" }
        if pager { return "pager" }
        if cell { return "mobile" }
        if main { return "main" }
        if home { return "home" }
        if work { return "work" }
        return "other"
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value | 0x20
            return (value >= 0x61 && value <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
        }
        return scalar.properties.isAlphabetic
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static let spelledOut: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe",
        "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d",
        "þ": "th", "Þ": "th", "ı": "i", "ĳ": "ij", "Ĳ": "ij", "ħ": "h", "Ħ": "h",
    ]
}
