import Contacts
import Store

/// `show --format json`'s `contact` member: the contact as one object, an
/// array per kind of field, for scripts that want the contact rather than
/// the screen's rows (docs/commands.md, "JSON output"). Every key is always there:
/// "" or [] when the card has none of it, so a script never tests for one.
enum ContactJSON {
    static func object(_ contact: ContactDetail, name: String) -> JSONText {
        let card = contact.card
        func strings(_ values: [String]) -> JSONText { .array(values.map(JSONText.string)) }
        func labelled(_ values: [LabelledValue], _ key: String) -> JSONText {
            .array(values.map { .object([("label", .string($0.label)), (key, .string($0.value))]) })
        }
        return .object([
            ("uid", .string(contact.uid)),
            ("name", .string(name)),
            ("nicknames", strings(card.nicknames)),
            ("organization", .string(contact.organization)),
            ("title", .string(card.title)),
            ("role", .string(card.role)),
            ("birthday", .string(card.birthday)),
            ("anniversary", .string(card.anniversary)),
            ("phones", .array(contact.phones.map { .object([("label", .string($0.label)), ("number", .string($0.number))]) })),
            ("emails", .array(contact.emails.map { .object([("label", .string($0.label)), ("address", .string($0.address))]) })),
            ("addresses", .array(card.addresses.map(address))),
            ("instantMessaging", labelled(card.instantMessaging, "handle")),
            ("urls", labelled(card.urls, "url")),
            ("relatedNames", labelled(card.relatedNames, "name")),
            ("phoneticName", .object([("given", .string(card.phoneticName.given)),
                                      ("middle", .string(card.phoneticName.middle)),
                                      ("family", .string(card.phoneticName.family))])),
            ("phoneticOrganization", .string(card.phoneticOrganization)),
            ("photos", .array(card.photos.map(photo))),
            ("categories", strings(card.categories)),
            ("note", .string(contact.note)),
            ("starred", .bool(contact.isStarred)),
        ])
    }

    /// A photo told of, never its data: `bytes` is 0 for a link or for data that cannot be read.
    private static func photo(_ photo: ContactPhoto) -> JSONText {
        .object([("mediaType", .string(photo.mediaType)), ("bytes", .number(photo.byteCount ?? 0)),
                 ("link", .string(photo.link))])
    }

    private static func address(_ address: PostalAddress) -> JSONText {
        .object([("label", .string(address.label)), ("street", .string(address.street)),
                 ("locality", .string(address.locality)), ("region", .string(address.region)),
                 ("postalCode", .string(address.postalCode)), ("country", .string(address.country)),
                 ("poBox", .string(address.poBox)), ("extended", .string(address.extended))])
    }
}
