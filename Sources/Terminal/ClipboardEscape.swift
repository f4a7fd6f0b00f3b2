import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The escape sequence that puts text on the clipboard: OSC 52, xterm's
/// "manipulate selection data", `ESC ] 52 ; c ; BASE64 BEL`. Most terminals
/// (xterm, kitty, WezTerm, iTerm2, foot, Windows Terminal) and tmux (with
/// `set-clipboard on`) accept it, also over ssh; it draws nothing, so the
/// frame on the screen is unchanged. BEL ends it rather than ST (`ESC \`),
/// as the older terminals that know only BEL need, and the rest take both.
public enum ClipboardEscape {
    /// The sequence that sets the clipboard ("c") to `text`, its UTF-8 in base64.
    public static func setting(_ text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }
}
