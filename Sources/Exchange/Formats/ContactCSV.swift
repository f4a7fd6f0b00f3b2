import Contacts
import VCard

/// A CSV file of contacts with a header row: Google Contacts' (as `export
/// --format csv` writes it) or Outlook's (English column names). Each row is
/// a contact; a column `CSVColumn` does not know is an `X-CSV-NAME` property.
enum ContactCSV {
    /// Whether `line` (a file's first line) is a header naming at least one
    /// column phonebook reads.
    static func isHeader(_ line: [UInt8]) -> Bool {
        guard line.contains(UInt8(ascii: ",")) else { return false }
        var rows = CSVRows(String(decoding: line, as: UTF8.self))
        return rows.next()?.fields.contains { CSVColumn(header: $0).isKnown } ?? false
    }

    static func read(_ text: String) -> ForeignBook {
        var book = ForeignBook()
        var rows = CSVRows(text)
        guard let header = rows.next() else { return book }
        let columns = header.fields.map(CSVColumn.init(header:))
        guard columns.contains(where: \.isKnown) else {
            book.problems.append(VCardProblem(
                line: header.line, cardLine: nil,
                message: "a CSV header naming none of the columns phonebook reads (Google's or Outlook's); "
                    + "nothing was imported from it"))
            return book
        }
        while let row = rows.next() {
            book.append(contact(row.fields, columns: columns, line: row.line), what: "a row")
        }
        if let line = rows.unclosedQuoteLine {
            book.problems.append(VCardProblem(
                line: line, cardLine: nil,
                message: "the file ends inside the quoted field that opens on this line (its closing \" is missing); "
                    + "the rest of the file was read as that field",
                severity: .cutOff))
        }
        return book
    }

    /// One row's contact: values in column order, Google's numbered groups
    /// and Outlook's addresses gathered first.
    private static func contact(_ fields: [String], columns: [CSVColumn], line: Int) -> ForeignContact {
        var contact = ForeignContact(line: line)
        var numbered: [String: [Int: [String: String]]] = [:]
        var numberedOrder: [(kind: String, number: Int)] = []
        var outlook: [String: ForeignContact.Address] = [:]
        var outlookOrder: [String] = []
        var streets: [String: [Int: String]] = [:]
        for (index, field) in fields.enumerated() {
            let value = field.trimmed
            guard !value.isEmpty else { continue }
            guard index < columns.count else {
                contact.extra("X-CSV-COLUMN-\(index + 1)", value)
                continue
            }
            switch columns[index] {
            case .formattedName: contact.formattedName = value
            case .given: contact.given = value
            case .additional: contact.additional = value
            case .family: contact.family = value
            case .prefixes: contact.prefixes = value
            case .suffixes: contact.suffixes = value
            case .nickname: contact.nicknames.append(value)
            case .organization: contact.setUnit(0, value)
            case .department: contact.setUnit(1, value)
            case .title: contact.title = value
            case .birthday: contact.birthday = date(value)
            case .anniversary: contact.extra("X-ANNIVERSARY", date(value))
            case .note: contact.notes.append(value)
            case .photo: contact.photo = value
            case .categories(let separator):
                contact.categories += split(value, separator)
            case .url(let label): contact.urls.append(.init(label: label, value: value))
            case .phone(let label): contact.phones.append(.init(label: label, value: value))
            case .email(let label): contact.emails.append(.init(label: label, value: value))
            case .address(let label, let part):
                if outlook[label] == nil {
                    outlook[label] = ForeignContact.Address(label: label)
                    outlookOrder.append(label)
                }
                switch part {
                case .street(let line): streets[label, default: [:]][line] = value
                case .city: outlook[label]!.locality = value
                case .region: outlook[label]!.region = value
                case .postalCode: outlook[label]!.postalCode = value
                case .country: outlook[label]!.country = value
                case .poBox: outlook[label]!.poBox = value
                }
            case .numbered(let kind, let number, let part):
                if numbered[kind]?[number] == nil { numberedOrder.append((kind, number)) }
                numbered[kind, default: [:]][number, default: [:]][part == "type" ? "label" : part] = value
            case .unknown(let name):
                contact.extra(ForeignContact.extraName(prefix: "CSV", name), value)
            }
        }
        for label in outlookOrder {
            var address = outlook[label]!
            address.street = (streets[label] ?? [:]).sorted { $0.key < $1.key }.map(\.value).joined(separator: "\n")
            contact.addresses.append(address)
        }
        for (kind, number) in numberedOrder {
            guard let parts = numbered[kind]?[number] else { continue }
            add(kind, parts, to: &contact)
        }
        return contact
    }

    /// One of Google's numbered groups; a value may hold several, separated by ` ::: `.
    private static func add(_ kind: String, _ parts: [String: String], to contact: inout ForeignContact) {
        let label = googleLabel(parts["label"] ?? "")
        let values = split(parts["value"] ?? "", " ::: ")
        switch kind {
        case "e-mail": contact.emails += values.map { .init(label: label, value: $0) }
        case "phone": contact.phones += values.map { .init(label: label, value: $0) }
        case "website": contact.urls += values.map { .init(label: label, value: $0) }
        default:
            let address = ForeignContact.Address(
                label: label, poBox: parts["po box"] ?? "", extended: parts["extended address"] ?? "",
                street: parts["street"] ?? "", locality: parts["city"] ?? "", region: parts["region"] ?? "",
                postalCode: parts["postal code"] ?? "", country: parts["country"] ?? "",
                formatted: parts["formatted"] ?? "")
            if !address.isEmpty { contact.addresses.append(address) }
        }
        if values.isEmpty, let label = parts["label"], kind != "address" {
            contact.extra(ForeignContact.extraName(prefix: "CSV", "\(kind) label"), label)
        }
    }

    /// Google marks the primary value's label with `* ` (`* Home`).
    private static func googleLabel(_ label: String) -> String {
        label.hasPrefix("* ") ? String(label.dropFirst(2)).trimmed : label
    }

    private static func split(_ value: String, _ separator: String) -> [String] {
        value.split(separator: separator).map { String($0).trimmed }.filter { !$0.isEmpty }
    }

    /// `1815-12-10` and `--12-10` as they are; Outlook's `12/10/1815` as
    /// `1815-12-10`, its `0/0/00` (no date) as nothing; anything else as written.
    static func date(_ value: String) -> String {
        let parts = value.split(separator: "/")
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return value }
        if parts.allSatisfy({ $0.allSatisfy { $0 == "0" } }) { return "" }
        guard parts[2].count == 4, let month = Int(parts[0]), let day = Int(parts[1]),
              (1...12).contains(month), (1...31).contains(day) else { return value }
        return parts[2] + "-" + (month < 10 ? "0" : "") + String(month) + "-" + (day < 10 ? "0" : "") + String(day)
    }
}

extension ForeignContact {
    /// Sets ORG's unit `index` (0 the organization, 1 the department).
    mutating func setUnit(_ index: Int, _ value: String) {
        while organization.count <= index { organization.append("") }
        organization[index] = value
    }
}
