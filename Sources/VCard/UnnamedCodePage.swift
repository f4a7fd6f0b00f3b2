/// Chooses the code page of a card's 8-bit text that names none (vCard 2.1 phones and Windows programs
/// wrote their own code page and said nothing).
///
/// A small detector over the code pages contact data comes in, rather than Debian's libuchardet: that
/// library reports no confidence and reads short Western names wrong (`Muñoz` as ISO-8859-10 gives
/// `Muņoz`, `Zoë` MAC-CENTRALEUROPE), so its every answer would need this same check of the text it
/// gives, plus a dlopen path for a library phonebook otherwise never loads. Here each candidate's reading
/// of all the card's unnamed 8-bit text is scored by ``CodePageReading`` (letters of one script, case and
/// word shapes names have), and:
/// - Windows-1252, today's reading, stays whenever it reads as plausible Latin, so Western names never move;
/// - otherwise the best-scoring candidate wins, ties going to the one listed first, and only with
///   at least two letters of evidence: one stray byte (`1½`) is no reason to leave Windows-1252.
///
/// It runs only for cards holding 8-bit text that is not UTF-8 and names no charset: the rare path.
enum UnnamedCodePage {
    /// The card's code page for `text` (its unnamed 8-bit values, ASCII between them).
    static func detect(_ text: [UInt8]) -> Charset {
        text.withUnsafeBufferPointer { detect($0) }
    }

    static func detect(_ text: UnsafeBufferPointer<UInt8>) -> Charset {
        let western = CodePageReading(text, singleByte: Self.windows1252)
        if western.isPlausibleLatin { return .windows1252 }
        var best = (charset: Charset.windows1252, score: western.score)
        var isPerfect = false
        for candidate in candidates.dropFirst() {
            let reading: CodePageReading
            switch candidate.table {
            case .singleByte(let table): reading = CodePageReading(text, singleByte: table)
            case .multiByte(let common):
                // A single-byte reading of nothing but letters cannot be beaten, and iconv is the slow part.
                if isPerfect { continue }
                guard let decoded = candidate.charset.decode(text.baseAddress!, text.count) else { continue }
                reading = CodePageReading(decoded, commonCharacters: common.count(in: text))
            }
            if !reading.isRejected && reading.score > best.score {
                best = (candidate.charset, reading.score)
                isPerfect = reading.isPerfect(for: text)
            }
        }
        return best.score >= minimumScore ? best.charset : .windows1252
    }

    /// Why a card's unnamed 8-bit text is read in the code page it is.
    enum Reason: Equatable {
        /// Windows-1252, as always: what such text reads as before, or without, a decision.
        case `default`
        /// Another line of the card names it.
        case named
        /// All of the card's unnamed 8-bit text reads best in it.
        case detected
    }

    /// Bytes of evidence kept at most: a card's names and notes decide well before this, and a
    /// hostile card of megabytes is not read twenty times over.
    static let evidenceLimit = 4096

    /// Letters of evidence a candidate needs to replace Windows-1252.
    static let minimumScore = 2

    /// How a candidate maps bytes: a table of the 128 high bytes, or iconv for the CJK encodings.
    enum Table {
        /// The Unicode scalar of each byte 0x80...0xFF; 0 where the code page has none.
        case singleByte([UInt32])
        /// Decoded by iconv; which characters are common adds to the score.
        case multiByte(CommonCJK)
    }

    struct Candidate {
        let charset: Charset
        let table: Table
    }

    /// Windows-1252's high half, as ``Charset`` decodes it.
    static let windows1252: [UInt32] = (0x80...0xFF).map { byte in
        let scalar = Charset.windows1252.scalar(UInt8(byte))
        return scalar == 0xFFFD ? 0 : scalar
    }

    /// In the order ties are decided: Windows-1252 first, then each Windows code page before the ISO
    /// one that is nearly the same (1250 before ISO-8859-2, 1253 before ISO-8859-7, 1255 before
    /// ISO-8859-8), KOI8-R before KOI8-U, and the CJK encodings last: a text valid in one of them is
    /// often valid in another, and only their own scripts tell them apart. The tables come from the C
    /// library's iconv, which decodes these code pages when a card names them, once, at first need.
    static let candidates: [Candidate] = {
        let singleByte = ["Windows-1250", "Windows-1251", "Windows-1253", "Windows-1254", "Windows-1255",
                          "Windows-1256", "Windows-1257", "Windows-1258", "ISO-8859-1", "ISO-8859-2", "ISO-8859-5",
                          "ISO-8859-7", "ISO-8859-8", "ISO-8859-9", "ISO-8859-15", "KOI8-R", "KOI8-U"]
        var candidates = [Candidate(charset: .windows1252, table: .singleByte(windows1252))]
        for name in singleByte {
            guard let table = highHalf(of: name) else { continue }
            candidates.append(Candidate(charset: .other(name), table: .singleByte(table)))
        }
        for common in CommonCJK.allCases where IconvDecoder.knows(common.rawValue) {
            candidates.append(Candidate(charset: .other(common.rawValue), table: .multiByte(common)))
        }
        return candidates
    }()

    /// The scalars of bytes 0x80...0xFF in the single-byte code page `name`, or nil when iconv does
    /// not know it.
    private static func highHalf(of name: String) -> [UInt32]? {
        guard IconvDecoder.knows(name) else { return nil }
        return (0x80...0xFF).map { byte -> UInt32 in
            var single = UInt8(byte)
            let text = IconvDecoder.decode(&single, 1, from: name) ?? ""
            let scalars = Array(text.unicodeScalars)
            guard scalars.count == 1, scalars[0].value != 0xFFFD else { return 0 }
            return scalars[0].value
        }
    }
}
