import Contacts
import FoundationEssentials
import VCard

/// LDIF (RFC 2849) as Thunderbird's and abook's address books export it:
/// records separated by blank lines, each `attribute: value` (or `::` and
/// base64), a line continued by one that begins with a space. Attribute
/// names are read ignoring case; docs/formats.md lists what each becomes.
enum LDIFFile {
    /// A file with no `dn:` line (every LDIF record begins with one, RFC 2849
    /// §2) is none, whatever else its lines say: `--format ldif` given a
    /// vCard or CSV file imports nothing from it, and says so.
    static func read(_ text: String) -> ForeignBook {
        var book = ForeignBook()
        let parsed = LDIFRecords(text)
        guard parsed.records.contains(where: { !$0.values("dn").isEmpty }) else {
            book.problems.append(VCardProblem(line: 1, cardLine: nil,
                                              message: "no LDIF record (dn: line) in this file; nothing was imported from it"))
            return book
        }
        for record in parsed.records {
            if record.attributes.allSatisfy({ $0.name == "version" }) { continue }
            let classes = Set(record.values("objectclass").map { $0.lowercased() })
            if !classes.isDisjoint(with: ["groupofnames", "groupofuniquenames", "mozillaablist"]) {
                let name = record.values("cn").first ?? "a list"
                book.problems.append(VCardProblem(line: record.line, cardLine: nil,
                                                  message: "\(name): a mailing list, not a contact; left out",
                                                  severity: .warning))
                continue
            }
            book.append(contact(from: record, classes: classes), what: "a record")
        }
        book.problems += parsed.problems
        return book
    }

    /// Thunderbird's records (object class `mozillaAbPersonAlpha`, or any
    /// `mozilla…` attribute) read `ou` as the department and the unprefixed
    /// postal attributes as the work address; abook writes its groups as
    /// `ou` and its one address unprefixed.
    private static func contact(from record: LDIFRecord, classes: Set<String>) -> ForeignContact {
        let isThunderbird = classes.contains("mozillaabpersonalpha")
            || record.attributes.contains { $0.name.hasPrefix("mozilla") }
        var contact = ForeignContact(line: record.line)
        var plain = ForeignContact.Address(label: isThunderbird ? "work" : "")
        var home = ForeignContact.Address(label: "home")
        var birthday: (year: String, month: String, day: String) = ("", "", "")
        for (name, value) in record.attributes where !value.isEmpty {
            switch name {
            case "dn", "objectclass", "version", "changetype": continue
            case "cn", "commonname":
                if contact.formattedName.isEmpty {
                    contact.formattedName = value
                } else {
                    contact.extra("X-LDIF-CN", value)
                }
            case "givenname": contact.given = value
            case "sn", "surname": contact.family = value
            case "mail", "mozillasecondemail", "xmozillasecondemail":
                contact.emails.append(.init(label: "", value: value))
            case "telephonenumber": contact.phones.append(.init(label: "work", value: value))
            case "homephone": contact.phones.append(.init(label: "home", value: value))
            case "mobile", "cellphone": contact.phones.append(.init(label: "mobile", value: value))
            case "facsimiletelephonenumber", "fax": contact.phones.append(.init(label: "other fax", value: value))
            case "pager", "pagerphone": contact.phones.append(.init(label: "pager", value: value))
            case "street", "streetaddress": plain.street = value
            case "mozillaworkstreet2", "streetaddress2": plain.extended = value
            case "l", "locality": plain.locality = value
            case "st": plain.region = value
            case "postalcode", "zip": plain.postalCode = value
            case "c", "countryname": plain.country = value
            case "postofficebox": plain.poBox = value
            case "mozillahomestreet": home.street = value
            case "mozillahomestreet2": home.extended = value
            case "mozillahomelocalityname": home.locality = value
            case "mozillahomestate": home.region = value
            case "mozillahomepostalcode": home.postalCode = value
            case "mozillahomecountryname": home.country = value
            case "title": contact.title = value
            case "o", "company":
                if contact.organization.isEmpty { contact.organization = [value] } else { contact.organization[0] = value }
            case "ou" where !isThunderbird:
                contact.categories += value.split(separator: ",").map { String($0).trimmed }
            case "ou", "department":
                if contact.organization.isEmpty { contact.organization = [""] }
                contact.organization.append(value)
            case "mozillanickname", "xmozillanickname": contact.nicknames.append(value)
            case "mozillaworkurl", "workurl": contact.urls.append(.init(label: "work", value: value))
            case "mozillahomeurl", "homeurl": contact.urls.append(.init(label: "home", value: value))
            case "description": contact.notes.append(value)
            case "birthyear": birthday.year = value
            case "birthmonth": birthday.month = value
            case "birthday": birthday.day = value
            case "anniversary": contact.birthday = value
            default: contact.extra(ForeignContact.extraName(prefix: "LDIF", name), value)
            }
        }
        if !birthday.month.isEmpty && !birthday.day.isEmpty {
            contact.birthday = (birthday.year.isEmpty ? "-" : birthday.year) + "-" + pad(birthday.month) + "-" + pad(birthday.day)
        } else {
            contact.extra("X-LDIF-BIRTHYEAR", birthday.year)
            contact.extra("X-LDIF-BIRTHMONTH", birthday.month)
            contact.extra("X-LDIF-BIRTHDAY", birthday.day)
        }
        for address in [plain, home] where !address.isEmpty { contact.addresses.append(address) }
        return contact
    }

    private static func pad(_ number: String) -> String { number.count == 1 ? "0" + number : number }
}

/// One LDIF record: its attributes in order, names lowercased and without
/// options (`cn;lang-en` is `cn`), values decoded.
struct LDIFRecord {
    var line: Int
    var attributes: [(name: String, value: String)] = []

    func values(_ name: String) -> [String] { attributes.filter { $0.name == name }.map(\.value) }
}

/// A file's records, its continued lines joined and its comments left out.
struct LDIFRecords {
    var records: [LDIFRecord] = []
    var problems: [VCardProblem] = []

    init(_ text: String) {
        var current: LDIFRecord?
        var logical: (line: Int, text: String)?
        var lineNumber = 0
        func finishLine() {
            guard let (line, text) = logical else { return }
            logical = nil
            if text.hasPrefix("#") { return }
            if current == nil { current = LDIFRecord(line: line) }
            guard let attribute = Self.attribute(text) else {
                problems.append(VCardProblem(line: line, cardLine: nil,
                                             message: "a line that is no attribute: value; left out", severity: .skippedLine))
                return
            }
            // A dn begins a record (RFC 2849), even where the blank line
            // before it is missing or holds a blank, which would otherwise
            // make two contacts one; the file's `version: 1` may precede it.
            if attribute.name == "dn", let record = current, record.attributes.contains(where: { $0.name != "version" }) {
                records.append(record)
                current = LDIFRecord(line: line)
            }
            if let problem = attribute.problem {
                problems.append(VCardProblem(line: line, cardLine: nil, message: problem, severity: .warning))
            }
            current!.attributes.append((attribute.name, attribute.value))
        }
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            if raw.first == " ", logical != nil {
                logical!.text += raw.dropFirst()
                continue
            }
            finishLine()
            if String(raw).trimmed.isEmpty {
                if let record = current { records.append(record) }
                current = nil
            } else {
                logical = (lineNumber, String(raw))
            }
        }
        finishLine()
        if let record = current { records.append(record) }
    }

    /// `name: value`, `name:: base64` or `name:< URL`; nil without a colon.
    /// A base64 value that is not UTF-8 (abook writes its file's bytes, which
    /// may be Latin-1) is read as Windows-1252, as a file that is not UTF-8
    /// is, and one that is not base64 is kept as written, each with a
    /// warning (`problem`).
    private static func attribute(_ line: String) -> (name: String, value: String, problem: String?)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let name = String(line[..<colon].prefix { $0 != ";" }).trimmed.lowercased()
        var rest = line[line.index(after: colon)...]
        if rest.first == ":" {
            rest = rest.dropFirst()
            let encoded = String(rest).trimmed
            guard let data = Data(base64Encoded: encoded) else {
                return (name, encoded, "a base64 value that does not decode; kept as written")
            }
            let decoded = data.withUnsafeBytes { ForeignText($0) }
            return (name, decoded.text.trimmed,
                    decoded.problem == nil ? nil : "a base64 value that is not UTF-8; read as Windows-1252")
        }
        if rest.first == "<" { rest = rest.dropFirst() }
        return (name, String(rest).trimmed, nil)
    }
}
