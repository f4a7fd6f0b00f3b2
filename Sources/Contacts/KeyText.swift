/// Joins key parts with a separator byte into one string sized once: the
/// import builds three keys per contact, and growing them by `+` was a
/// quarter of the key-building work.
public enum KeyText {
    /// The non-empty `parts` joined by U+0001 (which sorts before any
    /// character a name contains), after an optional one-byte `prefix`.
    public static func join(_ parts: [String], prefix: UInt8? = nil) -> String {
        var total = prefix == nil ? 0 : 1
        var count = 0
        for part in parts where !part.isEmpty {
            total += part.utf8.count + (count > 0 ? 1 : 0)
            count += 1
        }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var index = 0
            if let prefix {
                buffer[0] = prefix
                index = 1
            }
            var first = true
            for part in parts where !part.isEmpty {
                if !first {
                    buffer[index] = 0x01
                    index += 1
                }
                first = false
                for byte in part.utf8 {
                    buffer[index] = byte
                    index += 1
                }
            }
            return index
        }
    }
}
