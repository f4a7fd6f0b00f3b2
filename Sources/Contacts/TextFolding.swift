import Foundation

/// Case- and diacritic-insensitive folding, so "Åkesson" sorts among the A's
/// and a search for "jose" finds "José".
public enum TextFolding {
    /// `text` lowercased, decomposed, with combining marks removed and the
    /// few Latin letters that do not decompose (ß, æ, ø, ł, …) spelled out.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return asciiLowercased(text)
        }
        var result = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if isCombiningMark(scalar) { continue }
            if let spelled = spelledOut[scalar] {
                result.append(contentsOf: spelled.unicodeScalars)
                continue
            }
            let lower = scalar.properties.lowercaseMapping
            result.append(contentsOf: lower.unicodeScalars)
        }
        return String(result)
    }

    private static func asciiLowercased(_ text: String) -> String {
        var bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A {
            bytes[index] |= 0x20
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Letters with no canonical decomposition that readers treat as a base letter.
    private static let spelledOut: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe",
        "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d",
        "þ": "th", "Þ": "th", "ı": "i", "ĳ": "ij", "Ĳ": "ij", "ħ": "h", "Ħ": "h",
    ]
}
