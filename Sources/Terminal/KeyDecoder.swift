/// Turns the bytes a terminal sends into key presses, one byte at a time,
/// so a sequence split across reads decodes exactly as one read whole.
///
/// Pure: no clock and no I/O. An ESC may be the Escape key or the start of
/// a sequence; while one waits for its next byte `hasPendingEscape` is true,
/// and the driver calls `flush()` when nothing followed within ~25 ms.
/// Sequences are those xterm, tmux (TERM=screen, tmux-256color) and the
/// Linux console send (ECMA-48 CSI and SS3); unknown ones are swallowed
/// whole, never typed as stray characters, and invalid UTF-8 is dropped.
public struct KeyDecoder: Sendable {
    private enum State: Sendable {
        case ground
        /// ESC seen.
        case escape
        /// `ESC [` and the parameter and intermediate bytes so far.
        case controlSequence([UInt8])
        /// `ESC [ [`: the Linux console's F1–F5, one letter to come.
        case linuxFunctionKey
        /// `ESC O` and any parameter bytes so far.
        case singleShift([UInt8])
        /// A UTF-8 lead byte and the continuation bytes so far.
        case utf8(length: Int, bytes: [UInt8])
    }

    /// Longer parameter strings are not stored (no key needs them), so a
    /// hostile or broken stream cannot grow the decoder without bound.
    private static let maximumParameterBytes = 16

    private var state = State.ground

    public init() {}

    /// True while an ESC (or an unfinished sequence after one) waits for
    /// more bytes; the driver should `flush()` if none come soon.
    public var hasPendingEscape: Bool {
        switch state {
        case .escape, .controlSequence, .linuxFunctionKey, .singleShift: return true
        case .ground, .utf8: return false
        }
    }

    /// The keys completed by `bytes`; an unfinished sequence is kept for the next call.
    public mutating func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [Key] {
        var keys: [Key] = []
        for byte in bytes { feed(byte, into: &keys) }
        return keys
    }

    /// Ends whatever is pending because no byte followed in time: a lone ESC
    /// is the Escape key; `ESC [` or `ESC O` without an end are Escape and
    /// the characters typed after it; a partial UTF-8 character is dropped.
    public mutating func flush() -> [Key] {
        let pending = state
        state = .ground
        switch pending {
        case .ground, .utf8: return []
        case .escape: return [.escape]
        case let .controlSequence(parameters): return [.escape] + decode([0x5B] + parameters)
        case .linuxFunctionKey: return [.escape, .character("["), .character("[")]
        case let .singleShift(parameters): return [.escape] + decode([0x4F] + parameters)
        }
    }

    private mutating func feed(_ byte: UInt8, into keys: inout [Key]) {
        switch state {
        case .ground:
            ground(byte, into: &keys)
        case .escape:
            switch byte {
            case 0x5B: state = .controlSequence([])
            case 0x4F: state = .singleShift([])
            case 0x1B: keys.append(.escape)  // the first was a lone Escape; the second may start a sequence
            default:
                keys.append(.escape)
                state = .ground
                ground(byte, into: &keys)
            }
        case var .controlSequence(parameters):
            switch byte {
            case 0x20...0x3F:
                if parameters.count < Self.maximumParameterBytes { parameters.append(byte) }
                state = .controlSequence(parameters)
            case 0x5B where parameters.isEmpty:
                state = .linuxFunctionKey
            case 0x40...0x7E:
                state = .ground
                if let key = EscapeSequence.controlSequenceKey(parameters: parameters, final: byte) {
                    keys.append(key)
                }
            default:  // not part of a sequence: the sequence was cut short
                state = .ground
                ground(byte, into: &keys)
            }
        case .linuxFunctionKey:
            state = .ground
            if !(0x40...0x7E).contains(byte) { ground(byte, into: &keys) }
        case var .singleShift(parameters):
            switch byte {
            case 0x30...0x3F:
                if parameters.count < Self.maximumParameterBytes { parameters.append(byte) }
                state = .singleShift(parameters)
            case 0x40...0x7E:
                state = .ground
                if let key = EscapeSequence.singleShiftKey(final: byte) { keys.append(key) }
            default:
                state = .ground
                ground(byte, into: &keys)
            }
        case .utf8(let length, var bytes):
            guard byte & 0xC0 == 0x80 else {  // a character cut short: drop it, start afresh
                state = .ground
                ground(byte, into: &keys)
                return
            }
            bytes.append(byte)
            guard bytes.count == length else {
                state = .utf8(length: length, bytes: bytes)
                return
            }
            state = .ground
            // Overlong forms and surrogates fail validation and are dropped.
            if let character = String(validating: bytes, as: UTF8.self)?.first {
                keys.append(.character(character))
            }
        }
    }

    private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case 0x1B: state = .escape
        case 0x0D, 0x0A: keys.append(.enter)
        case 0x09: keys.append(.tab)
        case 0x7F, 0x08: keys.append(.backspace)
        case 0x00: keys.append(.control("@"))
        case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
        case 0x1C...0x1F: keys.append(.control(Character(Unicode.Scalar(byte + 0x40))))
        case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
        case 0xC2...0xDF: state = .utf8(length: 2, bytes: [byte])
        case 0xE0...0xEF: state = .utf8(length: 3, bytes: [byte])
        case 0xF0...0xF4: state = .utf8(length: 4, bytes: [byte])
        default: break  // a stray continuation byte or one that never starts UTF-8
        }
    }
}
