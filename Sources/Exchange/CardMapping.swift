import CardEditing
import Contacts
import Store
import VCard

/// What the store keeps of a parsed card (RFC 6350 §6): the name to show,
/// the numbers with labels from our vocabulary, emails, organization, note,
/// and what a search finds the contact by besides (nicknames, title, postal
/// addresses, categories). Everything else stays in the original card text
/// kept beside it. A group card (`VCard.isGroup`) keeps its name and its
/// members' UIDs: none of its lines makes it a person to call or mail.
enum CardMapping {
    /// `uid` is ``uid(of:hash:)``, which the planner has already looked up.
    static func record(from card: VCard, uid: String, raw: [UInt8], hash: Int64, source: String?) -> ContactRecord {
        let given = card.nameComponent(.given)?.trimmed ?? ""
        let family = card.nameComponent(.family)?.trimmed ?? ""
        let organization = card.organization.map(\.trimmed).filter { !$0.isEmpty }.joined(separator: ", ")
        let isGroup = card.isGroup
        let phones = isGroup ? [] : card.telephones.map(phone)
        let emails = isGroup ? [] : card.emails.map(email)
        return ContactRecord(
            uid: uid,
            source: source,
            displayName: displayName(card: card, given: given, family: family, organization: organization,
                                     phones: phones, emails: emails),
            givenName: given,
            familyName: family,
            organization: organization,
            note: card.notes.joined(separator: "\n"),
            phones: phones,
            emails: emails,
            nicknames: card.nicknames,
            title: card.title ?? "",
            addressParts: card.addressParts,
            categories: isGroup ? [] : card.categories,
            isGroup: isGroup,
            members: isGroup ? card.members.map(GroupCardText.memberKey) : [],
            card: raw,
            contentHash: hash)
    }

    /// The card's UID, or a key derived from its content so the same file
    /// imported again finds the same contact.
    static func uid(of card: VCard, hash: Int64) -> String {
        if let uid = card.uid?.trimmed, !uid.isEmpty { return uid }
        return derivedUIDPrefix + String(UInt64(bitPattern: hash), radix: 16)
    }

    static let derivedUIDPrefix = "phonebook-content:"

    /// FN; else N as "given family"; else ORG; else the first email or
    /// number: a contact is never nameless.
    static func displayName(card: VCard, given: String, family: String, organization: String,
                            phones: [PhoneRecord], emails: [EmailRecord]) -> String {
        if let formatted = card.formattedName?.trimmed, !formatted.isEmpty { return formatted }
        let fromName = [given, family].filter { !$0.isEmpty }.joined(separator: " ")
        if !fromName.isEmpty { return fromName }
        if !organization.isEmpty { return organization }
        if let email = emails.first?.address, !email.isEmpty { return email }
        if let number = phones.first?.number, !number.isEmpty { return number }
        return "Unnamed contact"
    }

    static func phone(_ telephone: Telephone) -> PhoneRecord {
        PhoneRecord(label: PhoneLabel.normalized(types: telephone.types, customLabel: telephone.label),
                    number: telephone.value.trimmed, extension: telephone.extension)
    }

    static func email(_ email: Email) -> EmailRecord {
        EmailRecord(label: FieldLabel.normalized(types: email.types, customLabel: email.label), address: email.value.trimmed)
    }
}
