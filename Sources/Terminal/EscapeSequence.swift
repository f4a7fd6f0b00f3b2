/// The keys behind the escape sequences terminals send (ECMA-48 CSI and SS3
/// as xterm, tmux and the Linux console use them).
enum EscapeSequence {
    /// `ESC [ parameters final`. Modifiers (`ESC [ 1 ; 5 A`, Control-Up) are
    /// ignored, so the key still arrives; private (`ESC [ < …`, mouse
    /// reports) and unknown sequences give nil.
    static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> Key? {
        if let first = parameters.first, (0x3C...0x3F).contains(first) { return nil }  // private: < = > ?
        if parameters.contains(where: { (0x20...0x2F).contains($0) }) { return nil }  // intermediate bytes
        switch final {
        case 0x41: return .up  // A
        case 0x42: return .down  // B
        case 0x43: return .right  // C
        case 0x44: return .left  // D
        case 0x48: return .home  // H
        case 0x46: return .end  // F
        case 0x7E: return tildeKey(number: leadingNumber(parameters))  // ~
        default: return nil
        }
    }

    /// `ESC O final`: cursor keys in application mode, Home/End, keypad Enter.
    static func singleShiftKey(final: UInt8) -> Key? {
        switch final {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        case 0x4D: return .enter  // M: keypad Enter
        default: return nil
        }
    }

    /// `ESC [ n ~`: the VT220 editing keys; xterm and tmux send 1/4 for
    /// Home/End, rxvt 7/8, the Linux console 1/4.
    private static func tildeKey(number: Int?) -> Key? {
        switch number {
        case 1, 7: return .home
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        default: return nil
        }
    }

    /// The first parameter (before any `;`) as a number.
    private static func leadingNumber(_ parameters: [UInt8]) -> Int? {
        var value = 0, digits = 0
        for byte in parameters {
            guard (0x30...0x39).contains(byte) else { break }
            guard digits < 5 else { return nil }
            value = value * 10 + Int(byte - 0x30)
            digits += 1
        }
        return digits > 0 ? value : nil
    }
}
