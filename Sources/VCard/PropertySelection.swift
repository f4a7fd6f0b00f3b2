/// Which properties a parse keeps in ``VCard/properties``.
public enum PropertySelection: Sendable {
    /// Every property, with its decoded value.
    case all
    /// Only those the typed accessors read (UID, FN, N, ORG, NOTE, TEL, EMAIL,
    /// X-ABLabel, and NICKNAME, TITLE, ADR, CATEGORIES, which a search
    /// looks at). Every line is still scanned and checked exactly as for
    /// `.all`, so the same cards fail with the same problems; the others'
    /// values are just never decoded. For callers that keep the card's bytes
    /// themselves: an import would spend a third of its parsing on photos
    /// and other properties it never looks at.
    case typed
    /// No property at all: only the typed fields (``VCard/uid``,
    /// ``VCard/name``, ``VCard/telephones``, …) are filled, as the lines go
    /// by. Checked like `.typed`. For the import, which never reads
    /// `properties`: building and freeing them would be a fifth of its parsing.
    case fieldsOnly
}
