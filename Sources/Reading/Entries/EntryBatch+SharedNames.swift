#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension EntryBatch {
    /// Marks the contacts whose name the contact listed just before or
    /// after shares, `before` and `after` being the names of the contacts
    /// just outside the batch, where read.
    mutating func markSharedNames(before: String?, after: String?) {
        // Each contact's name, in order: a contact's entries lie together.
        var names: [(first: Int, name: UnsafeRawBufferPointer)] = []
        for index in slots.indices where index == 0 || slots[index - 1].contact != slots[index].contact {
            names.append((index, text[slots[index].uidEnd, slots[index].nameEnd]))
        }
        var before = before, after = after
        for (contact, (first, name)) in names.enumerated() {
            let previous = contact > 0 ? Self.sameName(name, names[contact - 1].name)
                : before?.withUTF8 { Self.sameName(name, UnsafeRawBufferPointer($0)) } ?? false
            let next = contact + 1 < names.count ? Self.sameName(name, names[contact + 1].name)
                : after?.withUTF8 { Self.sameName(name, UnsafeRawBufferPointer($0)) } ?? false
            guard previous || next else { continue }
            var index = first
            while index < slots.count, slots[index].contact == slots[first].contact {
                slots[index].sharesName = true
                index += 1
            }
        }
    }

    /// Names are equal as strings are (canonically equivalent): equal
    /// bytes, or, either not ASCII, equal once decoded. A table compares
    /// every contact's name with the next one's.
    private static func sameName(_ one: UnsafeRawBufferPointer, _ other: UnsafeRawBufferPointer) -> Bool {
        if one.count == other.count, one.isEmpty || memcmp(one.baseAddress!, other.baseAddress!, one.count) == 0 {
            return true
        }
        guard !isASCII(one) || !isASCII(other) else { return false }
        return String(decoding: one, as: UTF8.self) == String(decoding: other, as: UTF8.self)
    }

    /// Every byte is below 0x80, read eight at a time.
    private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0, high: UInt64 = 0
        while index + 8 <= bytes.count {
            high |= bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            high |= UInt64(bytes[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }
}
