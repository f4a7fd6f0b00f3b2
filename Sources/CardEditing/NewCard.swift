import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A new card for `add`: vCard 3.0, the version every CardDAV server takes, CR LF line breaks, with a
/// fresh UID, REV and our PRODID, then FN, N and the details.
public enum NewCard {
    /// The card's bytes; `phonebookVersion` goes into PRODID (`-//phonebook//phonebook 0.1.0//EN`).
    ///
    /// FN is the name, else given and family names, else the organization, an email or a number; N is
    /// the given and family names, else split from the name.
    public static func bytes(_ details: ContactDetails, phonebookVersion: String, now: Date,
                             uid: String = CardStamp.randomUID()) throws(CardEditError) -> [UInt8] {
        let text = ValueText(version: .v3_0)
        let skeleton = [
            "BEGIN:VCARD", "VERSION:3.0",
            "PRODID:" + text.escaped("-//phonebook//phonebook \(phonebookVersion)//EN"),
            "UID:" + text.uri(uid),
            "REV:" + CardStamp.revision(now),
        ]
        let card = Array((skeleton + ["END:VCARD", ""]).joined(separator: "\r\n").utf8)
        var filled = details
        if filled.name.isEmpty { filled.name = details.fallbackName }
        var edits = ContactDetails().edits(to: filled)
        // N always (RFC 2426 §3.1.2 requires it): the given and family names, else split from the name
        // typed; empty for a contact known only by organization, email or number.
        let parts = details.given.isEmpty && details.family.isEmpty ? NameSplit(details.name)
            : NameSplit(given: details.given, family: details.family)
        edits.removeAll { if case .setName = $0 { true } else { false } }
        edits.insert(.setName(given: parts.given, family: parts.family), at: 1)
        return try CardEditor.apply(edits, to: card, now: now, newUID: uid)
    }
}
