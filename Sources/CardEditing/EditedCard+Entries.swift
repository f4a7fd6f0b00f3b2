import Contacts
import VCard

extension EditedCard {
    /// The card's entries of `kind` as the form shows them, each with the line it comes from; empty
    /// values (`TEL;CELL:`, as phones write a field left blank) are no entry.
    func entries(_ kind: CardEntry.Kind) -> [(index: Int, entry: CardEntry)] {
        if kind == .instantMessaging { return handleEntries().map { ($0.indices[0], $0.entry) } }
        return indices(named: kind.propertyName).compactMap { index in
            let property = lines[index].property
            let value: String
            switch kind {
            case .phone: value = Telephone(property).value
            case .email, .url, .note: value = property.text
            case .nickname: value = property.listItems.map(\.trimmed).filter { !$0.isEmpty }.joined(separator: ", ")
            case .address: value = AddressLine(CardAddress(property, label: nil)).text
            case .instantMessaging: value = ""  // read by `handleEntries`
            }
            let shown = FormText.normalized(value)
            guard !shown.isEmpty else { return nil }
            let label = kind.isLabelled ? EntryLabel.label(of: property, kind: kind, groupLabel: groupLabel(of: index)) : ""
            return (index, CardEntry(kind, label: label, shown))
        }
    }

    /// The line holding `entry`: the first with its key and label, else the first with its key.
    func line(of entry: CardEntry) -> Int? {
        let candidates = entries(entry.kind).filter { $0.entry.key == entry.key }
        return (candidates.first { $0.entry.label == entry.label } ?? candidates.first)?.index
    }

    /// The text of the first live line named `name`, unescaped, or nil.
    func firstText(_ name: String) -> String? {
        indices(named: name).first.map { lines[$0].property.text }
    }

    /// The value `entry` is written as in this card (escaped; a number in a `tel:` URI stays one).
    func value(of entry: CardEntry, replacing index: Int? = nil) -> String {
        switch entry.kind {
        case .phone:
            let number = entry.value.trimmed
            if let index, lines[index].property.hasURIValue || lines[index].property.rawValue.lowercased().hasPrefix("tel:") {
                return "tel:" + String(number.map { $0 == " " ? "-" : $0 })
            }
            return text.escaped(number)
        case .email, .note, .instantMessaging: return text.escaped(entry.value.trimmed)
        case .url: return text.uri(entry.value.trimmed)
        case .nickname:
            guard version.hasCommaLists else { return text.escaped(entry.value.trimmed) }
            return entry.value.split(separator: ",").map { text.escaped(String($0).trimmed) }.joined(separator: ",")
        case .address:
            // The post office box is not in the form: a changed address keeps it as written.
            let poBox = index.flatMap { EditedCard.rawComponents(lines[$0].property.rawValue).first } ?? ""
            let address = AddressLine(text: entry.value)
            return ([poBox] + [text.structured([address.extended] + address.parts)]).joined(separator: ";")
        }
    }

    /// A structured value split at its unescaped `;` (a list at its `,`, as `separator`), escapes kept:
    /// components an edit leaves alone are copied as written.
    static func rawComponents(_ raw: String, separator: UInt8 = 0x3B) -> [String] {
        var components: [String] = []
        var current: [UInt8] = []
        var escaped = false
        for byte in raw.utf8 {
            if escaped {
                escaped = false
            } else if byte == 0x5C {
                escaped = true
            } else if byte == separator {
                components.append(String(decoding: current, as: UTF8.self))
                current = []
                continue
            }
            current.append(byte)
        }
        components.append(String(decoding: current, as: UTF8.self))
        return components
    }
}
