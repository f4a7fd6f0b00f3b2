/// How well one code page's reading of a card's 8-bit text reads as names, for ``UnnamedCodePage``.
///
/// Text in the wrong code page still decodes, but to letters no writer puts together: Cyrillic
/// Windows-1251 read as Windows-1252 is words of accented letters only (`Âëàäèìèð`) or with
/// symbols (`Â³òàë³é`); KOI8-R read as Windows-1251 swaps the case of every letter (`пМШЗБ`); Greek
/// read as Windows-1252 puts a capital in the middle of a word (`ÂáããÝëçò`). So a reading scores its
/// non-ASCII letters, less a penalty for each:
/// - symbol that is not common punctuation (`÷ ¤ ¨`), or a superscript or fraction in a word (`Pawe³`);
/// - capital letter after a small one in a word, where either is not ASCII;
/// - Latin word of non-ASCII letters only (`ßí`, `Îëåã`) or, from four of them, mostly (`Łódź` is
///   fine), or a word mixing ASCII letters with another script's;
/// - Cyrillic or Greek word beginning with a small letter: names start with a capital, so a card
///   of small letters only is more likely Hebrew or Arabic read in the wrong code page.
/// A reading with a byte the code page has no character for, or with letters of two scripts, is rejected.
struct CodePageReading {
    /// Non-ASCII letters (and a CJK encoding's common characters once more), less the penalties.
    private(set) var score = 0
    private(set) var isRejected = false
    private var penalties = 0
    /// The script of the non-ASCII letters so far; nil before the first.
    private var script: Script?

    /// Whether it is Latin letters in the shapes names have, with no penalty at all: the reading a
    /// Western name gets in Windows-1252.
    var isPlausibleLatin: Bool { !isRejected && penalties == 0 && (script == nil || script == .latin) }

    /// Whether every non-ASCII byte of `text` was a letter and nothing cost a penalty: no other reading
    /// can score more (a CJK character's two bytes score two at most).
    func isPerfect(for text: UnsafeBufferPointer<UInt8>) -> Bool {
        !isRejected && penalties == 0 && score == text.reduce(0) { $0 + ($1 >= 0x80 ? 1 : 0) }
    }

    private static let penalty = 4

    /// Reads `text` with `table`, the scalars of the high bytes 0x80...0xFF (0 where there are none).
    init(_ text: UnsafeBufferPointer<UInt8>, singleByte table: [UInt32]) {
        var words = WordShape()
        for byte in text {
            let scalar = byte < 0x80 ? UInt32(byte) : table[Int(byte) - 0x80]
            guard scalar != 0 else {
                reject()
                return
            }
            take(scalar, weight: 1, &words)
            if isRejected { return }
        }
        finish(&words)
    }

    /// Reads text a multi-byte code page decoded (U+FFFD where it did not), of which `commonCharacters`
    /// are among the encoding's common ones (``CommonCJK``): each counts one letter more.
    init(_ decoded: String, commonCharacters: Int) {
        score = commonCharacters
        var words = WordShape()
        for scalar in decoded.unicodeScalars {
            let value = scalar.value
            guard value != 0xFFFD else {
                reject()
                return
            }
            take(value, weight: 1, &words)
            if isRejected { return }
        }
        finish(&words)
    }

    private mutating func reject() {
        isRejected = true
        score = Int.min
    }

    private mutating func take(_ value: UInt32, weight: Int, _ words: inout WordShape) {
        switch CharacterClass(value) {
        case .asciiLetter(let isUpper):
            words.add(script: nil, isUpper: isUpper, isLower: !isUpper)
        case .letter(let script):
            if let known = self.script, known != script { return reject() }
            self.script = script
            let letterCase = LetterCase(value)
            words.add(script: script, isUpper: letterCase == .upper, isLower: letterCase == .lower)
            score += weight
        case .mark:
            break  // part of the word, no letter of its own
        case .separator:
            penalties += words.end()
        case .figure:
            penalties += words.isInWord ? words.end() + 1 : 0
        case .symbol:
            penalties += words.end() + 1
        case .control:
            return reject()
        }
    }

    private mutating func finish(_ words: inout WordShape) {
        penalties += words.end()
        score -= penalties * Self.penalty
    }

    enum Script: Hashable { case latin, greek, cyrillic, hebrew, arabic, cjk }

    /// A letter's case, looked up once per scalar below U+0530 (Latin, Greek, Cyrillic): asking
    /// Unicode's properties for every letter of every candidate's reading was most of the detector's time.
    enum LetterCase: UInt8 {
        case none, upper, lower

        init(_ value: UInt32) {
            if value < 0x530 {
                self = LetterCase(rawValue: LetterCase.table[Int(value)])!
            } else if value >= 0x1E00 && value <= 0x1EFF {  // Latin Extended Additional (Vietnamese)
                self = LetterCase(Unicode.Scalar(value)?.properties)
            } else {
                self = .none  // the other scripts read here (Hebrew, Arabic, CJK) have no case
            }
        }

        private init(_ properties: Unicode.Scalar.Properties?) {
            guard let properties else {
                self = .none
                return
            }
            self = properties.isUppercase ? .upper : properties.isLowercase ? .lower : .none
        }

        private static let table: [UInt8] = (0..<0x530).map { value in
            LetterCase(Unicode.Scalar(UInt32(value))?.properties).rawValue
        }
    }

    /// What a scalar is to the scoring.
    enum CharacterClass {
        case asciiLetter(isUpper: Bool)
        case letter(Script)
        /// A combining mark or vowel point: part of the word, no letter of its own.
        case mark
        /// ASCII that is no letter, and the punctuation names and notes use (quotes, dashes, €, °, «»).
        case separator
        /// A superscript digit or fraction (`1½`, `m²`): at home after a digit or a blank, not in a
        /// word (`Pawe³` is Windows-1250's `Paweł`, `Â³òàë³é` Windows-1251's `Віталій`).
        case figure
        case symbol
        /// C1 controls: no text has them; a code page that gives them is the wrong one.
        case control

        init(_ value: UInt32) {
            switch value {
            case 0x41...0x5A: self = .asciiLetter(isUpper: true)
            case 0x61...0x7A: self = .asciiLetter(isUpper: false)
            case 0..<0x80: self = .separator
            case 0x80...0x9F: self = .control
            case 0xD7, 0xF7: self = .symbol
            case 0xC0...0x24F, 0x1E00...0x1EFF: self = .letter(.latin)
            case 0xB9, 0xB2, 0xB3, 0xBC, 0xBD, 0xBE: self = .figure
            case 0xA0, 0xA1, 0xA2, 0xA3, 0xA5, 0xA7, 0xA9, 0xAA, 0xAB, 0xAD, 0xAE, 0xB0, 0xB1, 0xB7, 0xBA, 0xBB, 0xBF,
                 0x2010...0x2027, 0x2030, 0x2039, 0x203A, 0x20AC, 0x2116, 0x2122,
                 0x3000...0x303F, 0xFF01...0xFF60:
                self = .separator
            case 0x300...0x36F, 0x384, 0x385, 0x591...0x5C7, 0x64B...0x65F, 0x670: self = .mark
            case 0x386, 0x388...0x3FF: self = .letter(.greek)
            case 0x400...0x52F: self = .letter(.cyrillic)
            case 0x5D0...0x5EA, 0x5F0...0x5F2: self = .letter(.hebrew)
            case 0x620...0x64A, 0x66E...0x6D3, 0x6FA...0x6FF: self = .letter(.arabic)
            case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF61...0xFF9F:
                self = .letter(.cjk)
            default: self = .symbol
            }
        }
    }

    /// The word being read: its letters by kind and case, for the penalties its end adds.
    private struct WordShape {
        private var asciiLetters = 0
        private var otherLetters = 0
        private var script: Script?
        private var startsLower = false
        private var flips = 0
        private var previousLower = false
        private var previousASCII = true

        mutating func add(script letterScript: Script?, isUpper: Bool, isLower: Bool) {
            let isASCII = letterScript == nil
            if asciiLetters + otherLetters == 0 { startsLower = isLower && !isASCII }
            if isUpper && previousLower && !(isASCII && previousASCII) { flips += 1 }
            if isASCII { asciiLetters += 1 } else { otherLetters += 1 }
            if let letterScript { script = letterScript }
            previousLower = isLower
            previousASCII = isASCII
        }

        /// Whether a word has begun.
        var isInWord: Bool { asciiLetters + otherLetters > 0 }

        /// Ends the word; the penalties it earned.
        mutating func end() -> Int {
            defer { self = WordShape() }
            guard otherLetters > 0, let script else { return 0 }
            var penalties = flips
            switch script {
            case .latin:
                if (otherLetters >= 2 && asciiLetters == 0) || (otherLetters >= 4 && otherLetters > asciiLetters) {
                    penalties += 1
                }
            case .cyrillic, .greek:
                if asciiLetters > 0 { penalties += 1 }
                if startsLower && otherLetters >= 2 { penalties += 1 }
            case .hebrew, .arabic, .cjk:
                if asciiLetters > 0 { penalties += 1 }
            }
            return penalties
        }
    }
}
