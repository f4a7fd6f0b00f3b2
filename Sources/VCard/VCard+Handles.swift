/// Instant-messaging handles: read for `show`, and found, named and written for the edit form.
extension VCard {
    /// Instant-messaging handles: IMPP URIs (3.0 extension, 4.0), whose
    /// service is Apple's X-SERVICE-TYPE or else the URI's scheme, and the
    /// older X-JABBER, X-SKYPE, X-AIM… properties, named by their service.
    /// A handle written both ways (Apple does) is listed once.
    public var handles: [CardValue] {
        var handles: [CardValue] = []
        for property in properties {
            guard let entry = Self.handle(property, label: groupLabel(of: property)) else { continue }
            if !handles.contains(where: { Self.isSameHandle($0, entry) }) { handles.append(entry) }
        }
        return handles
    }

    /// The handle `property` holds, or nil when it is no IMPP or X- handle property.
    package static func handle(_ property: VCardProperty, label: String?) -> CardValue? {
        if property.name == "IMPP" { return impp(property, label: label) }
        guard let service = handleServices[property.name] else { return nil }
        return CardValue(value: property.text, types: property.types, label: label, service: service)
    }

    /// Whether two handles are one: the same service, the same handle ignoring case.
    package static func isSameHandle(_ one: CardValue, _ other: CardValue) -> Bool {
        one.service == other.service && one.value.lowercased() == other.value.lowercased()
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

    /// The IMPP scheme a new handle of `service` is written with, and whether the service must be
    /// named beside it (`X-SERVICE-TYPE`) because the scheme does not say it: `xmpp` for jabber, the
    /// service's own letters for one that has no known scheme (`matrix`), `x-im` for one that has none.
    package static func imppScheme(forService service: String) -> (scheme: String, namesService: Bool) {
        let known = ["jabber": "xmpp", "aim": "aim", "skype": "skype", "yahoo": "ymsgr", "msn": "msnim", "icq": "icq",
                     "google talk": "gtalk", "qq": "qq", "gadu-gadu": "gg", "sip": "sip", "irc": "irc"]
        if let scheme = known[service] { return (scheme, false) }
        // The letters an IMPP's scheme is read by (``impp``): ASCII letters, `-` and `+`.
        let scheme = String(service.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || $0 == "-" || $0 == "+") })
            .lowercased()
        guard let first = scheme.unicodeScalars.first, first.properties.isAlphabetic else { return ("x-im", true) }
        return (scheme, (schemeServices[scheme] ?? scheme) != service)
    }

    /// The legacy property a 2.1 card (which has no IMPP) writes a handle of `service` with, if any.
    package static func legacyHandleProperty(forService service: String) -> String? {
        let preferred = ["jabber": "X-JABBER", "google talk": "X-GOOGLE-TALK", "skype": "X-SKYPE", "aim": "X-AIM",
                         "icq": "X-ICQ", "msn": "X-MSN", "yahoo": "X-YAHOO", "qq": "X-QQ", "gadu-gadu": "X-GADUGADU",
                         "groupwise": "X-GROUPWISE"]
        return preferred[service]
    }

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
}
