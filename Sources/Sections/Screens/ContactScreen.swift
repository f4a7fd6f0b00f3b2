import Contacts
import Reading
import Store

/// One contact in full (`show`): its name and named values (how the name
/// is said, nicknames, organization, title, role, dates, note, categories,
/// photos, star, UID), then a section for each kind it has of numbers,
/// emails, addresses, messaging handles, URLs and related names. A kind
/// the contact has none of has no rows.
public enum ContactScreen {
    public static func build(_ contact: ContactDetail, displayOrder: NameOrder) -> Screen {
        let name = contact.name.formatted(displayOrder)
        let card = contact.card
        let facts = SectionID.named("contact")
        var rows: [Row] = []
        func fact(_ key: String, _ title: String, _ value: String, _ kind: Cell.Kind = .text) {
            if !value.isEmpty { rows.append(Row(FactRow(key: key, title: title, value: value, valueKind: kind), in: facts)) }
        }
        fact("name", "Name", name)
        fact("phonetic-name", "Phonetic Name", card.phoneticName.formatted(displayOrder))
        rows += card.nicknames.enumerated().map { Row(NicknameRow($1, position: $0), in: facts) }
        fact("organization", "Organization", contact.organization)
        fact("phonetic-organization", "Phonetic Org.", card.phoneticOrganization)
        fact("title", "Title", card.title)
        fact("role", "Role", card.role)
        if !card.birthday.isEmpty { rows.append(Row(DateRow(occasion: "birthday", date: card.birthday), in: facts)) }
        if !card.anniversary.isEmpty {
            rows.append(Row(DateRow(occasion: "anniversary", date: card.anniversary), in: facts))
        }
        fact("note", "Note", contact.note)
        rows += card.categories.enumerated().map { Row(CategoryRow($1, position: $0), in: facts) }
        rows += card.photos.enumerated().map { Row(PhotoRow($1, position: $0), in: facts) }
        fact("starred", "Starred", contact.isStarred ? "yes" : "no")
        fact("uid", "UID", contact.uid, .uid)

        var sections = [Section(id: facts, title: name, rows: rows)]
        func section(_ id: String, _ title: String, _ rows: (SectionID) -> [Row]) {
            let id = SectionID.named(id), rows = rows(id)
            if !rows.isEmpty { sections.append(Section(id: id, title: title, rows: rows)) }
        }
        section("phones", "Phone Numbers") { id in
            contact.phones.enumerated().map { position, phone in
                Row.entry(PhoneEntry(key: EntryKey(sortKey: "", contactID: contact.id, position: position),
                                     uid: contact.uid, name: name, phone: phone), in: id)
            }
        }
        section("emails", "Emails") { id in contact.emails.enumerated().map { Row(EmailRow($1, position: $0), in: id) } }
        section("addresses", "Addresses") { id in
            card.addresses.enumerated().map { Row(AddressRow($1, position: $0), in: id) }
        }
        section("messaging", "Instant Messaging") { id in
            card.instantMessaging.enumerated().map { Row(HandleRow($1, position: $0), in: id) }
        }
        section("urls", "Web") { id in card.urls.enumerated().map { Row(URLRow($1, position: $0), in: id) } }
        section("related", "Related Names") { id in
            card.relatedNames.enumerated().map { Row(RelatedNameRow($1, position: $0), in: id) }
        }
        return Screen(id: .contact, title: name, sections: sections)
    }
}
