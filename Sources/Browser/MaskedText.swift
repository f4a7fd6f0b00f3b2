/// Typed text that must not be seen: its description, debug description
/// and mirror show nothing of it, so no log or failed test prints it.
public struct MaskedText: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable {
    /// The text itself, for the one place that hands it to the store.
    public var text: String

    public init(_ text: String = "") {
        self.text = text
    }

    public var description: String { "(hidden)" }
    public var debugDescription: String { "(hidden)" }
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}
