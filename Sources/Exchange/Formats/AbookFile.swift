import Contacts
import VCard

/// abook's own file, `~/.abook/addressbook` (abook 0.6): `#` comments, a
/// `[format]` section, then a `[N]` section a contact of `field=value`
/// lines. Fields become what abook's own vCard export makes them (`abook
/// --convert --outformat vcard`), so `anniversary` is BDAY and `address2`
/// the address's extended component; a field abook's list does not have
/// (a custom field of abookrc, `custom1`) is `X-ABOOK-FIELD`.
enum AbookFile {
    static func read(_ text: String) -> ForeignBook {
        var book = ForeignBook()
        var contact: ForeignContact?
        var sawSection = false
        var lineNumber = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            let line = String(rawLine).trimmed
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                if let contact { book.append(contact, what: "a section") }
                let name = String(line.dropFirst().dropLast()).trimmed
                sawSection = true
                contact = !name.isEmpty && name.allSatisfy(\.isASCIIDigit) ? ForeignContact(line: lineNumber) : nil
                if contact == nil && name.lowercased() != "format" {
                    book.problems.append(VCardProblem(
                        line: lineNumber, cardLine: nil,
                        message: "a section that is no contact's number ([0], [1], …); its lines were left out",
                        severity: .skippedLine))
                }
                continue
            }
            guard contact != nil else { continue }  // [format]'s program and version
            guard let equals = line.firstIndex(of: "=") else {
                book.problems.append(VCardProblem(line: lineNumber, cardLine: nil,
                                                  message: "a line that is no field=value; left out", severity: .skippedLine))
                continue
            }
            let field = String(line[..<equals]).trimmed.lowercased()
            let value = String(line[line.index(after: equals)...]).trimmed
            guard !value.isEmpty else { continue }
            add(field, value, to: &contact!)
        }
        if let contact { book.append(contact, what: "a section") }
        if !sawSection {
            book.problems.append(VCardProblem(line: 1, cardLine: nil,
                                              message: "no abook section ([0], [1], …) in this file; nothing was imported from it"))
        }
        return book
    }

    private static func add(_ field: String, _ value: String, to contact: inout ForeignContact) {
        func address(_ update: (inout ForeignContact.Address) -> Void) {
            if contact.addresses.isEmpty { contact.addresses.append(ForeignContact.Address()) }
            update(&contact.addresses[0])
        }
        switch field {
        case "name": contact.formattedName = value
        case "email": contact.emails += list(value).map { .init(label: "", value: $0) }
        case "address": address { $0.street = value }
        case "address2": address { $0.extended = value }
        case "city": address { $0.locality = value }
        case "state": address { $0.region = value }
        case "zip": address { $0.postalCode = value }
        case "country": address { $0.country = value }
        case "phone": contact.phones.append(.init(label: "home", value: value))
        case "workphone": contact.phones.append(.init(label: "work", value: value))
        case "fax": contact.phones.append(.init(label: "other fax", value: value))
        case "mobile": contact.phones.append(.init(label: "mobile", value: value))
        case "nick": contact.nicknames.append(value)
        case "url": contact.urls.append(.init(label: "", value: value))
        case "notes": contact.notes.append(value)
        case "anniversary": contact.birthday = value
        case "groups": contact.categories += list(value)
        default: contact.extra(ForeignContact.extraName(prefix: "ABOOK", field), value)
        }
    }

    /// abook's lists: values separated by commas.
    private static func list(_ value: String) -> [String] {
        value.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
