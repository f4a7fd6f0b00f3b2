/// What a card holds beyond the fields an import reads: addresses, dates,
/// URLs, messaging handles and role, for
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

    /// The first ROLE (a function in the organization), unescaped.
    public var role: String? { property(named: "ROLE")?.text }

    /// Every PHOTO in file order, described (see ``CardPhoto``).
    public var photos: [CardPhoto] {
        properties.filter { $0.name == "PHOTO" }.map(CardPhoto.init)
    }

    /// The people the card names as related to its contact: Apple's
    /// X-ABRELATEDNAMES, labelled by its group's `X-ABLabel` ("Spouse"),
    /// and 4.0's RELATED (RFC 6350 §6.6.6), a URI or text, labelled by its TYPE.
    public var relatedNames: [CardValue] {
        properties.compactMap { property in
            switch property.name {
            case "X-ABRELATEDNAMES":
                return CardValue(value: property.text, types: property.types, label: groupLabel(of: property))
            case "RELATED":
                let type = property.types.first { $0 != "PREF" }
                return CardValue(value: property.text, types: property.types, label: type?.lowercased())
            default:
                return nil
            }
        }
    }

    /// How the names are said, as Apple and Google write it: the first
    /// X-PHONETIC-FIRST-NAME, -MIDDLE-NAME, -LAST-NAME and -ORG, each nil when absent.
    public var phonetic: (given: String?, middle: String?, family: String?, organization: String?) {
        (property(named: "X-PHONETIC-FIRST-NAME")?.text, property(named: "X-PHONETIC-MIDDLE-NAME")?.text,
         property(named: "X-PHONETIC-LAST-NAME")?.text, property(named: "X-PHONETIC-ORG")?.text)
    }

    /// Whether `property` is one of the anniversary forms ``anniversary`` names.
    private func isAnniversary(_ property: VCardProperty) -> Bool {
        Self.isAnniversary(name: property.name, groupLabel: groupLabel(of: property))
    }

    /// Whether a property of this name (uppercase), in a group of this label, is one of the anniversary
    /// forms ``anniversary`` names: for an editor that finds them among a card's lines.
    package static func isAnniversary(name: String, groupLabel: String?) -> Bool {
        switch name {
        case "ANNIVERSARY", "X-ANNIVERSARY", "X-EVOLUTION-ANNIVERSARY", "X-MS-ANNIVERSARY":
            return true
        case "X-ABDATE":
            return groupLabel?.lowercased() == "anniversary"
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

    /// The `X-ABLabel` of the property's group, or nil.
    func groupLabel(of property: VCardProperty) -> String? {
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
