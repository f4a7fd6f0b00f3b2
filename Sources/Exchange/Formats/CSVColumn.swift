/// What one column of a contacts CSV holds, known by its header: Google
/// Contacts' names (as `export --format csv` writes them, and Google's
/// older `Given Name`, `Group Membership`), Outlook's English names, or
/// neither (an `X-CSV-…` property). Names are compared ignoring case.
enum CSVColumn: Equatable {
    case formattedName, given, additional, family, prefixes, suffixes, nickname
    case organization, department, title, birthday, anniversary, note, photo
    /// Group names, separated by `separator` (Google's ` ::: `, Outlook's `;`).
    case categories(separator: String)
    case url(label: String)
    case phone(label: String)
    case email(label: String)
    /// Outlook's postal columns: `Business Street 2` is (`work`, `.street`, line 2).
    case address(label: String, part: AddressPart)
    /// Google's numbered columns: `Phone 2 - Value` is (`phone`, 2, `value`).
    case numbered(kind: String, number: Int, part: String)
    /// None of the above: the column's name as written.
    case unknown(String)

    enum AddressPart: Equatable {
        case street(line: Int), city, region, postalCode, country, poBox
    }

    init(header: String) {
        let name = header.trimmed.lowercased()
        if let known = Self.fixed[name] {
            self = known
        } else if let numbered = Self.numbered(name) {
            self = numbered
        } else if let address = Self.outlookAddress(name) {
            self = address
        } else {
            self = .unknown(header.trimmed)
        }
    }

    var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }

    private static let fixed: [String: CSVColumn] = [
        "name": .formattedName, "display name": .formattedName, "full name": .formattedName,
        "first name": .given, "given name": .given,
        "middle name": .additional, "additional name": .additional,
        "last name": .family, "family name": .family,
        "name prefix": .prefixes, "title": .prefixes,
        "name suffix": .suffixes, "suffix": .suffixes,
        "nickname": .nickname,
        "organization name": .organization, "company": .organization, "organization 1 - name": .organization,
        "organization department": .department, "department": .department,
        "organization 1 - department": .department,
        "organization title": .title, "job title": .title, "organization 1 - title": .title,
        "birthday": .birthday, "anniversary": .anniversary,
        "notes": .note, "photo": .photo,
        "labels": .categories(separator: " ::: "), "group membership": .categories(separator: " ::: "),
        "categories": .categories(separator: ";"),
        "web page": .url(label: ""), "personal web page": .url(label: "home"),
        "e-mail address": .email(label: ""), "e-mail 2 address": .email(label: ""),
        "e-mail 3 address": .email(label: ""),
        "mobile phone": .phone(label: "mobile"), "home phone": .phone(label: "home"),
        "home phone 2": .phone(label: "home"), "business phone": .phone(label: "work"),
        "business phone 2": .phone(label: "work"), "company main phone": .phone(label: "main"),
        "business fax": .phone(label: "work fax"), "home fax": .phone(label: "home fax"),
        "other fax": .phone(label: "other fax"), "pager": .phone(label: "pager"),
        "other phone": .phone(label: "other"), "primary phone": .phone(label: "primary"),
        "assistant's phone": .phone(label: "assistant"), "callback": .phone(label: "callback"),
        "car phone": .phone(label: "car"), "isdn": .phone(label: "ISDN"), "radio phone": .phone(label: "radio"),
        "tty/tdd phone": .phone(label: "TTY/TDD"), "telex": .phone(label: "telex"),
    ]

    /// Google's `KIND N - PART` for emails, numbers, addresses and websites.
    private static func numbered(_ name: String) -> CSVColumn? {
        for kind in ["e-mail", "phone", "address", "website"] where name.hasPrefix(kind + " ") {
            let rest = name.dropFirst(kind.count + 1)
            guard let dash = rest.firstRange(of: " - "), let number = Int(rest[..<dash.lowerBound]) else { return nil }
            let part = String(rest[dash.upperBound...])
            let parts = kind == "address"
                ? ["label", "type", "formatted", "street", "city", "po box", "region", "postal code", "country",
                   "extended address"]
                : ["label", "type", "value"]
            return parts.contains(part) ? .numbered(kind: kind, number: number, part: part) : nil
        }
        return nil
    }

    /// Outlook's `Business Street`, `Home City`, `Other Address PO Box`, ….
    private static func outlookAddress(_ name: String) -> CSVColumn? {
        let labels = ["business": "work", "home": "home", "other": "other"]
        for (prefix, label) in labels where name.hasPrefix(prefix + " ") {
            let part: AddressPart
            switch name.dropFirst(prefix.count + 1) {
            case "street": part = .street(line: 1)
            case "street 2": part = .street(line: 2)
            case "street 3": part = .street(line: 3)
            case "city": part = .city
            case "state": part = .region
            case "postal code": part = .postalCode
            case "country/region", "country": part = .country
            case "address po box": part = .poBox
            default: return nil
            }
            return .address(label: label, part: part)
        }
        return nil
    }
}
