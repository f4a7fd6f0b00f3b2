/// The modes a `Keymap` has bindings for.
public enum KeyMode: Sendable, Hashable, CaseIterable {
    case normal, searching, confirming, help
    /// Typing into a form's field.
    case form
}
