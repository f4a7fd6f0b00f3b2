import Contacts
import Store
import VCard

/// Contacts as the CSV Google Contacts exports and imports ("Google CSV"):
/// the name in parts, organization, birthday, notes, then numbered column
/// pairs, one pair per email, number, website, and one group per postal
/// address, as many as the contact with the most needs. Column names and
/// labels as Google writes them (`E-mail 1 - Label`, `Mobile`); RFC 4180
/// quoting, CRLF line ends, UTF-8 without a byte order mark. docs/formats.md
/// ("Google Contacts CSV") lists the columns.
public enum GoogleContactsCSV {
    /// The columns before the numbered ones, in Google's order.
    static let fixedColumns = [
        "First Name", "Middle Name", "Last Name", "Phonetic First Name", "Phonetic Middle Name",
        "Phonetic Last Name", "Name Prefix", "Name Suffix", "Nickname", "File As", "Organization Name",
        "Organization Title", "Organization Department", "Birthday", "Notes", "Photo", "Labels",
    ]
    static let addressParts = ["Label", "Formatted", "Street", "City", "PO Box", "Region", "Postal Code",
                               "Country", "Extended Address"]

    /// Writes the header and one line per contact of `ids`, in that order, through `sink`.
    public static func write(from book: AddressBook, contacts ids: [ContactID],
                             to sink: (String) throws -> Void) throws {
        // Every row is read first: the header's numbered columns depend on the largest contact.
        var rows: [Row] = []
        rows.reserveCapacity(ids.count)
        for id in ids {
            guard let contact = try book.contactDetail(id), let card = try book.storedCard(of: id) else { continue }
            rows.append(card.withUnsafeBytes { Row(contact, card: $0) })
        }
        let widths = Widths(rows)
        try sink(CSVRecord.line(header(widths)))
        for row in rows { try sink(CSVRecord.line(row.fields(widths))) }
    }

    /// How many of each numbered column group the file has: at least one email and one number.
    struct Widths {
        var emails = 1, phones = 1, addresses = 0, websites = 0

        init(_ rows: [Row]) {
            for row in rows {
                emails = max(emails, row.emails.count)
                phones = max(phones, row.phones.count)
                addresses = max(addresses, row.addresses.count)
                websites = max(websites, row.websites.count)
            }
        }
    }

    static func header(_ widths: Widths) -> [String] {
        var columns = fixedColumns
        for n in stride(from: 1, through: widths.emails, by: 1) { columns += ["E-mail \(n) - Label", "E-mail \(n) - Value"] }
        for n in stride(from: 1, through: widths.phones, by: 1) { columns += ["Phone \(n) - Label", "Phone \(n) - Value"] }
        for n in stride(from: 1, through: widths.addresses, by: 1) { columns += addressParts.map { "Address \(n) - \($0)" } }
        for n in stride(from: 1, through: widths.websites, by: 1) { columns += ["Website \(n) - Label", "Website \(n) - Value"] }
        return columns
    }

    /// One contact's values.
    struct Row {
        var fixed: [String]
        var emails: [LabelledValue]
        var phones: [LabelledValue]
        var addresses: [PostalAddress]
        var websites: [LabelledValue]

        init(_ contact: ContactDetail, card bytes: UnsafeRawBufferPointer) {
            var problems: [VCardProblem] = []
            let card = VCardParser.parse(bytes, keeping: .all, problems: &problems)
            let details = StoredCardReader.details(of: card)
            let units = card.organization.map(\.trimmed)
            var given = contact.name.given
            // A card with only FN: Google builds the name from its parts, so the whole name is the first.
            if given.isEmpty, contact.name.family.isEmpty, let formatted = card.formattedName?.trimmed {
                given = formatted
            }
            fixed = [
                given, card.nameComponent(.additional)?.trimmed ?? "", contact.name.family, "", "", "",
                card.nameComponent(.prefixes)?.trimmed ?? "", card.nameComponent(.suffixes)?.trimmed ?? "",
                details.nicknames.first ?? "", "", units.first ?? contact.organization, details.title,
                units.dropFirst().filter { !$0.isEmpty }.joined(separator: ", "),
                Self.googleDate(details.birthday), contact.note, "",
                contact.isStarred ? "* myContacts ::: * starred" : "* myContacts",
            ]
            emails = contact.emails.map { LabelledValue(label: Self.googleLabel($0.label), value: $0.address) }
            phones = contact.phones.map { LabelledValue(label: Self.googleLabel($0.label), value: $0.number) }
            addresses = details.addresses
            websites = details.urls.map { LabelledValue(label: Self.googleLabel($0.label), value: $0.value) }
        }

        /// Every field under the header of `widths`.
        func fields(_ widths: Widths) -> [String] {
            var fields = fixed
            func pairs(_ values: [LabelledValue], _ width: Int) {
                for n in 0..<width {
                    fields += n < values.count ? [values[n].label, values[n].value] : ["", ""]
                }
            }
            pairs(emails, widths.emails)
            pairs(phones, widths.phones)
            for n in 0..<widths.addresses {
                guard n < addresses.count else {
                    fields += Array(repeating: "", count: GoogleContactsCSV.addressParts.count)
                    continue
                }
                let address = addresses[n]
                fields += [Row.googleLabel(address.label), address.oneLine, address.street, address.locality,
                           address.poBox, address.region, address.postalCode, address.country, address.extended]
            }
            pairs(websites, widths.websites)
            return fields
        }

        /// Our words as Google writes them ("home fax" → "Home Fax"); a label of the person's own as it is.
        static func googleLabel(_ label: String) -> String {
            guard ourWords.contains(label) else { return label }
            return label.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        }

        private static let ourWords: Set<String> = [
            "mobile", "home", "work", "main", "home fax", "work fax", "other fax", "pager", "other",
        ]

        /// A date Google reads (`1906-12-09`, `--12-09`); text that is no date is left out.
        static func googleDate(_ iso: String) -> String {
            let digits = iso.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }.count
            let isDate = iso.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
            return isDate && (digits == 8 || digits == 4) ? iso : ""
        }
    }
}
