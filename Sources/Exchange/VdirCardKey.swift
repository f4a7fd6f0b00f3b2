import VCard

/// Which contact a file in a vdir holds: the key an import would know its
/// card by (its UID, or the key derived from the content of a card without
/// one), so an export finds the file a contact already has, whatever it
/// is named (vdirsyncer names a file by a random UUID when the UID is not
/// safe as a file name; khard by the UID).
public enum VdirCardKey {
    /// The key of the one card in `bytes`; nil when they hold no card or
    /// several (such a file is not one contact's, and is left alone).
    public static func key(of bytes: UnsafeRawBufferPointer) -> String? {
        var found: RawCard?
        for item in VCardScanner(bytes) {
            guard case .card(let card) = item else { continue }
            guard found == nil else { return nil }
            found = card
        }
        guard let found else { return nil }
        let raw = UnsafeRawBufferPointer(rebasing: bytes[found.byteRange])
        var problems: [VCardProblem] = []
        let card = VCardParser.parse(raw, firstLine: found.line, keeping: .fieldsOnly, problems: &problems)
        return CardMapping.uid(of: card, hash: CardText.canonicalHash(raw))
    }
}
