import SQLite

/// The ASCII letters and digits a contact can be found by, one bit each
/// ("a" bit 0 … "z" bit 25, "0" bit 26 … "9" bit 35), stored beside it
/// (`contacts.letters`, `listing.letters`; migration 0017): those of its
/// search text, of its emails with ASCII case ignored (as LIKE matches
/// them), and of its numbers' digits. A search of one such character finds
/// exactly the contacts with its bit, every place a search looks at once;
/// a longer one needs all its characters' bits in the search text. So the
/// browser's first letter is found in the rows a page walks, with no table
/// of matches: it matches much of the book, which one would hold whole.
///
/// `ContactWriter` writes them with the contact, whose emails and numbers
/// it writes too; an undo of a change journaled without them takes them
/// again (`ContactSnapshot.restore`).
public enum SearchLetters {
    /// The bit of `byte`, 0 when it is not a lowercase ASCII letter or a digit.
    @inline(__always)
    package static func bit(_ byte: UInt8) -> Int64 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): 1 << Int64(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): 1 << Int64(26 + byte - UInt8(ascii: "0"))
        default: 0
        }
    }

    /// The bits of a contact: its search text as it is (the search compares
    /// it case for case, and it is folded already), its emails lowercased
    /// in ASCII, its numbers' digits.
    static func of(searchText: String, emails: some Sequence<String>, reversedDigits: some Sequence<String>) -> Int64 {
        var letters = bits(of: searchText, from: exactBits)
        for address in emails { letters |= bits(of: address, from: caselessBits) }
        for digits in reversedDigits { letters |= bits(of: digits, from: exactBits) }
        return letters
    }

    /// Each byte's bit, and each byte's with ASCII capitals taken as their
    /// lowercase: looked up a byte at a time over the text's UTF-8 (an
    /// import takes every contact's).
    private static let exactBits = (0...255).map { bit(UInt8($0)) }
    private static let caselessBits = (0...255).map { byte in
        bit(UInt8(byte) &- UInt8(ascii: "A") < 26 ? UInt8(byte) | 0x20 : UInt8(byte))
    }

    private static func bits(of text: String, from table: [Int64]) -> Int64 {
        var text = text
        return table.withUnsafeBufferPointer { table in
            text.withUTF8 { bytes in
                var letters: Int64 = 0
                for byte in bytes { letters |= table[Int(byte)] }
                return letters
            }
        }
    }
}
