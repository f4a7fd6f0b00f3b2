import Contacts
import VCard

/// A new vCard 3.0 card written property by property, for a contact that comes from another address
/// book's file (abook, LDIF, CSV): the lines `add` writes (``NewCard``: VERSION, PRODID, UID, FN, N,
/// then the details, labels as TYPE values or an Apple group label) and any other property as given.
///
/// It has no REV: the card says only what the source said, so the same source row always gives the
/// same bytes, and an import of an unchanged file finds every card unchanged by its hash.
public struct ComposedCard {
    private let text = ValueText(version: .v3_0)
    private let writer = LineWriter(version: .v3_0, lineBreak: [0x0D, 0x0A])
    private var bytes: [UInt8]
    private var groups = 0

    /// Begins a card: BEGIN, VERSION, PRODID (`productID`, escaped) and UID.
    public init(uid: String, productID: String) {
        bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\n".utf8)
        bytes += writer.line(header: HeaderText(group: nil, name: "PRODID", types: [], version: .v3_0),
                             value: text.escaped(productID))
        bytes += writer.line(header: HeaderText(group: nil, name: "UID", types: [], version: .v3_0),
                             value: text.uri(uid))
    }

    /// FN `formatted`, and N from its five parts (RFC 2426 §3.1.2); when all are empty, N is split from
    /// `formatted` as `add` splits a typed name.
    public mutating func name(formatted: String, family: String, given: String, additional: String,
                              prefixes: String, suffixes: String) {
        add("FN", text.escaped(formatted))
        var parts = [family, given, additional, prefixes, suffixes]
        if parts.allSatisfy(\.isEmpty) {
            let split = NameSplit(formatted)
            parts = [split.family, split.given, "", "", ""]
        }
        add("N", text.structured(parts))
    }

    /// A TEXT property (`TITLE`, `NOTE`, `X-…`), escaped; nothing for an empty value.
    public mutating func text(_ name: String, _ value: String, types: [String] = []) {
        guard !value.isEmpty else { return }
        add(name, text.escaped(value), types: types)
    }

    /// A structured property (`ORG`, `ADR`): components escaped one by one, joined with `;`.
    public mutating func structured(_ name: String, _ components: [String], label: String = "") {
        guard components.contains(where: { !$0.isEmpty }) else { return }
        labelled(name, text.structured(components), kind: name == "ADR" ? .address : nil, label: label)
    }

    /// A comma list (`NICKNAME`, `CATEGORIES`), each value escaped.
    public mutating func list(_ name: String, _ values: [String]) {
        let values = values.filter { !$0.isEmpty }
        guard !values.isEmpty else { return }
        add(name, values.map(text.escaped).joined(separator: ","))
    }

    /// A URI property (`URL`, `PHOTO;VALUE=URI`), not escaped (RFC 2426 §4); `parameters` as written
    /// (`VALUE=URI`), or else the label.
    public mutating func uri(_ name: String, _ value: String, label: String = "", parameters: [String] = []) {
        guard !value.isEmpty else { return }
        guard parameters.isEmpty else {
            var header = HeaderText(group: nil, name: name, types: [], version: .v3_0)
            for parameter in parameters { header.append(parameter) }
            bytes += writer.line(header: header, value: text.uri(value))
            return
        }
        labelled(name, text.uri(value), kind: nil, label: label)
    }

    /// A number, an email or an address, labelled as `add` labels them: TYPE values for our words,
    /// else a group with an `X-ABLabel`.
    public mutating func entry(_ kind: CardEntry.Kind, label: String, _ value: String) {
        guard !value.isEmpty else { return }
        labelled(kind.propertyName, text.escaped(value), kind: kind, label: label)
    }

    /// The card, ended by END:VCARD.
    public func finished() -> [UInt8] {
        bytes + Array("END:VCARD\r\n".utf8)
    }

    private mutating func add(_ name: String, _ value: String, types: [String] = []) {
        bytes += writer.line(header: HeaderText(group: nil, name: name, types: types, version: .v3_0), value: value)
    }

    /// `kind` nil: a URL, whose label is a TYPE only for home and work.
    private mutating func labelled(_ name: String, _ value: String, kind: CardEntry.Kind?, label: String) {
        let label = FieldLabel.canonical(label)
        let types: [String]?
        if let kind {
            types = EntryLabel.types(for: label, kind: kind, version: .v3_0)
        } else {
            types = label == "home" ? ["HOME"] : label == "work" ? ["WORK"] : label == EntryLabel.other ? [] : nil
        }
        if let types { return add(name, value, types: types) }
        groups += 1
        let group = "item\(groups)"
        bytes += writer.line(header: HeaderText(group: group, name: name, types: [], version: .v3_0), value: value)
        bytes += writer.line(header: HeaderText(group: group, name: "X-ABLabel", types: [], version: .v3_0),
                             value: text.escaped(label))
    }
}
