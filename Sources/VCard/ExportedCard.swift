/// A stored card as `export` writes it: its bytes as they are, with only the line breaks made CRLF.
///
/// Nothing is folded or re-folded and no line is dropped. Re-folding at 75 octets broke cards that
/// were right as written: a fold inside a vCard 2.1 quoted-printable `=C3=9F`, or after a soft-break
/// `=`, changes the value, and a blank line ends a 2.1 soft-break continuation or an unindented
/// base64 block. Every reader that read the original reads the export the same way, and our own
/// parser sees exactly the same physical lines (the breaks are those of ``LineCursor``).
public enum ExportedCard {
    /// Appends `card` (a `BEGIN:VCARD` … `END:VCARD` text as the scanner framed it) to `out`: each
    /// line break (LF, CR LF, CR CR LF or a lone CR) becomes one CR LF, and the last line gets one if
    /// it had none, so cards appended one after another make a multi-card file.
    ///
    /// Every other byte stays, a UTF-8 byte order mark in front of `BEGIN:VCARD` too (a card from the
    /// middle of concatenated files has one): the key of a card without a UID is a hash of its bytes,
    /// so dropping it would make an export of that card a different contact.
    public static func append(_ card: UnsafeRawBufferPointer, to out: inout [UInt8]) {
        guard let start = card.baseAddress else { return }
        // Lines already ended with CR LF are copied in runs: most cards are one run, one copy.
        var copied = 0
        var cursor = LineCursor(card, firstLine: 1)
        while let line = cursor.next() {
            // A two-byte break is CR LF: LineCursor takes a CR with one byte (alone) or three (CR CR LF).
            if line.next - line.end == 2 { continue }
            out.append(contentsOf: UnsafeRawBufferPointer(start: start + copied, count: line.end - copied))
            out.append(ASCII.cr)
            out.append(ASCII.lf)
            copied = line.next
        }
        out.append(contentsOf: UnsafeRawBufferPointer(start: start + copied, count: card.count - copied))
    }
}
