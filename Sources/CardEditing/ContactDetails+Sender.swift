import Contacts

extension ContactDetails {
    /// A person known by a mail message's sender: the display name and the address (with no label:
    /// a message does not say whether it is a home or a work address). "Hopper, Grace", as Outlook
    /// writes names, is Grace Hopper, family name first; a name that only repeats the address, or
    /// none, leaves the contact named by its address.
    public static func sender(named displayName: String, address: String) -> ContactDetails {
        var details = ContactDetails(entries: [CardEntry(.email, label: EntryLabel.other, address)])
        var name = FormText.normalized(displayName)
        // Outlook quotes some names in apostrophes inside the quotes: "'Grace Hopper'".
        if name.count > 2, name.hasPrefix("'"), name.hasSuffix("'") { name = String(name.dropFirst().dropLast()).trimmed }
        guard !name.isEmpty, name.lowercased() != address.lowercased() else { return details }
        let parts = NameSplit(name)
        details.given = parts.given
        details.family = parts.family
        details.name = name.contains(",") ? [parts.given, parts.family].filter { !$0.isEmpty }.joined(separator: " ") : name
        return details
    }
}
