import Contacts
import Store
import VCard

/// A contact in full: the store's rows, and what its stored card holds
/// besides (addresses, dates, URLs, …), read from the card when it is shown,
/// its groups among its categories.
/// The store keeps only the fields a list and a search need; the card is
/// the truth, so reading the rest from it costs one parse of one card
/// (`show`, an inline detail) and nothing on the import's path. Measured
/// (callgrind, debug build, a 100,000-contact book): `show UID` spends
/// 1.1 M of its 164 M instructions reading the contact in full, rows,
/// card and parse together.
public enum StoredCardReader {
    /// Contact `id` with its card's details; nil when there is no such contact.
    public static func contactDetail(_ id: ContactID, in book: AddressBook) throws -> ContactDetail? {
        guard var contact = try book.contactDetail(id) else { return nil }
        if let card = try book.storedCard(of: id) {
            contact.card = card.withUnsafeBytes(details(of:))
        }
        // The groups kept as cards of their own are the contact's too, beside its categories.
        contact.card.categories = AddressBook.distinctByFold(contact.card.categories + (try book.groupCardNames(ofMember: id)))
        return contact
    }

    /// The details of one card's bytes. A malformed card gives what can be
    /// read of it: a line the parser cannot read costs only itself.
    public static func details(of card: UnsafeRawBufferPointer) -> CardDetails {
        var problems: [VCardProblem] = []
        return details(of: VCardParser.parse(card, keeping: .all, problems: &problems))
    }

    /// The details of a card parsed with every property kept.
    static func details(of card: VCard) -> CardDetails {
        let phonetic = card.phonetic
        return CardDetails(
            addresses: card.addresses.compactMap(address),
            birthday: card.birthday?.isoText ?? card.birthdayText?.trimmed ?? "",
            anniversary: card.anniversary?.isoText ?? card.anniversaryText?.trimmed ?? "",
            title: card.title?.trimmed ?? "",
            role: card.role?.trimmed ?? "",
            urls: card.urls.compactMap { url in
                let value = url.value.trimmed
                guard !value.isEmpty else { return nil }
                return LabelledValue(label: FieldLabel.normalized(types: url.types, customLabel: url.label), value: value)
            },
            nicknames: card.nicknames.map(\.trimmed),
            instantMessaging: card.handles.compactMap { handle in
                let value = handle.value.trimmed
                guard !value.isEmpty else { return nil }
                return LabelledValue(label: handle.service ?? "im", value: value)
            },
            categories: card.categories.map(\.trimmed),
            photos: card.photos.map { ContactPhoto(mediaType: $0.mediaType, byteCount: $0.byteCount, link: $0.link ?? "") },
            relatedNames: card.relatedNames.compactMap { related in
                let value = related.value.trimmed
                guard !value.isEmpty else { return nil }
                let label = related.label?.trimmed ?? ""
                return LabelledValue(label: label.isEmpty ? "related" : label, value: value)
            },
            phoneticName: PhoneticName(given: phonetic.given?.trimmed ?? "", middle: phonetic.middle?.trimmed ?? "",
                                       family: phonetic.family?.trimmed ?? ""),
            phoneticOrganization: phonetic.organization?.trimmed ?? "")
    }

    /// An ADR as a postal address; nil when every component is blank.
    private static func address(_ address: CardAddress) -> PostalAddress? {
        let postal = PostalAddress(
            label: FieldLabel.normalized(types: address.types, customLabel: address.label),
            poBox: address.poBox.trimmed, extended: address.extended.trimmed, street: address.street.trimmed,
            locality: address.locality.trimmed, region: address.region.trimmed,
            postalCode: address.postalCode.trimmed, country: address.country.trimmed)
        return postal.oneLine.isEmpty ? nil : postal
    }
}
