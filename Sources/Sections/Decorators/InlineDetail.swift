import Reading
import Store

/// Puts the lines of a contact's detail (every number and email, its
/// addresses, handles, URLs, related names, how its name is said,
/// nicknames, organization, title, role, dates, categories, note, photos
/// and UID, each a row of its own kind) directly under
/// each expanded entry row that the screen shows.
public struct InlineDetail: ScreenDecorator {
    /// The entry rows the user expanded.
    public var expanded: Set<RowID>
    public init(expanded: Set<RowID>) {
        self.expanded = expanded
    }

    public func decorate(_ screen: Screen, using source: any EntrySource) throws -> Screen {
        guard !expanded.isEmpty else { return screen }
        var screen = screen
        screen.sections = try screen.sections.map { section in
            var section = section
            section.rows = try section.rows.flatMap { row -> [Row] in
                guard expanded.contains(row.id), let key = row.entryKey,
                      let contact = try source.contact(key.contactID) else { return [row] }
                return [row] + Self.lines(of: contact, under: row.id, position: key.position)
            }
            return section
        }
        return screen
    }

    /// The detail of `contact` under entry `entry` (its number `position`), field by field.
    static func lines(of contact: ContactDetail, under entry: RowID, position: Int) -> [Row] {
        var rows: [Row] = []
        func add(_ field: some ContactFieldRow) {
            rows.append(Row(DetailLine(field, of: contact.id, under: entry.item, position: position), in: entry.section))
        }
        func fact(_ key: String, _ value: String, _ kind: Cell.Kind = .text) {
            if !value.isEmpty { add(FactRow(key: key, title: key, value: value, valueKind: kind)) }
        }
        let card = contact.card
        for (index, phone) in contact.phones.enumerated() {
            add(PhoneEntryRow(key: EntryKey(sortKey: "", contactID: contact.id, position: index), uid: contact.uid,
                              name: contact.name.display, phone: phone))
        }
        for (index, email) in contact.emails.enumerated() { add(EmailRow(email, position: index)) }
        for (index, address) in card.addresses.enumerated() { add(AddressRow(address, position: index)) }
        for (index, handle) in card.instantMessaging.enumerated() { add(HandleRow(handle, position: index)) }
        for (index, url) in card.urls.enumerated() { add(URLRow(url, position: index)) }
        for (index, related) in card.relatedNames.enumerated() { add(RelatedNameRow(related, position: index)) }
        fact("phonetic name", card.phoneticName.formatted(.givenFirst))
        for (index, nickname) in card.nicknames.enumerated() { add(NicknameRow(nickname, position: index)) }
        fact("organization", contact.organization)
        fact("phonetic organization", card.phoneticOrganization)
        fact("title", card.title)
        fact("role", card.role)
        if !card.birthday.isEmpty { add(DateRow(occasion: "birthday", date: card.birthday)) }
        if !card.anniversary.isEmpty { add(DateRow(occasion: "anniversary", date: card.anniversary)) }
        for (index, category) in card.categories.enumerated() { add(CategoryRow(category, position: index)) }
        fact("note", contact.note)
        for (index, photo) in card.photos.enumerated() { add(PhotoRow(photo, position: index)) }
        fact("uid", contact.uid, .uid)
        return rows
    }
}
