/// Why a message gives no sender, worded for a person: `INPUT:LINE: …` where there is a line.
public enum MailError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing but blanks came in.
    case empty(input: String)
    /// The input could not be read.
    case unreadable(input: String, reason: String)
    /// No empty line ends the header within the limit: this is no message, or a broken one.
    case headerTooLong(input: String, limit: Int)
    /// The header has no field of this name.
    case noField(input: String, field: String)
    /// The field's bytes are not UTF-8: 8-bit text a mailer should have encoded (RFC 2047).
    case notUTF8(input: String, line: Int, field: String)
    /// The field names no address (`undisclosed-recipients:;`, a name alone).
    case noAddress(input: String, line: Int, field: String)

    public var description: String {
        switch self {
        case .empty(let input):
            return "\(input): no message came in (the input is empty)"
        case let .unreadable(input, reason):
            return "\(input): cannot read the message: \(reason)"
        case let .headerTooLong(input, limit):
            return "\(input): no empty line ends the message's header within its first \(limit >> 20) MB, "
                + "so this is no mail message"
        case let .noField(input, field):
            return "\(input): the message's header has no \(field): field"
        case let .notUTF8(input, line, field):
            return "\(input):\(line): the \(field): field is not UTF-8 text (8-bit bytes the sender's mailer "
                + "did not encode as RFC 2047 words)"
        case let .noAddress(input, line, field):
            return "\(input):\(line): the \(field): field holds no email address"
        }
    }
}
