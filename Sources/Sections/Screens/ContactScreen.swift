import Contacts
import Store

/// One contact in full (`show`): its name and details, numbers, emails.
public enum ContactScreen {
    public static func build(_ contact: ContactDetail, displayOrder: NameOrder) -> Screen {
        let name = contact.name.formatted(displayOrder)
        let card = SectionID.named("contact"), phones = SectionID.named("phones"), emails = SectionID.named("emails")
        func fact(_ title: String, _ value: String, _ kind: Cell.Kind = .text) -> Row {
            Row(id: RowID(section: card, item: .fact(title)), content: .fact(title: title, value: value, kind: kind))
        }
        var facts = [fact("Name", name)]
        if !contact.organization.isEmpty { facts.append(fact("Organization", contact.organization)) }
        if !contact.note.isEmpty { facts.append(fact("Note", contact.note)) }
        facts.append(fact("Starred", contact.isStarred ? "yes" : "no"))
        facts.append(fact("UID", contact.uid, .uid))

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
                Row(id: RowID(section: emails, item: .email(position)), content: .email(email))
            }
            sections.append(Section(id: emails, title: "Emails", rows: rows))
        }
        return Screen(id: .contact, title: name, sections: sections)
    }
}
