import Contacts
import VCard

/// Instant-messaging handles as the form edits them: found as `show` finds them (IMPP, and the
/// X-JABBER, X-SKYPE, X-AIM… lines older clients write), each handle one entry whatever number of
/// lines hold it (Apple writes one both ways), labelled by its service.
extension EditedCard {
    /// The card's handles, each with the live lines holding it, in the card's order.
    func handleEntries() -> [(indices: [Int], entry: CardEntry)] {
        var found: [(indices: [Int], handle: CardValue)] = []
        for index in lines.indices where !lines[index].isRemoved {
            guard let handle = VCard.handle(lines[index].property, label: groupLabel(of: index)) else { continue }
            if let known = found.firstIndex(where: { VCard.isSameHandle($0.handle, handle) }) {
                found[known].indices.append(index)
            } else {
                found.append(([index], handle))
            }
        }
        return found.compactMap { item in
            let shown = FormText.normalized(item.handle.value)
            guard !shown.isEmpty else { return nil }
            return (item.indices, CardEntry(.instantMessaging, label: item.handle.service ?? "im", shown))
        }
    }

    /// Every line holding `entry` (its service and handle; the handle alone when no line has both).
    func handleLines(of entry: CardEntry) throws(CardEditError) -> [Int] {
        let same = handleEntries().filter { $0.entry.key == entry.key }
        guard let match = same.first(where: { $0.entry.label == entry.label }) ?? same.first else { throw .noSuchEntry(entry) }
        return match.indices
    }

    /// A new handle: an IMPP URI of its service's scheme (`xmpp:` for jabber), the service named beside
    /// it (`X-SERVICE-TYPE`) when the scheme does not say it; in 2.1, which has no IMPP, the service's
    /// own X- property when it has one (X-JABBER).
    mutating func addHandle(_ entry: CardEntry) {
        let service = entry.label.isEmpty ? "im" : entry.label
        let handle = entry.value.trimmed
        if version == .v2_1, let name = VCard.legacyHandleProperty(forService: service) {
            insert(HeaderText(group: nil, name: name, types: [], version: version), name: name, value: text.escaped(handle))
            return
        }
        let (scheme, namesService) = VCard.imppScheme(forService: service)
        var header = HeaderText(group: nil, name: "IMPP", types: [], version: version)
        let named = service.filter { !",:;\"".contains($0) }
        if namesService { header.append("X-SERVICE-TYPE=" + (named.contains(" ") ? "\"\(named)\"" : named)) }
        let index = insert(header, name: "IMPP", value: text.uri(scheme + ":" + handle))
        if namesService { lines[index].property.parameters = [VCardParameter(name: "X-SERVICE-TYPE", value: named)] }
    }

    /// `old` made `new`: the same service, each of its lines rewritten in place (an IMPP keeping its
    /// scheme, every line its group and parameters); another service, its lines replaced by a new one.
    mutating func changeHandle(_ old: CardEntry, to new: CardEntry) throws(CardEditError) {
        let indices = try handleLines(of: old)
        guard new.label == old.label else {
            for index in indices { remove(index) }
            return addHandle(new)
        }
        let handle = new.value.trimmed
        for index in indices {
            let property = lines[index].property
            guard property.name == "IMPP" else {
                rewrite(index, value: text.escaped(handle))
                continue
            }
            // The scheme as written (`xmpp:`, `skype:`), when the old value had one.
            let raw = property.rawValue
            let shown = VCard.handle(property, label: nil)?.value ?? raw
            let scheme = raw.hasSuffix(shown) ? String(raw.dropLast(shown.count)) : ""
            rewrite(index, value: text.uri(scheme + handle))
        }
    }

    /// The live lines holding the wedding anniversary as a date (as ``ContactDetails/anniversary``
    /// reads them), in the card's order; a text one is none.
    func anniversaryLines() -> [(index: Int, date: BirthdayDate)] {
        lines.indices.compactMap { index in
            let property = lines[index].property
            guard !lines[index].isRemoved, VCard.isAnniversary(name: property.name, groupLabel: groupLabel(of: index)),
                  let date = CardDate(property).flatMap(BirthdayDate.init) else { return nil }
            return (index, date)
        }
    }

    /// Sets every anniversary line to `text` (a date as the form writes one), or adds one (ANNIVERSARY
    /// in 4.0, X-ANNIVERSARY before it, as KAddressBook and Thunderbird write it); nil removes them.
    mutating func setAnniversary(_ text: String?) throws(CardEditError) {
        let dated = anniversaryLines()
        guard let text else {
            for line in dated { remove(line.index) }
            return
        }
        guard let date = BirthdayDate(text) else { throw .badAnniversary(text) }
        guard !dated.isEmpty else {
            let name = version == .v4_0 ? "ANNIVERSARY" : "X-ANNIVERSARY"
            insert(HeaderText(group: nil, name: name, types: [], version: version), name: name, value: date.text(for: version))
            return
        }
        for line in dated { rewrite(line.index, value: date.text(for: version)) }
    }
}
