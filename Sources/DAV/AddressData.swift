/// A card taken from CARDDAV:address-data. XML parsing turned its CRLF line
/// ends into LF (XML 1.0 §2.11), so they are restored: the card is then the
/// server's bytes again, as a GET would return them.
enum AddressData {
    static func card(from text: [UInt8]) -> [UInt8] {
        var start = 0, end = text.count
        while start < end, isSpace(text[start]) { start += 1 }
        while end > start, isSpace(text[end - 1]) { end -= 1 }
        guard start < end else { return [] }
        var card: [UInt8] = []
        card.reserveCapacity(end - start + (end - start) / 30 + 2)
        var previous: UInt8 = 0
        for byte in text[start..<end] {
            if byte == 0x0A, previous != 0x0D { card.append(0x0D) }
            card.append(byte)
            previous = byte
        }
        card += [0x0D, 0x0A]
        return card
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
