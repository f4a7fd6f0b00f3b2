/// A password or token. It never shows itself: its description, debug
/// description and mirror are redacted, so no `print`, log line, error
/// message or debug page can leak it by accident.
public struct Secret: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The secret's bytes, as typed (UTF-8). Only hashing and storage read them.
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public init(_ text: String) {
        self.bytes = Array(text.utf8)
    }

    /// True for an empty secret (an empty line, say).
    public var isEmpty: Bool { bytes.isEmpty }

    /// How many characters the bytes spell when read as UTF-8: what a length rule counts.
    public var characterCount: Int { String(decoding: bytes, as: UTF8.self).count }

    /// Redacted, always.
    public var description: String { "<secret>" }
    public var debugDescription: String { "Secret(<redacted>)" }
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}
