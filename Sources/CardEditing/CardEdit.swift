import Contacts

/// One change to a stored card, applied by ``CardEditor`` without touching any other line.
public enum CardEdit: Sendable, Hashable {
    /// Sets FN, the name shown.
    case setFormattedName(String)
    /// Sets N's given and family names; its other components (middle names, prefixes, suffixes) stay.
    case setName(given: String, family: String)
    /// Sets one of N's other components (RFC 6350 §6.2.2); the rest of N stays as written.
    case setNamePart(NamePart, String)
    /// Sets ORG (units separated by `;`, `IBM; Accounting`); nil or empty removes it.
    case setOrganization(String?)
    /// Sets TITLE; nil or empty removes it.
    case setTitle(String?)
    /// Sets BDAY to a `YYYY-MM-DD` or `--MM-DD` date; nil or empty removes it.
    case setBirthday(String?)
    /// Sets the wedding anniversary to a `YYYY-MM-DD` or `--MM-DD` date, in every line of the card
    /// that holds it as a date (ANNIVERSARY, X-ANNIVERSARY, Apple's X-ABDATE, …), or a new line
    /// (ANNIVERSARY in 4.0, else X-ANNIVERSARY); nil or empty removes those lines.
    case setAnniversary(String?)
    /// Replaces every NOTE with this one (written over the first, so its parameters stay); nil or empty
    /// removes them all.
    case setNote(String?)
    /// Adds an entry: a new line after the last of its kind, or before `END:VCARD`.
    case add(CardEntry)
    /// Removes the entry with the same ``CardEntry/key`` (a number by its digits, an email ignoring case);
    /// the label decides only between several with the same key.
    case remove(CardEntry)
    /// Rewrites the value (and, when it differs, the label) of the first entry matching `from`, keeping
    /// its group and other parameters.
    case change(from: CardEntry, to: CardEntry)
    /// Files the contact under a category (CATEGORIES), unless it is already (case and accents ignored).
    case joinCategory(String)
    /// Takes the contact out of a category: every CATEGORIES item of that name.
    case leaveCategory(String)
    /// On a group card: names the contact of this UID a member, unless a member line does.
    case addMember(uid: String)
    /// On a group card: takes every member line naming this UID out.
    case removeMember(uid: String)

    /// N's components besides the family and given names, by their place in N.
    public enum NamePart: Int, Sendable, Hashable, CaseIterable {
        case middle = 2, prefix = 3, suffix = 4
    }

    /// The edits that rename a contact: FN, and N split from the name ("Grace Brewster Hopper" has given
    /// names "Grace Brewster" and family name "Hopper"; "Hopper, Grace" reads family first).
    public static func renaming(to name: String) -> [CardEdit] {
        let parts = NameSplit(name)
        return [.setFormattedName(name.trimmed), .setName(given: parts.given, family: parts.family)]
    }
}
