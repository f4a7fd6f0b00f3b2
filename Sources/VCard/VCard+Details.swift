/// What a card holds beyond the fields an import reads: addresses, dates,
/// URLs, nicknames, messaging handles, categories, title and role, for
/// showing a card in full. Read from ``properties``, so only a card parsed
/// with ``PropertySelection/all`` has them; each is read on demand, since
/// only `show` and the browser's detail ask, for one card at a time.
extension VCard {
    /// Every ADR in file order; a card without one gives its LABELs instead
    /// (2.1/3.0 delivery labels, the address as printed), each as a street.
    public var addresses: [CardAddress] {
        let addresses = properties.filter { $0.name == "ADR" }
        if !addresses.isEmpty {
            return addresses.map { CardAddress($0, label: groupLabel(of: $0)) }
        }
        return properties.filter { $0.name == "LABEL" }.map {
            CardAddress(street: $0.text.withLFLineBreaks, types: $0.types, label: groupLabel(of: $0))
        }
    }

    /// The first BDAY that reads as a date, else nil (see ``birthdayText``).
    public var birthday: CardDate? {
        firstDate(properties.filter { $0.name == "BDAY" })
    }

    /// The first BDAY as written, for one that is no date (`VALUE=text:circa 1800`).
    public var birthdayText: String? { property(named: "BDAY")?.text }

    /// The wedding anniversary: ANNIVERSARY (4.0), or the X- forms clients
    /// write: X-ANNIVERSARY (KAddressBook, Thunderbird), X-EVOLUTION-ANNIVERSARY,
    /// X-MS-ANNIVERSARY (Outlook), and Apple's X-ABDATE in a group labelled Anniversary.
    public var anniversary: CardDate? {
        firstDate(properties.filter(isAnniversary))
    }

    /// The first anniversary as written, for one that is no date.
    public var anniversaryText: String? { properties.first(where: isAnniversary)?.text }

    /// Every URL in file order.
    public var urls: [CardValue] {
        properties.filter { $0.name == "URL" }.map { CardValue(value: $0.text, types: $0.types, label: groupLabel(of: $0)) }
    }

    /// Every nickname, NICKNAME's comma lists split (`\,` keeps a comma in one).
    public var nicknames: [String] { listValues(named: "NICKNAME") }

    /// Every category, CATEGORIES' comma lists split.
    public var categories: [String] { listValues(named: "CATEGORIES") }

    /// The first TITLE (a job title), unescaped.
    public var title: String? { property(named: "TITLE")?.text }

    /// The first ROLE (a function in the organization), unescaped.
    public var role: String? { property(named: "ROLE")?.text }

    /// Instant-messaging handles: IMPP URIs (3.0 extension, 4.0), whose
    /// service is Apple's X-SERVICE-TYPE or else the URI's scheme, and the
    /// older X-JABBER, X-SKYPE, X-AIM… properties, named by their service.
    /// A handle written both ways (Apple does) is listed once.
    public var handles: [CardValue] {
        var handles: [CardValue] = []
        for property in properties {
            let entry: CardValue
            if property.name == "IMPP" {
                entry = Self.impp(property, label: groupLabel(of: property))
            } else if let service = Self.handleServices[property.name] {
                entry = CardValue(value: property.text, types: property.types, label: groupLabel(of: property),
                                  service: service)
            } else {
                continue
            }
            let isKnown = handles.contains {
                $0.service == entry.service && $0.value.lowercased() == entry.value.lowercased()
            }
            if !isKnown { handles.append(entry) }
        }
        return handles
    }

    /// The services of the legacy X- handle properties, by property name.
    static let handleServices: [String: String] = [
        "X-JABBER": "jabber", "X-GOOGLE-TALK": "google talk", "X-GTALK": "google talk",
        "X-SKYPE": "skype", "X-SKYPE-USERNAME": "skype", "X-AIM": "aim", "X-ICQ": "icq",
        "X-MSN": "msn", "X-YAHOO": "yahoo", "X-QQ": "qq", "X-GADUGADU": "gadu-gadu",
        "X-GROUPWISE": "groupwise", "X-MS-IMADDRESS": "im",
    ]

    /// URI schemes of IMPP values, by the service a person knows them as.
    static let schemeServices: [String: String] = [
        "xmpp": "jabber", "aim": "aim", "skype": "skype", "callto": "skype", "ymsgr": "yahoo",
        "msnim": "msn", "msn": "msn", "icq": "icq", "gtalk": "google talk", "qq": "qq",
        "gg": "gadu-gadu", "sip": "sip", "irc": "irc", "mailto": "im",
    ]

    /// An IMPP: `xmpp:alice@example.com` is alice@example.com on jabber.
    private static func impp(_ property: VCardProperty, label: String?) -> CardValue {
        let text = property.text
        var service = property.parameter("X-SERVICE-TYPE")?.lowercased()
        var handle = text
        if let colon = text.firstIndex(of: ":") {
            let scheme = text[..<colon].lowercased()
            if !scheme.isEmpty, scheme.utf8.allSatisfy({ ASCII.uppercased($0) &- 0x41 < 26 || $0 == 0x2D || $0 == 0x2B }) {
                var rest = text[text.index(after: colon)...]
                while rest.hasPrefix("/") { rest = rest.dropFirst() }
                handle = String(rest)
                if service == nil { service = schemeServices[scheme] ?? scheme }
            }
        }
        return CardValue(value: handle, types: property.types, label: label, service: service ?? "im")
    }

    /// Whether `property` is one of the anniversary forms ``anniversary`` names.
    private func isAnniversary(_ property: VCardProperty) -> Bool {
        switch property.name {
        case "ANNIVERSARY", "X-ANNIVERSARY", "X-EVOLUTION-ANNIVERSARY", "X-MS-ANNIVERSARY":
            return true
        case "X-ABDATE":
            return groupLabel(of: property)?.lowercased() == "anniversary"
        default:
            return false
        }
    }

    /// The first of `properties` that reads as a date.
    private func firstDate(_ properties: [VCardProperty]) -> CardDate? {
        for property in properties {
            if let date = CardDate(property) { return date }
        }
        return nil
    }

    /// The values of every property `name`: split on unescaped commas (not in
    /// 2.1, which has no lists), blank ones left out.
    private func listValues(named name: String) -> [String] {
        properties.filter { $0.name == name }.flatMap(\.listItems).filter { !$0.utf8.allSatisfy { $0 <= ASCII.space } }
    }

    /// The `X-ABLabel` of the property's group, or nil.
    private func groupLabel(of property: VCardProperty) -> String? {
        property.group.flatMap(label(forGroup:))
    }
}

extension String {
    /// The text with its line breaks (CRLF or CR, as 2.1 quoted-printable keeps them) made LF.
    package var withLFLineBreaks: String {
        guard utf8.contains(ASCII.cr) else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var previousCR = false
        for byte in utf8 {
            if byte == ASCII.lf && previousCR { previousCR = false; continue }
            previousCR = byte == ASCII.cr
            bytes.append(byte == ASCII.cr ? ASCII.lf : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
