import Contacts
import VCard

extension EditedCard {
    /// Makes one edit.
    mutating func apply(_ edit: CardEdit) throws(CardEditError) {
        switch edit {
        case .setFormattedName(let name):
            setSingle("FN", value: text.escaped(name.trimmed))
        case .setName(let given, let family):
            setName([0: family.trimmed, 1: given.trimmed])
        case .setNamePart(let part, let value):
            setName([part.rawValue: value.trimmed])
        case .setOrganization(let organization):
            let units = (organization ?? "").split(separator: ";").map { String($0).trimmed }
            set("ORG", to: units.allSatisfy(\.isEmpty) ? nil : text.structured(units))
        case .setTitle(let title):
            set("TITLE", to: title?.trimmed.nonEmpty.map(text.escaped))
        case .setBirthday(let birthday):
            guard let birthday = birthday?.trimmed.nonEmpty else { return removeAll("BDAY") }
            guard let date = BirthdayDate(birthday) else { throw .badBirthday(birthday) }
            setSingle("BDAY", value: date.text(for: version))
        case .setAnniversary(let anniversary):
            try setAnniversary(anniversary?.trimmed.nonEmpty)
        case .setNote(let note):
            let notes = indices(named: "NOTE")
            guard let note = note?.trimmed.nonEmpty else { return removeAll("NOTE") }
            if let first = notes.first {
                rewrite(first, value: text.escaped(note))
                for index in notes.dropFirst() { remove(index) }
            } else {
                add(CardEntry(.note, note))
            }
        case .joinCategory(let name):
            joinCategory(name)
        case .leaveCategory(let name):
            leaveCategory(name)
        case .addMember(let uid):
            addMember(uid)
        case .removeMember(let uid):
            removeMember(uid)
        case .add(let entry):
            add(entry)
        case .remove(let entry) where entry.kind == .instantMessaging:
            for index in try handleLines(of: entry) { remove(index) }
        case .remove(let entry):
            guard let index = line(of: entry) else { throw .noSuchEntry(entry) }
            remove(index)
        case .change(let old, let new) where old.kind == .instantMessaging && new.kind == .instantMessaging:
            try changeHandle(old, to: new)
        case .change(let old, let new):
            guard let index = line(of: old) else { throw .noSuchEntry(old) }
            guard old.kind == new.kind else {
                remove(index)
                return add(new)
            }
            let written = value(of: new, replacing: index)
            if written != lines[index].property.rawValue { rewrite(index, value: written) }
            if new.kind.isLabelled, let current = entries(new.kind).first(where: { $0.index == index })?.entry.label,
               current != new.label {
                relabel(index, as: new.label, kind: new.kind)
            }
        }
    }

    /// Sets the line `name` to `value`, or removes every such line for nil.
    private mutating func set(_ name: String, to value: String?) {
        if let value { setSingle(name, value: value) } else { removeAll(name) }
    }

    /// N's components at these places (0 family, 1 given, 2 middle, 3 prefixes, 4 suffixes) written,
    /// the others copied as they are.
    private mutating func setName(_ parts: [Int: String]) {
        guard let index = indices(named: "N").first else {
            return setSingle("N", value: text.structured((0..<5).map { parts[$0] ?? "" }))
        }
        var components = EditedCard.rawComponents(lines[index].property.rawValue)
        while components.count < 5 { components.append("") }
        for (place, value) in parts { components[place] = text.escaped(value) }
        rewrite(index, value: components.joined(separator: ";"))
    }

    /// Adds an entry with its label: TYPE values when the version has words for it, else a group and
    /// its `X-ABLabel` (as Apple and Google write custom labels); a handle as ``addHandle(_:)`` writes it.
    mutating func add(_ entry: CardEntry) {
        if entry.kind == .instantMessaging { return addHandle(entry) }
        let name = entry.kind.propertyName
        guard entry.kind.isLabelled else {
            insert(HeaderText(group: nil, name: name, types: [], version: version), name: name, value: value(of: entry))
            return
        }
        if let types = EntryLabel.types(for: entry.label, kind: entry.kind, version: version) {
            let index = insert(HeaderText(group: nil, name: name, types: types, version: version), name: name, value: value(of: entry))
            lines[index].property.parameters = types.map { VCardParameter(name: "TYPE", value: $0.uppercased()) }
            return
        }
        let group = newGroup()
        let index = insert(HeaderText(group: group, name: name, types: [], version: version), name: name, group: group,
                           value: value(of: entry))
        insertLabel(entry.label, group: group, at: index + 1)
    }

    /// Gives line `index` a new label; its value and other parameters stay.
    private mutating func relabel(_ index: Int, as label: String, kind: CardEntry.Kind) {
        let group = lines[index].property.group
        let labelLine = group.flatMap { self.labelLine(ofGroup: $0) }
        let types = EntryLabel.types(for: label, kind: kind, version: version)
        // The TYPE values change only when they say something else (not for one custom label for another).
        let current = lines[index].property.types.filter { $0 != "PREF" }
        if current != (types ?? []).map({ $0.uppercased() }) {
            let header = lines[index].header.withoutEncoding().replacingTypes(with: types ?? [], version: version)
            rewrite(index, header: header, value: lines[index].property.rawValue)
        }
        let preference = lines[index].property.parameters.filter { $0.name == "TYPE" && $0.value == "PREF" }
        lines[index].property.parameters.removeAll { $0.name == "TYPE" }
        lines[index].property.parameters += (types ?? []).map { VCardParameter(name: "TYPE", value: $0.uppercased()) } + preference
        if types != nil {
            if let labelLine { lines[labelLine].isRemoved = true }
            return
        }
        if let labelLine {
            rewrite(labelLine, value: text.escaped(label))
        } else if let group {
            insertLabel(label, group: group, at: index + 1)
        } else {
            let group = newGroup()
            rewrite(index, header: lines[index].header.settingGroup(group), value: lines[index].property.rawValue)
            lines[index].property.group = group
            insertLabel(label, group: group, at: index + 1)
        }
    }

    /// Adds `group.X-ABLabel:label` at `position`.
    private mutating func insertLabel(_ label: String, group: String, at position: Int) {
        let header = HeaderText(group: group, name: "X-ABLabel", types: [], version: version)
        let value = text.escaped(label)
        let property = VCardProperty(group: group, name: "X-ABLABEL", parameters: [], rawValue: value, line: 0, version: version)
        insertLine(Line(property: property, header: header, written: writer.line(header: header, value: value)), at: position)
    }
}

extension String {
    /// Nil when empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
