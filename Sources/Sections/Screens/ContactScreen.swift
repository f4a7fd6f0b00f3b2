import Contacts
import Store

/// One contact in full (`show`): its name and details, numbers, emails.
public enum ContactScreen {
    public static func build(_ contact: ContactDetail, displayOrder: NameOrder) -> Screen {
        let name = contact.name.formatted(displayOrder)
        let card = SectionID.named("contact"), phones = SectionID.named("phones"), emails = SectionID.named("emails")
        func fact(_ key: String, _ title: String, _ value: String, _ kind: Cell.Kind = .text) -> Row {
            Row(FactRow(key: key, title: title, value: value, valueKind: kind), in: card)
        }
        var facts = [fact("name", "Name", name)]
        if !contact.organization.isEmpty { facts.append(fact("organization", "Organization", contact.organization)) }
        if !contact.note.isEmpty { facts.append(fact("note", "Note", contact.note)) }
        facts.append(fact("starred", "Starred", contact.isStarred ? "yes" : "no"))
        facts.append(fact("uid", "UID", contact.uid, .uid))

        var sections = [Section(id: card, title: name, rows: facts)]
        if !contact.phones.isEmpty {
            let rows = contact.phones.enumerated().map { position, phone in
                Row.entry(PhoneEntry(key: EntryKey(sortKey: "", contactID: contact.id, position: position),
                                     uid: contact.uid, name: name, phone: phone), in: phones)
            }
            sections.append(Section(id: phones, title: "Phone Numbers", rows: rows))
        }
        if !contact.emails.isEmpty {
            let rows = contact.emails.enumerated().map { position, email in
                Row(EmailRow(email, position: position), in: emails)
            }
            sections.append(Section(id: emails, title: "Emails", rows: rows))
        }
        return Screen(id: .contact, title: name, sections: sections)
    }
}
