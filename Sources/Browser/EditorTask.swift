import Store

/// What the editor is opened on for the browser: the driver leaves the
/// terminal, runs `$VISUAL`/`$EDITOR` on the contact form, writes what was
/// saved, and takes the terminal back.
public enum EditorTask: Sendable, Equatable {
    /// The blank form; a new contact (`a`).
    case add
    /// The contact's form; its card rewritten where the form changed (`e`).
    case edit(ContactID)
}
