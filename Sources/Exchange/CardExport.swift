import Store
import VCard

/// Writes every contact as its original card, byte for byte but for line
/// breaks, which become CRLF (see ``ExportedCard``): no folding, no blank
/// line dropped. Importing the result again finds every card unchanged, and
/// into a fresh database gives the same contacts.
public enum CardExport {
    /// Streams the export through `sink` in chunks: every contact in list
    /// order, or only `contacts`, in the order given.
    public static func write(from book: AddressBook, contacts: [ContactID]? = nil,
                             to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 17)
        func append(_ card: UnsafeRawBufferPointer) throws {
            ExportedCard.append(card, to: &buffer)
            if buffer.count >= 1 << 16 {
                try buffer.withUnsafeBytes(sink)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if let contacts {
            try book.forEachCard(of: contacts, append)
        } else {
            try book.forEachCard(append)
        }
        if !buffer.isEmpty { try buffer.withUnsafeBytes(sink) }
    }

    /// One card's bytes as the export writes it: a vdir's file.
    public static func exported(_ card: UnsafeRawBufferPointer) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(card.count + 64)
        ExportedCard.append(card, to: &bytes)
        return bytes
    }
}
