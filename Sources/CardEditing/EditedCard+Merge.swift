import Contacts
import VCard

/// Taking another card's values into this one, for ``CardMerge``.
extension EditedCard {
    /// Single-valued in vCard 3.0 (RFC 2426): a second, different value goes into the note.
    static let singleValued: Set<String> = [
        "BDAY", "ANNIVERSARY", "GENDER", "KIND", "SORT-STRING", "CLASS", "TZ", "GEO",
        "BIRTHPLACE", "DEATHDATE", "DEATHPLACE",
    ]
    /// Replaced by the merge (REV, the base's UID) or describing a card, not a person.
    static let notTaken: Set<String> = ["VERSION", "UID", "REV", "PRODID"]
    /// The lines of a group that annotate its value (Apple's label and address format).
    static let annotations: Set<String> = ["X-ABLABEL", "X-ABADR"]

    /// The card's name: its FN, else its N as "prefix given middle family suffix"; "" for neither.
    var mergeName: String {
        if let name = firstText("FN")?.trimmed, !name.isEmpty { return name }
        guard let index = indices(named: "N").first else { return "" }
        let parts = lines[index].property.components.map { $0.joined(separator: " ").trimmed }
        return [3, 1, 2, 0, 4].compactMap { $0 < parts.count ? parts[$0] : nil }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// Adds every value of `other` this card lacks; returns them in words. Notes, and single values
    /// this card holds differently, are left in `notes`, for ``joinNotes(_:)``.
    mutating func take(_ other: EditedCard, same: SameValue, notes: inout [String]) -> [String] {
        var added: [String] = []
        let otherName = other.mergeName
        takeName(otherName, added: &added)
        for unit in other.units() {
            if unit.count == 1 && other.lines[unit[0]].property.group == nil {
                takeLine(unit[0], of: other, name: otherName, same: same, notes: &notes, added: &added)
            } else {
                takeGroup(unit, of: other, same: same, added: &added)
            }
        }
        return added
    }

    /// Joins `notes` to the first NOTE (or a new one), a blank line between each; a note already
    /// there word for word is not repeated.
    mutating func joinNotes(_ notes: [String]) {
        let existing = indices(named: "NOTE")
        let texts = existing.map { lines[$0].property.text }
        var new: [String] = []
        for note in notes.map(\.trimmed) where !note.isEmpty && !new.contains(note)
            && !texts.contains(where: { $0.contains(note) }) {
            new.append(note)
        }
        guard !new.isEmpty else { return }
        if let first = existing.first {
            rewrite(first, value: text.escaped(([texts[0]] + new).joined(separator: "\n\n")))
        } else {
            insert(HeaderText(group: nil, name: "NOTE", types: [], version: version), name: "NOTE",
                   value: text.escaped(new.joined(separator: "\n\n")))
        }
    }

    /// Adds `name` as a NICKNAME unless the card has it as its name or a nickname: one item, its
    /// commas escaped ("Hopper, Grace" is one name, not two nicknames).
    private mutating func takeName(_ name: String, added: inout [String]) {
        guard !name.isEmpty && !hasName(name) else { return }
        insert(HeaderText(group: nil, name: "NICKNAME", types: [], version: version), name: "NICKNAME",
               value: text.escaped(name))
        added.append("name \(name) as a nickname")
    }

    /// Whether `name` is this card's FN or one of its nicknames (folded: case and accents aside).
    private func hasName(_ name: String) -> Bool {
        let folded = FoldedText(name)
        if indices(named: "FN").contains(where: { FoldedText(lines[$0].property.text.trimmed) == folded }) { return true }
        if FoldedText(mergeName) == folded { return true }
        return indices(named: "NICKNAME").contains { index in
            lines[index].property.listItems.contains { FoldedText($0.trimmed) == folded }
        }
    }

    /// The live lines, one unit per group (`item1.TEL` with its `item1.X-ABLabel`) and one per
    /// ungrouped line, in the card's order.
    private func units() -> [[Int]] {
        var units: [[Int]] = []
        var unitOfGroup: [String: Int] = [:]
        for index in lines.indices where !lines[index].isRemoved {
            guard let group = lines[index].property.group?.lowercased() else {
                units.append([index])
                continue
            }
            if let unit = unitOfGroup[group] {
                units[unit].append(index)
            } else {
                unitOfGroup[group] = units.count
                units.append([index])
            }
        }
        return units
    }

    private mutating func takeLine(_ index: Int, of other: EditedCard, name otherName: String, same: SameValue,
                                   notes: inout [String], added: inout [String]) {
        let property = other.lines[index].property
        guard !SameValue.isEmpty(property), !Self.notTaken.contains(property.name) else { return }
        switch property.name {
        case "FN":
            return takeName(property.text.trimmed, added: &added)  // a second FN (another language)
        case "N" where !indices(named: "N").isEmpty:
            return  // the name is kept as a nickname
        case "NOTE":
            return notes.append(property.text)
        case "NICKNAME", "CATEGORIES":
            return takeItems(of: property, added: &added)
        case let name where Self.singleValued.contains(name):
            if let held = indices(named: name).first {
                guard !same.isSame(lines[held].property, property) else { return }
                notes.append("\(name) (from \(otherName)): \(property.text)")
                return added.append("\(name) \(property.text) in the note")
            }
        default:
            guard !holds(property, same: same) else { return }
        }
        insertLine(TransferredLine(into: self).line(index, of: other, group: nil), at: insertionPoint(for: property.name))
        added.append(Self.described(property))
    }

    /// A group is taken whole, under a new group name, unless every value in it is here already.
    private mutating func takeGroup(_ unit: [Int], of other: EditedCard, same: SameValue, added: inout [String]) {
        let subjects = unit.filter { !Self.annotations.contains(other.lines[$0].property.name) }
        let checked = subjects.isEmpty ? unit : subjects
        guard !checked.allSatisfy({ SameValue.isEmpty(other.lines[$0].property) || holds(other.lines[$0].property, same: same) })
        else { return }
        let group = newGroup()
        let transfer = TransferredLine(into: self)
        var position = insertionPoint(for: other.lines[checked[0]].property.name)
        for index in unit {
            insertLine(transfer.line(index, of: other, group: group), at: position)
            position += 1
        }
        added.append(Self.described(other.lines[checked[0]].property))
    }

    /// NICKNAME and CATEGORIES items this card lacks, as a new line (one per item in 2.1, which has no lists).
    private mutating func takeItems(of property: VCardProperty, added: inout [String]) {
        var held = Set(indices(named: property.name).flatMap { lines[$0].property.listItems.map { $0.trimmed.lowercased() } })
        var missing: [String] = []
        for item in property.listItems.map(\.trimmed) where !item.isEmpty && held.insert(item.lowercased()).inserted {
            missing.append(item)
        }
        guard !missing.isEmpty else { return }
        let header = HeaderText(group: nil, name: property.name, types: [], version: version)
        if version.hasCommaLists {
            insert(header, name: property.name, value: missing.map(text.escaped).joined(separator: ","))
        } else {
            for item in missing { insert(header, name: property.name, value: text.escaped(item)) }
        }
        added.append("\(property.name == "NICKNAME" ? "nickname" : "category") \(missing.joined(separator: ", "))")
    }

    /// Whether a live line holds the same value as `property`.
    private func holds(_ property: VCardProperty, same: SameValue) -> Bool {
        indices(named: property.name).contains { same.isSame(lines[$0].property, property) }
    }

    /// `number +1 617 555 0127`, `email grace@navy.mil`, `photo`, `X-GENDER M`.
    private static func described(_ property: VCardProperty) -> String {
        switch property.name {
        case "TEL": return "number \(Telephone(property).value)"
        case "EMAIL": return "email \(property.text.trimmed)"
        case "ADR": return "address \(AddressLine(CardAddress(property, label: nil)).text)"
        case "URL": return "URL \(property.text.trimmed)"
        case "PHOTO", "LOGO", "SOUND", "KEY": return property.name.lowercased()
        default:
            let text = property.text.trimmed.split(whereSeparator: \.isNewline).joined(separator: " ")
            return "\(property.name) " + (text.count > 40 ? text.prefix(39) + "…" : text)
        }
    }
}
