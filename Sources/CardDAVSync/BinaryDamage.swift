import Exchange
import VCard

/// The binary values (PHOTO, LOGO, SOUND, KEY) a server's version of a
/// card holds damaged where the card here holds them whole: cut short (a
/// proper prefix of the bytes here; stray CRs a server left inside an
/// iPhone's PHOTO cut it from 32,531 bytes to the 36 of its first line),
/// no longer base64, or a JPEG, PNG or GIF whose end is missing. Another
/// whole photo is a change, not damage.
enum BinaryDamage {
    static let properties: Set<String> = ["PHOTO", "LOGO", "SOUND", "KEY"]

    /// One damaged value.
    struct Damage: Equatable {
        /// PHOTO, LOGO, SOUND or KEY.
        var property: String
        /// For a person: "PHOTO cut to 36 bytes of 32,531".
        var description: String
    }

    /// The values of `incoming` damaged against `here`, in the order `incoming` has them.
    static func damage(incoming: [UInt8], here: [UInt8]) -> [Damage] {
        let mine = binaryProperties(of: here)
        var found: [Damage] = []
        for property in binaryProperties(of: incoming) {
            let whole = mine.filter { $0.name == property.name }.compactMap(\.binaryValue).filter { !isCutShortImage($0) }
            guard !whole.isEmpty else { continue }
            let name = property.name
            guard let bytes = property.binaryValue else {
                found.append(Damage(property: name, description: "\(name) no longer base64"))
                continue
            }
            if whole.contains(bytes) { continue }
            if let longer = whole.first(where: { $0.count > bytes.count && $0.starts(with: bytes) }) {
                let sizes = "\(ImportSummary.grouped(bytes.count)) bytes of \(ImportSummary.grouped(longer.count))"
                found.append(Damage(property: name, description: "\(name) cut to \(sizes)"))
            } else if isCutShortImage(bytes) {
                found.append(Damage(property: name, description: "\(name) an image cut short at \(ImportSummary.grouped(bytes.count)) bytes"))
            }
        }
        return found
    }

    /// The card's inline binary properties of the kinds above.
    private static func binaryProperties(of card: [UInt8]) -> [VCardProperty] {
        var problems: [VCardProblem] = []
        let parsed = card.withUnsafeBytes { VCardParser.parse($0, keeping: .all, problems: &problems) }
        return parsed.properties.filter { properties.contains($0.name) && ($0.isInlineBinary || $0.binaryValue != nil) }
    }

    /// A JPEG without its end marker (FF D9), a PNG without its IEND chunk, a GIF without its
    /// trailer (3B), each looked for in the last 32 bytes (some writers pad a file after its end).
    static func isCutShortImage(_ bytes: [UInt8]) -> Bool {
        let end: [UInt8]
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            end = [0xFF, 0xD9]
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            end = Array("IEND".utf8)
        } else if bytes.starts(with: Array("GIF8".utf8)) {
            end = [0x3B]
        } else {
            return false
        }
        let tail = Array(bytes.suffix(32))
        return !tail.indices.contains { tail[$0...].starts(with: end) }
    }
}
