/// Joins key parts with a separator byte into one string sized once: the
/// import builds three keys per contact, and growing them by `+` was a
/// quarter of the key-building work.
public enum KeyText {
    /// U+0001, which sorts before any character a name contains.
    static let separator: UInt8 = 0x01

    /// The non-empty folded `parts` joined by U+0001, without a folded copy of each.
    public static func join(_ parts: [FoldedText]) -> String {
        var total = 0
        var count = 0
        for part in parts where !part.isEmpty {
            total += part.utf8Count + (count > 0 ? 1 : 0)
            count += 1
        }
        if total == 0 { return "" }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var end = buffer.baseAddress!
            var first = true
            for part in parts where !part.isEmpty {
                if !first {
                    end.pointee = separator
                    end += 1
                }
                first = false
                end = part.copy(to: end)
            }
            return end - buffer.baseAddress!
        }
    }

    /// Two folded parts after a one-byte `prefix`, as a sort key joins them,
    /// without building an array.
    static func join(_ first: FoldedText, _ second: FoldedText, prefix: UInt8) -> String {
        let firstCount = first.utf8Count, secondCount = second.utf8Count
        return String(unsafeUninitializedCapacity: 1 + firstCount + secondCount + 1) { buffer in
            var end = buffer.baseAddress!
            end.pointee = prefix
            end = first.copy(to: end + 1)
            if firstCount > 0 && secondCount > 0 {
                end.pointee = separator
                end += 1
            }
            end = second.copy(to: end)
            return end - buffer.baseAddress!
        }
    }
}
