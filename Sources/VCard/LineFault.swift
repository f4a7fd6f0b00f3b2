/// What makes a content line unreadable, so that ``CardDecoder`` leaves it out of its card.
enum LineFault {
    /// `FN`, `# comment`, a folded line that lost its leading blank.
    case noColon
    /// `:value`.
    case noName
    /// A C0 control byte other than tab, anywhere in the logical line.
    case controlByte(UInt8)

    /// What is wrong, for a ``VCardProblem``.
    var message: String {
        switch self {
        case .noColon: return "property line has no ':' between name and value"
        case .noName: return "property line has no name before ':'"
        case .controlByte(let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return "control byte 0x\(byte < 0x10 ? "0" : "")\(hex) in vCard"
        }
    }
}
