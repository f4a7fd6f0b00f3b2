import Store

extension Row {
    /// A phone entry as a row of `section`: a `PhoneEntryRow`, or a
    /// `ContactRow` when the contact has no number.
    public static func entry(_ entry: PhoneEntry, in section: SectionID) -> Row {
        guard let phone = entry.phone else {
            return Row(ContactRow(key: entry.key, uid: entry.uid, name: entry.name, detail: entry.detail), in: section)
        }
        return Row(PhoneEntryRow(key: entry.key, uid: entry.uid, name: entry.name, phone: phone, detail: entry.detail),
                   in: section)
    }
}
