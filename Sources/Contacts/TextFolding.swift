import Foundation
import Synchronization

/// Case- and diacritic-insensitive folding, so "Åkesson" sorts among the A's
/// and a search for "jose" finds "José".
public enum TextFolding {
    /// `text` lowercased, decomposed, with combining marks removed and the
    /// few Latin letters that do not decompose (ß, æ, ø, ł, …) spelled out.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return asciiLowercased(text)
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                let value = scalar.value
                result.unicodeScalars.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(value | 0x20)! : scalar)
            } else {
                result += foldedScalar(scalar)
            }
        }
        return result
    }

    /// Names repeat few distinct letters, so each one is folded (NFD, marks
    /// dropped, lowercased) once per process and remembered: decomposing
    /// whole strings through Foundation was the import's largest cost.
    private static func foldedScalar(_ scalar: Unicode.Scalar) -> String {
        if let known = cache.withLock({ $0[scalar] }) { return known }
        var folded = ""
        for part in String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars {
            if isCombiningMark(part) { continue }
            if let spelled = spelledOut[part] {
                folded += spelled
            } else {
                folded += part.properties.lowercaseMapping
            }
        }
        cache.withLock { $0[scalar] = folded }
        return folded
    }

    private static let cache = Mutex<[Unicode.Scalar: String]>([:])

    private static func asciiLowercased(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            var count = 0
            for byte in utf8 {
                buffer[count] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
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
