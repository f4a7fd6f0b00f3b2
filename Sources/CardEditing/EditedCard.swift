import VCard

/// A stored card being edited: its properties in order, each still its original bytes until an
/// edit rewrites or removes it; new lines sit where they will be written.
///
/// ``bytes()`` copies every byte no edit touched (the BEGIN and END lines, blank lines, nested cards,
/// lines the parser skipped, and every untouched property with its folding and line breaks).
struct EditedCard {
    /// One property of the card, original or new.
    struct Line {
        var property: VCardProperty
        var header: HeaderText
        /// Where the original property is in the card's bytes; nil for a new line.
        var span: Range<Int>?
        /// The line's new bytes, when an edit wrote it.
        var written: [UInt8]?
        var isRemoved = false
    }

    private let original: [UInt8]
    private let endOffset: Int
    let version: VCardVersion
    let writer: LineWriter
    let text: ValueText
    var lines: [Line]

    /// Reads a stored card; throws when the bytes hold no card.
    init(_ bytes: [UInt8]) throws(CardEditError) {
        let layout = bytes.withUnsafeBytes { CardLayout($0) }
        // A card cut off before its END (the import keeps one) is edited as it is, and stays so.
        guard layout.begins else { throw .notACard }
        original = bytes
        endOffset = layout.endOffset
        version = layout.card.version
        writer = LineWriter(version: version, lineBreak: layout.lineBreak)
        text = ValueText(version: version)
        lines = zip(layout.card.properties, zip(layout.spans, layout.headers)).map { property, place in
            Line(property: property, header: HeaderText(place.1), span: place.0)
        }
    }

    /// The card's bytes with the edits made.
    func bytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(original.count + 256)
        var copied = 0
        for (index, line) in lines.enumerated() {
            if let span = line.span {
                out += original[copied..<span.lowerBound]
                copied = span.upperBound
                if line.isRemoved { continue }
                if let written = line.written { out += written } else { out += original[span] }
            } else {
                // A new line goes after whatever follows the line before it (a blank line ending a 2.1
                // soft break or base64 block), so no continuation can take it in.
                let next = lines[(index + 1)...].lazy.compactMap(\.span).first?.lowerBound ?? endOffset
                out += original[copied..<next]
                copied = next
                if !line.isRemoved, let written = line.written {
                    // The last line of a card cut off in the middle of it has no break yet.
                    if next == original.count, let last = out.last, last != 0x0A && last != 0x0D { out += writer.lineBreak }
                    out += written
                }
            }
        }
        out += original[copied...]
        return out
    }

    // MARK: Finding lines

    /// Indices of the live lines named `name` (uppercase), in order.
    func indices(named name: String) -> [Int] {
        lines.indices.filter { !lines[$0].isRemoved && lines[$0].property.name == name }
    }

    /// The `X-ABLabel` of the line's group, Apple's `_$!<…>!$_` unwrapped, or nil.
    func groupLabel(of index: Int) -> String? {
        guard let group = lines[index].property.group else { return nil }
        return labelLine(ofGroup: group).map { VCard.unwrappedLabel(lines[$0].property.text) }
    }

    /// The live `X-ABLabel` line of `group`, if any.
    func labelLine(ofGroup group: String) -> Int? {
        lines.indices.first {
            !lines[$0].isRemoved && lines[$0].property.name == "X-ABLABEL"
                && lines[$0].property.group.map { VCard.sameGroup($0, group) } == true
        }
    }

    // MARK: Changing lines

    /// Writes `value` (escaped) over line `index`, keeping its header but for encoding parameters.
    mutating func rewrite(_ index: Int, value: String) {
        rewrite(index, header: lines[index].header.withoutEncoding(), value: value)
    }

    /// Writes line `index` anew with this header and value.
    mutating func rewrite(_ index: Int, header: HeaderText, value: String) {
        lines[index].header = header
        lines[index].written = writer.line(header: header, value: value)
        lines[index].property.rawValue = value
    }

    /// Removes line `index`, and its group's `X-ABLabel` when no other line is left in the group.
    mutating func remove(_ index: Int) {
        lines[index].isRemoved = true
        guard let group = lines[index].property.group else { return }
        let members = lines.indices.filter { !lines[$0].isRemoved && lines[$0].property.group.map { VCard.sameGroup($0, group) } == true }
        let annotations: Set<String> = ["X-ABLABEL", "X-ABADR"]
        if members.allSatisfy({ annotations.contains(lines[$0].property.name) }) {
            for member in members { lines[member].isRemoved = true }
        }
    }

    /// Adds a line: after the last live line of the same name (and that line's group labels), else
    /// before `END:VCARD`. Returns its index.
    @discardableResult
    mutating func insert(_ header: HeaderText, name: String, group: String? = nil, value: String) -> Int {
        let position = insertionPoint(for: name)
        let property = VCardProperty(group: group, name: name, parameters: [], rawValue: value, line: 0, version: version)
        lines.insert(Line(property: property, header: header, written: writer.line(header: header, value: value)),
                     at: position)
        return position
    }

    /// Where a new line named `name` goes: after the last live line of that name and its group's lines,
    /// else before `END:VCARD`.
    func insertionPoint(for name: String) -> Int {
        guard let last = indices(named: name).last else { return lines.count }
        var position = last + 1
        if let group = lines[last].property.group {
            while position < lines.count, lines[position].property.group.map({ VCard.sameGroup($0, group) }) == true {
                position += 1
            }
        }
        return position
    }

    /// Puts a line at `position` among the lines.
    mutating func insertLine(_ line: Line, at position: Int) {
        lines.insert(line, at: position)
    }

    /// Sets the one line of `name`: rewrites the first, or adds one.
    mutating func setSingle(_ name: String, value: String) {
        if let first = indices(named: name).first {
            rewrite(first, value: value)
        } else {
            insert(HeaderText(group: nil, name: name, types: [], version: version), name: name, value: value)
        }
    }

    /// Removes every line of `name`.
    mutating func removeAll(_ name: String) {
        for index in indices(named: name) { remove(index) }
    }

    /// A group name no line uses: `item` and the next number after the highest in use.
    func newGroup() -> String {
        var highest = 0
        for line in lines {
            guard let group = line.property.group?.lowercased(), group.hasPrefix("item"),
                  let number = Int(group.dropFirst(4)) else { continue }
            highest = max(highest, number)
        }
        return "item\(highest + 1)"
    }
}
