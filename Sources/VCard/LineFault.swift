/// What makes a content line unreadable, so that ``CardDecoder`` leaves it out of its card.
enum LineFault {
    /// `FN`, `# comment`, a folded line that lost its leading blank.
    case noColon
    /// `:value`.
    case noName
    /// A C0 control byte other than tab in the header (one in the value stays in it, with a warning).
    case controlByte(UInt8)

    /// What is wrong, for a ``VCardProblem``.
    var message: String {
        switch self {
        case .noColon: return "property line has no ':' between name and value"
        case .noName: return "property line has no name before ':'"
        case .controlByte(let byte): return "control byte \(LineFault.hex(byte)) in vCard"
        }
    }

    /// `0x07`.
    static func hex(_ byte: UInt8) -> String {
        "0x\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true))"
    }
}
