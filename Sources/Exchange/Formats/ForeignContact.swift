import CardEditing
import Contacts

/// One contact read from another address book's file, in vCard's terms,
/// before it is written as a card (`card(uid:format:)`). Every value the
/// source had is in a field here; what has no vCard property is in
/// `extras`, an `X-` property each.
struct ForeignContact {
    /// A number, an email, a URL: its label in our words or the source's own.
    struct Labelled {
        var label: String
        var value: String
    }

    /// ADR's seven components (RFC 2426 §3.2.1), and the label.
    struct Address {
        var label = ""
        var poBox = "", extended = "", street = "", locality = "", region = "", postalCode = "", country = ""
        /// The address as printed, when the source gives it whole (LABEL).
        var formatted = ""

        var components: [String] { [poBox, extended, street, locality, region, postalCode, country] }
        var isEmpty: Bool { components.allSatisfy(\.isEmpty) && formatted.isEmpty }
    }

    /// Where it begins in the source, for messages.
    var line: Int
    var formattedName = ""
    var family = "", given = "", additional = "", prefixes = "", suffixes = ""
    var nicknames: [String] = []
    /// ORG's units: the organization, then departments.
    var organization: [String] = []
    var title = ""
    /// BDAY, `1815-12-10` or `--12-10`.
    var birthday = ""
    var phones: [Labelled] = []
    var emails: [Labelled] = []
    var addresses: [Address] = []
    var urls: [Labelled] = []
    var photo = ""
    var notes: [String] = []
    var categories: [String] = []
    /// Properties the contact has no field for: `X-…` names, as written.
    var extras: [(name: String, value: String)] = []

    init(line: Int) {
        self.line = line
    }

    /// FN: the name as the source wrote it, else given, middle and family
    /// names (N keeps the prefix and suffix), else the organization, the
    /// first email or number (as a vCard's contact is named).
    var name: String {
        let formatted = formattedName.trimmed
        if !formatted.isEmpty { return formatted }
        let parts = [given, additional, family].map(\.trimmed).filter { !$0.isEmpty }
        if !parts.isEmpty { return parts.joined(separator: " ") }
        if let organization = organization.first(where: { !$0.isEmpty }) { return organization }
        return emails.first?.value ?? phones.first?.value ?? ""
    }

    /// Whether it holds nothing a person would call a contact: no name,
    /// number, email, address, URL or note (only `extras`, or nothing).
    var isBlank: Bool {
        name.isEmpty && addresses.isEmpty && urls.isEmpty && notes.isEmpty
    }

    /// Adds the value under `name` (`X-CSV-GENDER`) unless it is empty.
    mutating func extra(_ name: String, _ value: String) {
        guard !value.isEmpty else { return }
        extras.append((name, value))
    }

    /// The contact as a vCard 3.0 card, as `add` writes one but without REV
    /// (see ``ComposedCard``).
    func card(uid: String, format: ImportFormat) -> [UInt8] {
        var card = ComposedCard(uid: uid, productID: "-//phonebook//converted from \(format.rawValue)//EN")
        card.name(formatted: name, family: family, given: given, additional: additional,
                  prefixes: prefixes, suffixes: suffixes)
        card.list("NICKNAME", nicknames)
        var units = organization
        while units.last?.isEmpty == true { units.removeLast() }
        card.structured("ORG", units)
        card.text("TITLE", title)
        card.text("BDAY", birthday)
        for phone in phones { card.entry(.phone, label: phone.label, phone.value) }
        for email in emails { card.entry(.email, label: email.label, email.value) }
        for address in addresses {
            card.structured("ADR", address.components, label: address.label)
            card.text("LABEL", address.formatted, types: address.formattedTypes)
        }
        for url in urls { card.uri("URL", url.value, label: url.label) }
        card.uri("PHOTO", photo, parameters: ["VALUE=URI"])
        for note in notes { card.text("NOTE", note) }
        card.list("CATEGORIES", categories)
        for extra in extras { card.text(extra.name, extra.value) }
        return card.finished()
    }

    /// `X-CSV-` and the source's field name in capitals, every run of other
    /// characters than letters and digits as one `-` (`Gender` → `X-CSV-GENDER`).
    static func extraName(prefix: String, _ field: String) -> String {
        var name = ""
        var pendingDash = false
        for scalar in field.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash && !name.isEmpty { name += "-" }
                pendingDash = false
                name += String(scalar).uppercased()
            } else {
                pendingDash = true
            }
        }
        return "X-\(prefix)-" + (name.isEmpty ? "FIELD" : name)
    }
}

extension ForeignContact.Address {
    /// LABEL's TYPE, as the address's own.
    var formattedTypes: [String] {
        switch label.trimmed.lowercased() {
        case "home": return ["HOME"]
        case "work": return ["WORK"]
        default: return []
        }
    }
}
