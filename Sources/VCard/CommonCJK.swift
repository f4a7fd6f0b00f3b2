/// The CJK encodings ``UnnamedCodePage`` considers, and where each keeps its common characters.
///
/// A text valid in one of them is often valid in another (GB2312 bytes are valid EUC-JP, EUC-KR and
/// Big5), each reading giving characters of the same script. What tells them apart is that a writer's
/// text falls in its own encoding's first, common level: JIS X 0208 level 1 and kana, GB2312 level 1,
/// Big5's frequent characters, EUC-KR's Hangul, while another encoding's reading of it lands
/// partly among its rare characters. Listed in the order ties are decided.
enum CommonCJK: String, CaseIterable {
    case shiftJIS = "Shift_JIS"
    case gbk = "GBK"
    case eucJP = "EUC-JP"
    case big5 = "Big5"
    /// Last: Korean Hangul in EUC-KR is also common GB2312, and ties go to GBK.
    case eucKR = "EUC-KR"

    /// How many characters of `text`, as this encoding steps through it, are among its common ones.
    func count(in text: UnsafeBufferPointer<UInt8>) -> Int {
        var common = 0
        var index = 0
        while index < text.count {
            let lead = text[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            switch self {
            case .shiftJIS:
                if lead >= 0xA1 && lead <= 0xDF {  // a halfwidth katakana byte
                    index += 1
                    continue
                }
                if lead == 0x82 || lead == 0x83 || (lead >= 0x88 && lead <= 0x98) { common += 1 }
            case .gbk:
                if lead >= 0xB0 && lead <= 0xD7 { common += 1 }
            case .big5:
                if lead >= 0xA4 && lead <= 0xC6 { common += 1 }
            case .eucJP:
                if lead == 0x8F {  // JIS X 0212: three bytes, rare characters
                    index += 3
                    continue
                }
                if lead == 0xA4 || lead == 0xA5 || (lead >= 0xB0 && lead <= 0xCF) { common += 1 }
            case .eucKR:
                if lead >= 0xB0 && lead <= 0xC8 { common += 1 }
            }
            index += 2
        }
        return common
    }
}
